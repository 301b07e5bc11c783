import type { Database, Executor } from '../../db/client';
import type { OrderChannel } from '@comanda/shared';
import type { OrderRow } from '../orders';
import type { DanfeData } from './danfe';
import type { FiscalNote } from './fiscal-notes.tables';
import type { NfceUrls } from './nfce/issue';
import type { FiscalIssuer, FiscalPayment, FiscalProductData } from './nfce/types';
import type { SefazEndpoints } from './sefaz/sefaz-client';

/*
 * What emission needs from the rest of the system, as one object: the shop's settings and
 * certificate, the products' fiscal fields, how an order was paid, the CPF na nota, the UF's
 * addresses, and the DANFE printer. `fiscal-ports.ts` fills it from the fiscal settings for
 * the running server; `emissionOff` keeps emission off for every shop.
 */
export interface FiscalPorts {
  /**
   * Takes the series and number of this paid order's note, from the device that sold it
   * (fiscal_series, advanced in this transaction: a rolled-back payment gives its number
   * back, so numbers have no gaps); undefined when the shop's emission is off. Runs inside
   * the paid order's transaction: database only, quick.
   */
  noteNumber(
    tx: Executor,
    order: Pick<OrderRow, 'id' | 'establishmentId' | 'origin'>,
  ): Promise<{ series: number; number: number } | undefined>;
  /**
   * Gives back to `series` the last numbers taken in this transaction and left unused (a
   * split tab's payers took fewer than its orders had reserved, decision 082).
   */
  returnNumbers?(
    tx: Executor,
    establishmentId: string,
    series: number,
    numbers: number[],
  ): Promise<void>;
  /** The shop's settings with the certificate unsealed; undefined when emission is off. */
  issuer(db: Database, establishmentId: string): Promise<FiscalIssuer | undefined>;
  /** Fiscal fields (NCM, CFOP, CSOSN/CST, origin, unit) of the products, by product id. */
  productData(
    db: Database,
    establishmentId: string,
    productIds: string[],
  ): Promise<Map<string, FiscalProductData>>;
  /**
   * How the order was paid (pag), with the change given back in cash; `online`: the
   * marketplace that took the money (decision 061).
   */
  payments(
    db: Database,
    establishmentId: string,
    orderId: string,
    online?: FiscalIntermediary,
  ): Promise<{ payments: FiscalPayment[]; changeCents?: number | undefined }>;
  /** The marketplace that intermediated an order of `channel` (infIntermed); undefined: none. */
  intermediary?(
    db: Database,
    establishmentId: string,
    channel: OrderChannel,
  ): Promise<FiscalIntermediary | undefined>;
  /** The CPF/CNPJ the customer gave ("CPF na nota"), digits only. */
  customerTaxId(
    db: Database,
    establishmentId: string,
    orderId: string,
  ): Promise<string | undefined>;
  /** QR code and urlChave addresses of the issuer's UF and environment. */
  urls(issuer: FiscalIssuer): NfceUrls;
  /** Webservice addresses of the issuer's UF and environment (unused for 'simulada'). */
  endpoints(issuer: FiscalIssuer): SefazEndpoints;
  /** What the DANFE of a printable note shows (the printed one and the web page alike). */
  danfe?(note: FiscalNote): Promise<DanfeData | undefined>;
  /** A note can be printed: authorised, or signed in contingency (the DANFE, at once). */
  printable?(note: FiscalNote): Promise<void> | void;
}

/** A marketplace as the note names it: its name, CNPJ and the shop's identifier there. */
export interface FiscalIntermediary {
  platform: string;
  cnpj?: string | undefined;
  accountId?: string | undefined;
}

/** Emission off for every shop (a server or test that must not emit). */
export const emissionOff: FiscalPorts = {
  noteNumber: async () => undefined,
  issuer: async () => undefined,
  productData: async () => new Map(),
  payments: async () => ({ payments: [] }),
  customerTaxId: async () => undefined,
  urls: () => {
    throw new Error('Emissão fiscal não configurada');
  },
  endpoints: () => {
    throw new Error('Emissão fiscal não configurada');
  },
};
