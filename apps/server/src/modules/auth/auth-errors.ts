import type { ErrorCode, FieldIssue } from '@comanda/shared';
import { policyCodes, policyMessages } from './auth-policy';

/** better-auth's error codes, worded for our users (SPEC §8 shows server messages as toasts). */
const messages: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Email ou senha inválidos',
  INVALID_EMAIL: 'Email inválido',
  INVALID_PASSWORD: 'Senha incorreta',
  PASSWORD_TOO_SHORT: 'A senha deve ter pelo menos 6 caracteres',
  PASSWORD_TOO_LONG: 'A senha deve ter no máximo 128 caracteres',
  USER_ALREADY_EXISTS: 'Este email já está cadastrado',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Este email já está cadastrado',
  INVALID_TOKEN: 'Link inválido ou expirado. Peça uma nova redefinição de senha.',
  TOKEN_EXPIRED: 'Link inválido ou expirado. Peça uma nova redefinição de senha.',
  SESSION_EXPIRED: 'Sessão expirada. Entre novamente.',
  SESSION_NOT_FRESH: 'Por segurança, entre novamente antes de continuar.',
  INVALID_CODE: 'Código inválido',
  INVALID_BACKUP_CODE: 'Código de recuperação inválido',
  OTP_HAS_EXPIRED: 'Código expirado',
  INVALID_TWO_FACTOR_COOKIE: 'A verificação expirou. Entre novamente.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Muitas tentativas. Entre novamente.',
  ACCOUNT_TEMPORARILY_LOCKED: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  TWO_FACTOR_NOT_ENABLED: 'A verificação em duas etapas não está ativada',
  TOTP_ALREADY_ENABLED: 'A verificação em duas etapas já está ativada',
  INVALID_ORIGIN: 'Origem da requisição não permitida',
  MISSING_OR_NULL_ORIGIN: 'Origem da requisição ausente',
  INVALID_CALLBACK_URL: 'Endereço de retorno não permitido',
  INVALID_REDIRECT_URL: 'Endereço de retorno não permitido',
  INVALID_ERROR_CALLBACK_URL: 'Endereço de retorno não permitido',
  INVALID_NEW_USER_CALLBACK_URL: 'Endereço de retorno não permitido',
  VALIDATION_ERROR: 'Dados inválidos',
  ...policyMessages,
};

const codeByStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
};

/** better-auth's error body; `errors` only on our own refusal of a body (auth-policy.ts). */
export interface AuthErrorBody {
  code?: string;
  message?: string;
  errors?: FieldIssue[];
}

export function authProblem(
  status: number,
  body: AuthErrorBody | null,
): { code: ErrorCode; message: string; errors?: FieldIssue[] } {
  const authCode = body?.code ?? '';
  if (authCode === policyCodes.invalidInput && body?.message) {
    return { code: 'VALIDATION_FAILED', message: body.message, errors: body.errors ?? [] };
  }
  const isDuplicate = authCode.startsWith('USER_ALREADY_EXISTS');
  return {
    code: isDuplicate
      ? 'CONFLICT'
      : (codeByStatus[status] ?? (status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED')),
    message:
      messages[authCode] ??
      (status >= 500
        ? 'Ocorreu um erro inesperado. Tente novamente.'
        : 'Não foi possível concluir a autenticação'),
  };
}
