import { AppError } from '../../lib/app-error';
import { findPaymentSettings, type PaymentSettings } from '../establishments';
import type { PaymentsContext } from './payments-context';

/** The shop's payment settings (secrets opened), or 404 for a shop that does not exist. */
export async function paymentSettingsOf(
  ctx: Pick<PaymentsContext, 'db' | 'secretBox'>,
  establishmentId: string,
): Promise<PaymentSettings> {
  const settings = await findPaymentSettings(ctx.db, ctx.secretBox, establishmentId);
  if (!settings) throw new AppError('TENANT_NOT_FOUND', 'Estabelecimento não encontrado');
  return settings;
}
