/*
 * What the NFC-e core needs from the rest of the system. The shop's fiscal settings, the
 * certificate and the products' fiscal fields are owned by the fiscal settings work
 * (fiscal.tables.ts, another branch); these interfaces are the contract it fills.
 */

/** IBGE codes of the states (cUF). */
export const ufCodes = {
  RO: '11', AC: '12', AM: '13', RR: '14', PA: '15', AP: '16', TO: '17',
  MA: '21', PI: '22', CE: '23', RN: '24', PB: '25', PE: '26', AL: '27', SE: '28', BA: '29',
  MG: '31', ES: '32', RJ: '33', SP: '35',
  PR: '41', SC: '42', RS: '43',
  MS: '50', MT: '51', GO: '52', DF: '53',
} as const; // prettier-ignore

export type Uf = keyof typeof ufCodes;

/** produção (tpAmb 1), homologação (tpAmb 2), or homologação simulada (tpAmb 2, fake SEFAZ). */
export type FiscalEnvironment = 'producao' | 'homologacao' | 'simulada';

export interface FiscalCertificate {
  /** The A1 certificate as uploaded (.pfx / PKCS#12), unsealed. */
  pfx: Buffer;
  password: string;
}

/** A shop's fiscal settings with its certificate unsealed: everything emission needs. */
export interface FiscalIssuer {
  enabled: boolean;
  /** 14 characters: digits or the alphanumeric CNPJ. */
  cnpj: string;
  /** Inscrição estadual, digits. */
  ie: string;
  /** Razão social. */
  legalName: string;
  tradeName?: string | undefined;
  /** 1 Simples Nacional, 2 Simples excesso de sublimite, 3 Regime normal, 4 MEI. */
  crt: 1 | 2 | 3 | 4;
  uf: Uf;
  /** IBGE municipality code, 7 digits. */
  municipalityCode: string;
  municipalityName: string;
  address: {
    street: string;
    number: string;
    complement?: string | undefined;
    district: string;
    /** 8 digits. */
    cep: string;
    phone?: string | undefined;
  };
  environment: FiscalEnvironment;
  /** Código de Segurança do Contribuinte and its id (QR code v2). */
  csc: string;
  cscId: string;
  certificate: FiscalCertificate;
  /** IANA time zone of the shop, for dhEmi's offset (America/Sao_Paulo when absent). */
  timeZone?: string | undefined;
  /** Carry the IBS/CBS groups before the CRT's date (decision 060). */
  ibsCbsEarly?: boolean | undefined;
}

/** Per-product fiscal fields (filled on the product by the settings work). */
export interface FiscalProductData {
  /** 8 digits. */
  ncm: string;
  /** 4 digits, 5102 for a sale of goods bought or 5101 for own production. */
  cfop: string;
  /** CSOSN (CRT 1/2/4) or CST (CRT 3) of ICMS. */
  csosn?: string | undefined;
  cst?: string | undefined;
  /** 0-8: origem da mercadoria. */
  origin: number;
  /** Commercial unit: UN, KG... */
  unit: string;
  cest?: string | undefined;
  /** ICMS rate in percent, for CST 00. */
  icmsRate?: number | undefined;
  gtin?: string | undefined;
  /** cClassTrib of the IBS/CBS (its CST is the first 3 digits); absent: full rate, 000001. */
  ibsCbsClass?: string | undefined;
}

/** One line of the sale, priced by the server (what the order charged). */
export interface FiscalItemData extends FiscalProductData {
  code: string;
  description: string;
  quantity: number;
  /** Price of one unit (with its extras), in cents. */
  unitPriceCents: number;
  /**
   * A payer's share of a line (one NFC-e per payer of a split tab, decision 082): what the
   * share costs, in cents; `quantity` is then its fraction of the line's quantity.
   */
  totalCents?: number | undefined;
}

/** tPag: 01 dinheiro, 03 crédito, 04 débito, 10 vale alimentação, 11 vale refeição, 17 Pix. */
export type PaymentKind = '01' | '03' | '04' | '10' | '11' | '17' | '99';

export interface FiscalPayment {
  kind: PaymentKind;
  /** xPag: what "99 outros" was (required by the layout with tPag 99). */
  description?: string | undefined;
  amountCents: number;
  /** Card group (cards only): integrated terminal (1) or not (2), brand, authorisation code. */
  card?: {
    integrated: boolean;
    acquirerCnpj?: string | undefined;
    /** tBand: 01 Visa, 02 Mastercard, ... 99 others. */
    brand?: string | undefined;
    authorization?: string | undefined;
  };
}

export interface FiscalSale {
  orderId: string;
  items: FiscalItemData[];
  /** Discount over the whole sale, spread over the items (vDesc). */
  discountCents: number;
  /**
   * An online-menu delivery (decision 071): the note is of a home delivery (indPres 4 when the
   * customer is identified, decision 068), and its
   * fee is freight (vFrete), spread over the items like the discount and inside vNF.
   */
  delivery?: { feeCents: number } | undefined;
  payments: FiscalPayment[];
  /** Change given back in cash (vTroco). */
  changeCents?: number | undefined;
  /** CPF (11 digits) or CNPJ (14) of the customer, when asked ("CPF na nota"). */
  customerTaxId?: string | undefined;
  additionalInfo?: string | undefined;
  /**
   * A marketplace's order (iFood, Open Delivery; decision 061): indIntermed 1, and infIntermed
   * when the platform's CNPJ and the shop's identifier there (idCadIntTran) are both known.
   */
  intermediary?: { cnpj?: string | undefined; accountId?: string | undefined } | undefined;
  /**
   * Delivered to the customer's address by someone else (a marketplace's entrega, decision 068):
   * like `delivery`, indPres 4 when the customer is identified (rule E01-20: a delivery's NFC-e
   * without `dest` is refused, 787); else 1. No freight: the platform's.
   */
  homeDelivery?: boolean | undefined;
}

/** The software house responsible (infRespTec), from the server's configuration. */
export interface TechResponsible {
  cnpj: string;
  contact: string;
  email: string;
  phone: string;
}

/** Where a note is numbered and when it was issued. */
export interface NoteIdentity {
  series: number;
  number: number;
  cNF: string;
  tpEmis: 1 | 9;
  issuedAt: Date;
  /** Contingency: when it began and why (dhCont, xJust). */
  contingency?: { since: Date; reason: string } | undefined;
}
