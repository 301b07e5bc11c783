import type { IbsCbsYearRates } from '@comanda/shared';
import type { OpenedCertificate } from './certificate';
import { addSupplement, qrCodeV2Online, qrCodeV3Offline, qrCodeV3Online } from './qr-code';
import { digestValueOf, signXml } from './sign';
import type { FiscalIssuer, FiscalSale, NoteIdentity, TechResponsible } from './types';
import { validateNfe } from './validate';
import { buildNfceXml } from './xml';

/** The state's consultation addresses (from the UF table of the settings work). */
export interface NfceUrls {
  /** QR code consultation address, without `?p=`. */
  qrCode: string;
  /** urlChave: where the consumer types the key. */
  urlChave: string;
}

export interface IssuedNfce {
  key: string;
  /** The signed <NFe> with infNFeSupl, validated against the schemas. */
  xml: string;
  qrCode: string;
  digestValue: string;
  totalCents: number;
}

export class NfceSchemaError extends Error {
  constructor(readonly errors: string[]) {
    super(`NFC-e fora do leiaute: ${errors.slice(0, 3).join('; ')}`);
  }
}

/**
 * Builds, signs and validates a sale's NFC-e. The QR code is version 2 (CSC) online when the
 * shop has a CSC, version 3 otherwise; offline contingency always takes version 3, signed
 * with the certificate (NT 2025.001).
 */
export async function issueNfce(input: {
  issuer: FiscalIssuer;
  sale: FiscalSale;
  identity: NoteIdentity;
  certificate: OpenedCertificate;
  urls: NfceUrls;
  techResponsible?: TechResponsible | undefined;
  /** The yearly IBS/CBS rates, when not the shipped data file (tests of a future year). */
  ibsCbsRates?: readonly IbsCbsYearRates[] | undefined;
}): Promise<IssuedNfce> {
  const { issuer, sale, identity, certificate, urls } = input;
  const document = buildNfceXml(input);
  const signed = signXml(document.xml, certificate);
  const digestValue = digestValueOf(signed);
  const qrCode =
    identity.tpEmis === 9
      ? qrCodeV3Offline({
          baseUrl: urls.qrCode,
          key: document.key,
          tpAmb: document.tpAmb,
          privateKeyPem: certificate.privateKeyPem,
          day: /<dhEmi>\d{4}-\d{2}-(\d{2})T/.exec(document.xml)![1]!,
          totalCents: document.totalCents,
          customerTaxId: sale.customerTaxId,
        })
      : issuer.csc && issuer.cscId
        ? qrCodeV2Online({
            baseUrl: urls.qrCode,
            key: document.key,
            tpAmb: document.tpAmb,
            cscId: issuer.cscId,
            csc: issuer.csc,
          })
        : qrCodeV3Online({ baseUrl: urls.qrCode, key: document.key, tpAmb: document.tpAmb });
  const xml = addSupplement(signed, qrCode, urls.urlChave);
  const validation = await validateNfe(xml);
  if (!validation.valid) throw new NfceSchemaError(validation.errors);
  return { key: document.key, xml, qrCode, digestValue, totalCents: document.totalCents };
}
