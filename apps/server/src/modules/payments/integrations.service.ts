import {
  mercadoPagoNotConnectedMessage,
  mercadoPagoUnreachableMessage,
  type MercadoPagoConnection,
  type PointTerminal,
} from '@comanda/shared';
import { AppError } from '../../lib/app-error';
import type { PaymentsContext } from './payments-context';
import { paymentSettingsOf } from './payments.service';
import { callMercadoPago } from './providers/mercadopago-http';
import { ProviderError } from './providers/provider';

type Ctx = Pick<PaymentsContext, 'db' | 'secretBox' | 'config' | 'log'>;

/** One GET to Mercado Pago with the shop's stored token; a refusal is the shop's to fix. */
async function askMercadoPago(ctx: Ctx, establishmentId: string, path: string) {
  const settings = await paymentSettingsOf(ctx, establishmentId);
  if (!settings.mercadopagoAccessToken) {
    throw new AppError('UNPROCESSABLE', mercadoPagoNotConnectedMessage);
  }
  try {
    return await callMercadoPago('mercadopago', settings, {
      method: 'GET',
      url: `${ctx.config.MERCADOPAGO_API_URL}${path}`,
    });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    // The provider's words stay in the log: they may echo what was sent.
    ctx.log.warn({ err: error, establishmentId }, 'Mercado Pago connection test failed');
    throw new AppError('UNPROCESSABLE', mercadoPagoUnreachableMessage);
  }
}

/** "Testar conexão": whose account the stored token opens (GET /users/me). */
export async function testMercadoPagoConnection(
  ctx: Ctx,
  establishmentId: string,
): Promise<MercadoPagoConnection> {
  const me = (await askMercadoPago(ctx, establishmentId, '/users/me')) as {
    id?: unknown;
    nickname?: unknown;
  };
  return {
    accountId: String(me.id ?? ''),
    nickname: typeof me.nickname === 'string' ? me.nickname : null,
  };
}

/** The account's Point terminals (GET /terminals/v1/list), to choose the kiosk's one. */
export async function listPointTerminals(
  ctx: Ctx,
  establishmentId: string,
): Promise<PointTerminal[]> {
  const answer = (await askMercadoPago(ctx, establishmentId, '/terminals/v1/list?limit=50')) as {
    data?: { terminals?: { id?: unknown; operating_mode?: unknown }[] };
  };
  return (answer.data?.terminals ?? [])
    .filter((terminal) => typeof terminal.id === 'string')
    .map((terminal) => ({
      id: terminal.id as string,
      operatingMode: typeof terminal.operating_mode === 'string' ? terminal.operating_mode : null,
    }));
}
