import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { errorsFromApi, errorsFromIssues, withoutErrors } from './form-errors';

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

describe('errorsFromApi', () => {
  it('maps the fields of a VALIDATION_FAILED answer', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Categoria não encontrada', [
      { path: 'categoryId', message: 'Categoria não encontrada' },
      { path: 'extras.0.name', message: 'Nome do adicional é obrigatório' },
    ]);
    expect(errorsFromApi(error)).toEqual({
      categoryId: 'Categoria não encontrada',
      'extras.0.name': 'Nome do adicional é obrigatório',
    });
  });

  it('has nothing for other failures', () => {
    expect(errorsFromApi(new ApiError(409, 'CONFLICT', 'x'))).toEqual({});
    expect(errorsFromApi(new Error('x'))).toEqual({});
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
