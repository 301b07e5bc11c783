import { eq } from 'drizzle-orm';
import {
  cardMethods,
  defaultCardSettlementDays,
  defaultChannelTerms,
  isMarketplaceChannel,
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
    .select({ methods: financeSettings.methods, channels: financeSettings.channels })
    .from(financeSettings)
    .where(eq(financeSettings.establishmentId, establishmentId));
  const cardFeePercent = await findCardFeePercent(db, establishmentId);
  return {
    cardFeePercent,
    methods: { ...defaultMethods, ...row?.methods },
    channels: { ...defaultChannelTerms, ...row?.channels },
  };
}

export async function saveFinanceSettings(
  db: Executor,
  establishmentId: string,
  input: FinanceSettingsInput,
): Promise<FinanceSettings> {
  await db
    .insert(financeSettings)
    .values({ establishmentId, methods: input.methods, channels: input.channels ?? null })
    .onConflictDoUpdate({
      target: financeSettings.establishmentId,
      set: {
        methods: input.methods,
        // A client that does not know the channels' terms leaves them as they were.
        ...(input.channels ? { channels: input.channels } : {}),
        updatedAt: new Date(),
      },
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
 * A marketplace order's money (issue 34): the platform pays the total less its commission on
 * the channel's D+N, whatever method the customer chose in its app. Null for the shop's own
 * channels, whose money follows the method.
 */
export function channelTermsOf(settings: FinanceSettings, channel: string): SettlementTerms | null {
  if (!isMarketplaceChannel(channel)) return null;
  const own = settings.channels[channel];
  return { feePercent: own.commissionPercent, days: own.settlementDays };
}

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
