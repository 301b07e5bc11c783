import { z } from 'zod';

/*
 * Zod's own messages (the ones a schema does not word itself) as a person reads them: plain
 * Portuguese, no validator jargon ('esperava ... recebeu', '<= 100'), no field name. The field
 * travels beside the message (problem+json `errors[].path`, a form's field) — issue 30, item 8.
 */

type Issue = Parameters<z.core.$ZodErrorMap>[0];

const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
const amount = (value: number | bigint) => integer.format(value);

/** An empty or missing value of a text the schema words itself ('Informe o nome'). */
function ownRequiredMessage(issue: Issue): string | undefined {
  const checks = (issue.inst as z.core.$ZodType | undefined)?._zod.def.checks ?? [];
  for (const check of checks) {
    const def = check._zod.def as { check: string; minimum?: number; error?: z.core.$ZodErrorMap };
    if (def.check !== 'min_length' || !def.error || (def.minimum ?? 0) < 1) continue;
    const own = def.error({ ...issue, code: 'too_small', origin: 'string', minimum: 1 } as Issue);
    const text = typeof own === 'string' ? own : own?.message;
    if (text) return text;
  }
  return undefined;
}

const expectedMessages: Record<string, string> = {
  string: 'Informe um texto',
  number: 'Informe um número',
  int: 'Informe um número inteiro',
  bigint: 'Informe um número inteiro',
  boolean: 'Escolha sim ou não',
  date: 'Informe uma data válida',
  array: 'Informe uma lista',
  tuple: 'Informe uma lista',
  set: 'Informe uma lista',
  file: 'Envie um arquivo',
};

function invalidType(issue: Extract<Issue, { code: 'invalid_type' }>): string {
  const missing = issue.input === undefined || issue.input === null;
  if (missing && issue.expected === 'string')
    return ownRequiredMessage(issue) ?? 'Preencha este campo';
  if (missing && issue.expected !== 'object') return 'Preencha este campo';
  if (issue.expected === 'int' && typeof issue.input === 'number') return 'Use um número inteiro';
  return expectedMessages[issue.expected] ?? 'Dados incompletos ou em formato inválido';
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = amount(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return `Use no máximo ${max} caracteres`;
    case 'array':
    case 'set':
      return `Escolha no máximo ${max} itens`;
    case 'file':
      return 'Arquivo grande demais';
    case 'date':
      return 'Data posterior à permitida';
    default:
      return issue.inclusive === false
        ? `Use um valor menor que ${max}`
        : `Use um valor de até ${max}`;
  }
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = amount(issue.minimum);
  switch (issue.origin) {
    case 'string':
      return Number(issue.minimum) <= 1
        ? 'Preencha este campo'
        : `Use pelo menos ${min} caracteres`;
    case 'array':
    case 'set':
      return Number(issue.minimum) <= 1
        ? 'Adicione pelo menos um item'
        : `Adicione pelo menos ${min} itens`;
    case 'file':
      return 'Arquivo vazio';
    case 'date':
      return 'Data anterior à permitida';
    default:
      return issue.inclusive === false
        ? `Use um valor maior que ${min}`
        : `Use um valor de pelo menos ${min}`;
  }
}

const formatMessages: Record<string, string> = {
  email: 'Informe um email válido',
  url: 'Informe um endereço válido (https://...)',
  datetime: 'Informe uma data e hora válidas',
  date: 'Informe uma data válida',
  time: 'Informe um horário válido',
  uuid: 'Item não encontrado ou inválido',
  guid: 'Item não encontrado ou inválido',
};

/** The plain message for `issue`; the schema's own message, when it has one, comes first. */
export function plainZodMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue);
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return formatMessages[issue.format] ?? 'Formato inválido';
    case 'not_multiple_of':
      return `Use um múltiplo de ${amount(issue.divisor)}`;
    case 'unrecognized_keys':
      return 'Campo não reconhecido';
    case 'invalid_value':
      return 'Escolha uma das opções';
    default:
      return 'Valor inválido';
  }
}

/** Zod's own messages, on server and web alike, in plain Brazilian Portuguese. */
export function applyBrazilianZodMessages(): void {
  z.config({ customError: plainZodMessage });
}
