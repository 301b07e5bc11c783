import { randomUUID } from 'node:crypto';
import {
  defaultCfop,
  defaultFiscalUnit,
  ibsCbsCategoryDefaults,
  kioskFiscalDevice,
  type BrazilianState,
} from '@comanda/shared';
import type { Database } from '../../db/client';
import type { SecretBox } from '../../lib/secret-box';
import type { Realtime } from '../../lib/realtime';
import { productsFiscalFields } from '../catalog';
import { findEstablishmentSummary } from '../establishments';
import { marketplaceIntermediary } from '../marketplaces';
import { findOrderById } from '../orders';
import { settledPaymentsOfOrder } from '../payments';
import { enqueueLaidOutPrint } from '../printing';
import { danfeLines, type DanfeData } from './danfe';
import type { FiscalPorts } from './emission.ports';
import { fiscalPaymentsOf } from './fiscal-payments';
import { saleOfNote } from './emission.service';
import type { FiscalNote } from './fiscal-notes.tables';
import {
  findFiscalConfig,
  hasIssuerAddress,
  isFiscalEnabled,
  missingAddressMessage,
  returnSeriesNumbers,
  takeFiscalNumber,
} from './fiscal-settings.service';
import { createTestCertificate } from './nfce/certificate';
import type {
  FiscalCertificate,
  FiscalIssuer,
  FiscalProductData,
  FiscalSale,
  PaymentKind,
} from './nfce/types';
import { sefazEndpointsOf } from './sefaz-endpoints';
import { ufUrls } from './uf-endpoints';

/*
 * The emission's ports filled from the shop's fiscal settings (decisions 030 and 031): the
 * series of the device that sold (fiscal_series, the one numbering), the settings with the
 * certificate and CSC unsealed, the products' fiscal fields, the order's settled payments and
 * CPF na nota, the QR and urlChave addresses of the UF, and the DANFE queued on the shop's
 * receipt printers.
 */

const paymentLabels: Record<PaymentKind, string> = {
  '01': 'Dinheiro',
  '03': 'Cartão de Crédito',
  '04': 'Cartão de Débito',
  '10': 'Vale Alimentação',
  '11': 'Vale Refeição',
  '17': 'PIX',
  '99': 'Outros',
};

/**
 * "Homologação simulada" talks to the fake SEFAZ: no CSC or address is needed to try the
 * system, so these stand in for what the admin left blank. A real environment needs the real
 * ones (the settings refuse to enable it without them, and `issuerOf` checks again).
 */
const simulatedCsc = { csc: 'SIMULADA0000000000000000000000000000', cscId: '000001' };
const simulatedAddress = {
  street: 'Endereço não informado',
  streetNumber: 'S/N',
  district: 'Centro',
  cep: '00000000',
};

/**
 * "Homologação simulada" needs no certificate of the shop (decision 031): a self-signed
 * e-CNPJ-like one for its CNPJ, made once per process (an RSA key is not free).
 */
const simulatedCertificates = new Map<string, FiscalCertificate>();
function simulatedCertificate(cnpj: string): FiscalCertificate {
  let certificate = simulatedCertificates.get(cnpj);
  if (!certificate) {
    const password = randomUUID();
    const pfx = createTestCertificate({ cnpj, legalName: 'HOMOLOGACAO SIMULADA', password });
    certificate = { pfx, password };
    simulatedCertificates.set(cnpj, certificate);
  }
  return certificate;
}

export const missingIssuerDataMessage =
  'Dados do emitente incompletos nas configurações fiscais (CNPJ, IE, UF, município)';
export const missingCertificateMessage = 'Envie o certificado digital A1 (.pfx)';
export const missingCscMessage = 'Informe o CSC e o ID do CSC';
const simulatedHasNoWebservice = 'Homologação simulada usa a SEFAZ simulada, sem webservice real';

export interface FiscalPortsDeps {
  secretBox: SecretBox;
  realtime: Pick<Realtime, 'publish'>;
}

async function issuerOf(
  deps: FiscalPortsDeps,
  db: Database,
  establishmentId: string,
): Promise<FiscalIssuer | undefined> {
  const config = await findFiscalConfig({ db, secretBox: deps.secretBox }, establishmentId);
  if (!config) return undefined;
  const simulated = config.environment === 'simulada';
  if (!config.cnpj || !config.ie || !config.uf || !config.municipalityCode) {
    throw new Error(missingIssuerDataMessage);
  }
  const certificate =
    config.pfx && config.pfxPassword !== null
      ? { pfx: config.pfx, password: config.pfxPassword }
      : simulated
        ? simulatedCertificate(config.cnpj)
        : undefined;
  if (!certificate) throw new Error(missingCertificateMessage);
  const csc = config.csc && config.cscId ? { csc: config.csc, cscId: config.cscId } : undefined;
  if (!csc && !simulated) throw new Error(missingCscMessage);
  if (!simulated && !hasIssuerAddress(config)) throw new Error(missingAddressMessage);
  const shop = await findEstablishmentSummary(db, establishmentId);
  // Checked above for a real environment; in "simulada" the placeholders fill the blanks.
  const addressField = (field: keyof typeof simulatedAddress) =>
    config[field] ?? simulatedAddress[field];
  return {
    enabled: true,
    cnpj: config.cnpj,
    ie: config.ie,
    legalName: config.legalName ?? config.certificate?.holder ?? shop?.name ?? config.cnpj,
    tradeName: config.tradeName ?? shop?.name,
    crt: config.crt,
    uf: config.uf,
    municipalityCode: config.municipalityCode,
    municipalityName: config.municipalityName ?? shop?.city ?? config.municipalityCode,
    address: {
      street: addressField('street'),
      number: addressField('streetNumber'),
      complement: config.complement ?? undefined,
      district: addressField('district'),
      cep: addressField('cep'),
      phone: config.phone ?? undefined,
    },
    environment: config.environment,
    ...(csc ?? simulatedCsc),
    certificate,
    ibsCbsEarly: config.ibsCbsEarly,
  };
}

function danfeOf(
  issuer: FiscalIssuer,
  note: FiscalNote,
  sale: FiscalSale,
  consultationUrl: string,
): DanfeData {
  const items = sale.items.map((item) => ({
    code: item.code,
    description: item.description,
    quantity: item.quantity,
    unit: item.unit,
    unitPriceCents: item.unitPriceCents,
    totalCents: item.totalCents ?? item.quantity * item.unitPriceCents,
  }));
  const itemsTotalCents = items.reduce((sum, item) => sum + item.totalCents, 0);
  const { address } = issuer;
  return {
    emitter: {
      name: issuer.legalName,
      cnpj: issuer.cnpj,
      ie: issuer.ie,
      address: [
        `${address.street}, ${address.number}`,
        address.complement,
        address.district,
        `${issuer.municipalityName}/${issuer.uf}`,
      ]
        .filter(Boolean)
        .join(', '),
    },
    number: note.number,
    series: note.series,
    issuedAt: (note.issuedAt ?? note.createdAt).toISOString(),
    environment: issuer.environment,
    items,
    itemsTotalCents,
    discountCents: sale.discountCents,
    totalCents: itemsTotalCents - sale.discountCents,
    payments: sale.payments.map((payment) => ({
      label: payment.description ?? paymentLabels[payment.kind],
      amountCents: payment.amountCents,
    })),
    changeCents: sale.changeCents ?? 0,
    accessKey: note.accessKey!,
    qrCode: note.qrCode!,
    consultationUrl,
    authorization:
      note.status === 'authorised' && note.protocol && note.authorisedAt
        ? { protocol: note.protocol, authorizedAt: note.authorisedAt.toISOString() }
        : null,
    contingency: note.tpEmis === 9,
    customerCpf: sale.customerTaxId ?? null,
  };
}

/** The ports of a running server: every shop with NFC-e enabled in its settings emits. */
export function createFiscalPorts(db: Database, deps: FiscalPortsDeps): FiscalPorts {
  const ports: FiscalPorts = {
    async noteNumber(tx, { establishmentId, origin }) {
      if (!(await isFiscalEnabled(tx, establishmentId))) return undefined;
      // The kiosks share the "Totem" series; a counter sale takes its register's, else that.
      const device = origin === 'totem' ? kioskFiscalDevice : 'PDV';
      const taken = await takeFiscalNumber(tx, establishmentId, device);
      return taken ?? undefined;
    },
    returnNumbers: (tx, establishmentId, series, numbers) =>
      returnSeriesNumbers(tx, establishmentId, series, numbers),
    issuer: (database, establishmentId) => issuerOf(deps, database, establishmentId),
    async productData(database, establishmentId, productIds) {
      const fields = await productsFiscalFields(database, establishmentId, productIds);
      const data = new Map<string, FiscalProductData>();
      for (const [id, product] of fields) {
        // A product without its NCM cannot go on a note: the emission says which one.
        if (!product.ncm) continue;
        data.set(id, {
          ncm: product.ncm,
          cfop: product.cfop || defaultCfop,
          csosn: product.taxCode ?? '102',
          origin: product.origin ?? 0,
          unit: product.fiscalUnit || defaultFiscalUnit,
          // Blank: what the category type suggests (prepared food reduced, drinks full).
          ibsCbsClass: product.ibsCbsClass ?? ibsCbsCategoryDefaults[product.categoryType],
        });
      }
      return data;
    },
    async payments(database, establishmentId, orderId, online) {
      const settled = await settledPaymentsOfOrder(database, establishmentId, orderId);
      return fiscalPaymentsOf(settled, online);
    },
    intermediary: marketplaceIntermediary,
    async customerTaxId(database, establishmentId, orderId) {
      const order = await findOrderById(database, establishmentId, orderId);
      return order?.customerCpf ?? undefined;
    },
    urls(issuer) {
      const urls = ufUrls(issuer.uf as BrazilianState, issuer.environment);
      return { qrCode: urls.qrCode, urlChave: urls.consultation };
    },
    endpoints(issuer) {
      // "Homologação simulada" never asks: it talks to the in-process fake SEFAZ.
      if (issuer.environment === 'simulada') throw new Error(simulatedHasNoWebservice);
      return sefazEndpointsOf(issuer.uf, issuer.environment);
    },
    async danfe(note) {
      const issuer = await issuerOf(deps, db, note.establishmentId);
      if (!issuer) return undefined;
      const sale = await saleOfNote({ db, ports }, note);
      return danfeOf(issuer, note, sale, ports.urls(issuer).urlChave);
    },
    async printable(note) {
      const danfe = await ports.danfe!(note);
      if (!danfe) return;
      await db.transaction((tx) =>
        enqueueLaidOutPrint(tx, deps.realtime, note.establishmentId, note.orderId, (columns) =>
          danfeLines(danfe, columns),
        ),
      );
    },
  };
  return ports;
}
