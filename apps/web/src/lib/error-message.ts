import { ApiError, invalidResponseMessage, networkErrorMessage } from '@/lib/api-client';

/**
 * SPEC §8: a failure shows the server's own message, else the screen's fallback ('Erro ao fazer
 * login', ...). Only a problem document carries a server message: an unreachable server, a
 * proxy page or an unexpected body have none, so those get the fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status === 0) return fallback;
  if (error.message === networkErrorMessage || error.message === invalidResponseMessage) {
    return fallback;
  }
  return error.message.trim() || fallback;
}
