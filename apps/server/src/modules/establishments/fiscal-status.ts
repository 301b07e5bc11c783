import type { Executor } from '../../db/client';

/**
 * Whether a shop issues NFC-e: the public establishment and the kiosk's "CPF na nota?" depend
 * on it. Fiscal knows it and sits above establishments, tenancy and orders (decision 037), so
 * they may not import it: app.ts hands fiscal's answer in as this port when it registers them.
 */
export interface FiscalStatusPort {
  isFiscalEnabled(db: Executor, establishmentId: string): Promise<boolean>;
}
