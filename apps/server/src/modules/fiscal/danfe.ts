import { formatCents, formatDateTime, formatTaxId, type FiscalEnvironment } from '@comanda/shared';
import { leftRight, LineBuilder, renderEscPos, renderText, type ReceiptLine } from '../printing';

/*
 * The DANFE NFC-e on a thermal receipt printer (80 mm: 48 columns, 58 mm: 32), laid out in the
 * divisions of the Manual de Especificações Técnicas do DANFE NFC-e e QR Code: emitter, items,
 * totals and payments, the consultation address and the access key, the consumer, the note's
 * number with its authorisation (or the contingency notice), and the QR code. It is built from a
 * plain `DanfeData`, so the emission can print an authorised note or a contingency one alike.
 */

export interface DanfeItem {
  /** The product's code (cProd). */
  code: string;
  description: string;
  /** Quantity in the commercial unit (qCom). */
  quantity: number;
  unit: string;
  unitPriceCents: number;
  totalCents: number;
}

/** Payment lines (detPag): the label is what the consumer reads ("Cartão de Crédito"). */
export interface DanfePayment {
  label: string;
  amountCents: number;
}

export interface DanfeData {
  emitter: {
    /** Razão social. */
    name: string;
    cnpj: string;
    ie: string;
    /** One line: street, number, district, city/UF. */
    address: string | null;
  };
  number: number;
  series: number;
  /** ISO instant of dhEmi. */
  issuedAt: string;
  environment: FiscalEnvironment;
  items: DanfeItem[];
  /** Sum of the items before the discount. */
  itemsTotalCents: number;
  discountCents: number;
  /** vNF: what the consumer pays. */
  totalCents: number;
  payments: DanfePayment[];
  changeCents: number;
  /** The 44-digit access key. */
  accessKey: string;
  /** The full QR code payload (URL with ?p=...). */
  qrCode: string;
  /** urlChave: where to look the note up by its key. */
  consultationUrl: string;
  /** Set once SEFAZ authorised the note; null for a note issued in contingency. */
  authorization: { protocol: string; authorizedAt: string } | null;
  /** tpEmis 9: issued offline, transmitted later. */
  contingency: boolean;
  customerCpf: string | null;
  /** Lei 12.741/2012: the approximate taxes of the sale, when known. */
  approximateTaxesCents?: number | null;
}

export const contingencyText = 'EMITIDA EM CONTINGÊNCIA';
export const unidentifiedConsumerText = 'CONSUMIDOR NÃO IDENTIFICADO';
export const homologationText = 'EMITIDA EM AMBIENTE DE HOMOLOGAÇÃO - SEM VALOR FISCAL';

/** The access key in groups of four digits, as the DANFE prints it. */
export function groupAccessKey(key: string): string {
  return key.replace(/\D/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The grouped key on two lines (6 + 5 groups), which fit 32 columns as well as 48. */
export function accessKeyLines(key: string): [string, string] {
  const groups = groupAccessKey(key).split(' ');
  return [groups.slice(0, 6).join(' '), groups.slice(6).join(' ')];
}

/** Amounts without the currency sign, to fit item columns: 1.234,50. */
export const amount = (cents: number) => formatCents(cents).replace('R$ ', '');

export function quantityText(quantity: number): string {
  return Number.isInteger(quantity)
    ? String(quantity)
    : quantity.toLocaleString('pt-BR', { maximumFractionDigits: 4 });
}

export const pad = (value: number, length: number) => String(value).padStart(length, '0');

const center = { align: 'center' } as const;
const centerBold = { ...center, bold: true } as const;

type Pairs = (left: string, right: string, bold?: boolean, indent?: string) => void;

/** Division I: the emitter. */
function emitterDivision(out: LineBuilder, data: DanfeData) {
  out.add(data.emitter.name, centerBold);
  out.add(`CNPJ: ${formatTaxId(data.emitter.cnpj)}`, center);
  out.add(`IE: ${data.emitter.ie}`, center);
  if (data.emitter.address) out.add(data.emitter.address, center);
  out.rule();
  out.add('DANFE NFC-e - Documento Auxiliar da Nota Fiscal de Consumidor Eletrônica', centerBold);
  if (data.environment !== 'producao') out.add(homologationText, centerBold);
  if (data.contingency) out.add(contingencyText, centerBold);
  out.rule();
}

/** Division II: the items. */
function itemsDivision(out: LineBuilder, data: DanfeData, pairs: Pairs) {
  out.add('Código Descrição', { bold: true });
  out.add('Qtde UN x Vl Unit = Vl Total', { bold: true });
  for (const item of data.items) {
    out.add(`${item.code} ${item.description}`);
    const each = `${quantityText(item.quantity)} ${item.unit} x ${amount(item.unitPriceCents)}`;
    pairs(each, amount(item.totalCents), false, '   ');
  }
  out.rule();
}

/** Division III: totals and payments. */
function totalsDivision(out: LineBuilder, data: DanfeData, pairs: Pairs) {
  pairs('Qtde. total de itens', String(data.items.length));
  if (data.discountCents > 0) {
    pairs('Valor total R$', amount(data.itemsTotalCents));
    pairs('Desconto R$', `-${amount(data.discountCents)}`);
  }
  pairs('Valor a Pagar R$', amount(data.totalCents), true);
  pairs('FORMA PAGAMENTO', 'VALOR PAGO R$');
  for (const payment of data.payments) pairs(payment.label, amount(payment.amountCents));
  if (data.changeCents > 0) pairs('Troco R$', amount(data.changeCents));
  if (data.approximateTaxesCents != null) {
    out.add(
      `Tributos totais incidentes (Lei Federal 12.741/2012): R$ ${amount(data.approximateTaxesCents)}`,
    );
  }
  out.rule();
}

/** Divisions IV to VI: where to check it, its key, the consumer, the note and its authorisation. */
function consultationDivisions(out: LineBuilder, data: DanfeData) {
  out.add('Consulte pela Chave de Acesso em', centerBold);
  out.add(data.consultationUrl, center);
  for (const line of accessKeyLines(data.accessKey)) out.add(line, centerBold);
  out.rule();

  out.add(
    data.customerCpf
      ? `CONSUMIDOR - CPF ${formatTaxId(data.customerCpf)}`
      : unidentifiedConsumerText,
    centerBold,
  );
  out.rule();

  out.add(
    `NFC-e nº ${pad(data.number, 9)} Série ${pad(data.series, 3)} ${formatDateTime(data.issuedAt)}`,
    centerBold,
  );
  if (data.authorization) {
    out.add(`Protocolo de autorização: ${data.authorization.protocol}`, center);
    out.add(`Data de autorização: ${formatDateTime(data.authorization.authorizedAt)}`, center);
  } else {
    out.add(contingencyText, centerBold);
    out.add('Pendente de autorização', center);
  }
}

/** The lines of a DANFE NFC-e for a paper of `columns` characters. */
export function danfeLines(data: DanfeData, columns: number): ReceiptLine[] {
  const out = new LineBuilder(columns);
  const pairs: Pairs = (left, right, bold = false, indent = '') => {
    for (const line of leftRight(left, right, columns, indent)) out.raw(line, bold);
  };
  emitterDivision(out, data);
  itemsDivision(out, data, pairs);
  totalsDivision(out, data, pairs);
  consultationDivisions(out, data);
  // Division VII: the QR code.
  out.blank();
  out.qr(data.qrCode, '[QR Code da NFC-e]');
  out.blank();
  return out.lines;
}

export interface DanfeRenderOptions {
  /** 48 (80 mm) or 32 (58 mm). */
  columns: number;
  cut: boolean;
}

/** The DANFE as ESC/POS bytes (code page 860, QR by GS ( k) and as its text preview. */
export function renderDanfe(data: DanfeData, options: DanfeRenderOptions) {
  const lines = danfeLines(data, options.columns);
  return {
    bytes: renderEscPos(lines, {
      kind: 'customer',
      columns: options.columns,
      reprint: false,
      cut: options.cut,
    }),
    text: renderText(lines, options.columns),
  };
}
