import { eq } from 'drizzle-orm';
import {
  cardMethods,
  defaultCardSettlementDays,
  type CardMethod,
  type FinanceSettings,
  type FinanceSettingsInput,
} from '@comanda/shared';
import type { Executor } from '../../db/client';
import { findCardFeePercent } from '../establishments';
import { financeSettings } from './finance.tables';

const defaultMethods = Object.fromEntries(
  cardMethods.map((method) => [
    method,
    { feePercent: null, settlementDays: defaultCardSettlementDays[method] },
  ]),
) as FinanceSettingsInput['methods'];

/** The shop's finance settings; defaults until the admin saves some. */
export async function findFinanceSettings(
  db: Executor,
  establishmentId: string,
): Promise<FinanceSettings> {
  // One after the other: `db` may be a transaction, whose one connection runs one query at a time.
  const [row] = await db
    .select({ methods: financeSettings.methods })
    .from(financeSettings)
    .where(eq(financeSettings.establishmentId, establishmentId));
  const cardFeePercent = await findCardFeePercent(db, establishmentId);
  return { cardFeePercent, methods: { ...defaultMethods, ...row?.methods } };
}

export async function saveFinanceSettings(
  db: Executor,
  establishmentId: string,
  input: FinanceSettingsInput,
): Promise<FinanceSettings> {
  await db
    .insert(financeSettings)
    .values({ establishmentId, methods: input.methods })
    .onConflictDoUpdate({
      target: financeSettings.establishmentId,
      set: { methods: input.methods, updatedAt: new Date() },
    });
  return findFinanceSettings(db, establishmentId);
}

/** How money paid by `method` reaches the shop: its fee and how many days later. */
export interface SettlementTerms {
  feePercent: number;
  days: number;
}

const isCardMethod = (method: string): method is CardMethod =>
  (cardMethods as readonly string[]).includes(method);

/**
 * Card-like methods pay the method's own fee (or the shop's card fee) D+N days later; Pix,
 * cash and anything else land on the sale's day, whole.
 */
export function settlementTermsOf(settings: FinanceSettings, method: string): SettlementTerms {
  if (!isCardMethod(method)) return { feePercent: 0, days: 0 };
  const own = settings.methods[method];
  return {
    feePercent: own.feePercent ?? settings.cardFeePercent ?? 0,
    days: own.settlementDays,
  };
}
