import { describe, expect, it } from 'vitest';
import { ApiError, invalidResponseMessage, networkErrorMessage } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

const fallback = 'Erro ao fazer login';

describe('errorMessage (SPEC §8: server message or fallback)', () => {
  it.each([
    [
      'a problem document',
      new ApiError(401, 'UNAUTHENTICATED', 'Email ou senha inválidos'),
      'Email ou senha inválidos',
    ],
    [
      'a rate limit',
      new ApiError(429, 'RATE_LIMITED', 'Muitas tentativas. Aguarde.'),
      'Muitas tentativas. Aguarde.',
    ],
    ['an unreachable server', new ApiError(0, 'NETWORK_ERROR', networkErrorMessage), fallback],
    ['a proxy error page', new ApiError(502, 'INTERNAL', networkErrorMessage), fallback],
    [
      'a body off contract',
      new ApiError(200, 'INVALID_RESPONSE', invalidResponseMessage),
      fallback,
    ],
    ['an empty detail', new ApiError(400, 'VALIDATION_FAILED', '  '), fallback],
    ['a bug', new TypeError('x is undefined'), fallback],
  ])('%s', (_case, error, expected) => {
    expect(errorMessage(error, fallback)).toBe(expected);
  });
});
