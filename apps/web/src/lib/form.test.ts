import {
  changePasswordFormSchema,
  resetPasswordFormSchema,
  setupRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
  totpCodeSchema,
} from '@comanda/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { errorsFromIssues, fieldErrorsFromApi, validateForm, withoutErrors } from '@/lib/form';

describe('validateForm', () => {
  it('returns the parsed data of a valid form', () => {
    const form = {
      name: ' Ana ',
      email: 'ana@x.com',
      password: '123456',
      confirmPassword: '123456',
    };
    expect(validateForm(setupRequestSchema, form)).toEqual({
      success: true,
      data: { ...form, name: 'Ana' },
    });
  });

  it.each([
    [
      { password: '12345', confirmPassword: '12345' },
      'password',
      'A senha deve ter pelo menos 6 caracteres',
    ],
    [
      { password: '123456', confirmPassword: '654321' },
      'confirmPassword',
      'As senhas não conferem',
    ],
    [{ email: 'nao-e-email' }, 'email', 'Email inválido'],
    [{ name: '   ' }, 'name', 'Nome é obrigatório'],
  ])('puts the SPEC §5 message under its field (%j)', (change, field, message) => {
    const form = {
      name: 'Ana',
      email: 'ana@x.com',
      password: '123456',
      confirmPassword: '123456',
      ...change,
    };
    const result = validateForm(setupRequestSchema, form);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.errors[field]).toBe(message);
  });
});

describe('fieldErrorsFromApi', () => {
  it('maps the field errors of a VALIDATION_FAILED answer', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Dados inválidos', [
      { path: 'email', message: 'Email inválido' },
      { path: 'password', message: 'Curta demais' },
      { path: 'password', message: 'ignorada: só a primeira' },
    ]);
    expect(fieldErrorsFromApi(error)).toEqual({
      email: 'Email inválido',
      password: 'Curta demais',
    });
  });

  it('maps a conflict tied to a field', () => {
    const error = new ApiError(409, 'CONFLICT', 'Subdomínio já está em uso', [
      { path: 'subdomain', message: 'Subdomínio já está em uso' },
    ]);
    expect(fieldErrorsFromApi(error)).toEqual({ subdomain: 'Subdomínio já está em uso' });
  });

  it('keeps the full dotted path of a field inside a list row', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Categoria não encontrada', [
      { path: 'categoryId', message: 'Categoria não encontrada' },
      { path: 'extras.0.name', message: 'Nome do adicional é obrigatório' },
    ]);
    expect(fieldErrorsFromApi(error)).toEqual({
      categoryId: 'Categoria não encontrada',
      'extras.0.name': 'Nome do adicional é obrigatório',
    });
  });

  it('ignores any other error', () => {
    expect(fieldErrorsFromApi(new ApiError(409, 'CONFLICT', 'x'))).toEqual({});
    expect(fieldErrorsFromApi(new Error('x'))).toEqual({});
  });
});

describe('errorsFromIssues', () => {
  it('keys the first message of each field by its dotted path', () => {
    expect(
      errorsFromIssues([
        { path: ['name'], message: 'a' },
        { path: ['name'], message: 'b' },
        { path: ['extras', 2, 'priceCents'], message: 'c' },
      ]),
    ).toEqual({ name: 'a', 'extras.2.priceCents': 'c' });
  });
});

describe('withoutErrors', () => {
  it('clears a field and everything under it, nothing else', () => {
    const errors = { extras: 'a', 'extras.0.name': 'b', extrasNote: 'c', name: 'd' };
    expect(withoutErrors(errors, 'extras')).toEqual({ extrasNote: 'c', name: 'd' });
  });

  it('returns the same object when there is nothing to clear', () => {
    const errors = { name: 'd' };
    expect(withoutErrors(errors, 'price')).toBe(errors);
  });
});

describe('account form contracts (SPEC §5)', () => {
  it.each([
    [
      signInRequestSchema,
      { email: '', password: '' },
      { email: 'Email é obrigatório', password: 'Senha é obrigatória' },
    ],
    [
      signUpRequestSchema,
      { name: '', email: 'x', password: '123' },
      {
        name: 'Nome é obrigatório',
        email: 'Email inválido',
        password: 'A senha deve ter pelo menos 6 caracteres',
      },
    ],
    [totpCodeSchema, { code: '12345' }, { code: 'Informe o código de 6 dígitos' }],
    [
      changePasswordFormSchema,
      { currentPassword: 'a', newPassword: '123456', confirmPassword: '1234567' },
      { confirmPassword: 'As senhas não conferem' },
    ],
    [
      resetPasswordFormSchema,
      { newPassword: '12345', confirmPassword: '12345' },
      { newPassword: 'A senha deve ter pelo menos 6 caracteres' },
    ],
  ] as const)('%#: messages under the fields', (schema, form, errors) => {
    expect(validateForm(schema, form)).toEqual({ success: false, errors });
  });

  it('accepts a 6-digit code with spaces around it', () => {
    expect(validateForm(totpCodeSchema, { code: ' 123456 ' })).toEqual({
      success: true,
      data: { code: '123456' },
    });
  });
});
