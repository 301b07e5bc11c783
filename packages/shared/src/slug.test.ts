import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify (SPEC §2 subdomain auto-fill)', () => {
  it.each([
    ['  Açaí & Cia -- Ltda ', 'acai-cia-ltda'],
    ['Burger Demo', 'burger-demo'],
    ['Pão de Queijo da Vovó', 'pao-de-queijo-da-vovo'],
    ['CAFÉ   COM   LEITE', 'cafe-com-leite'],
    ['--Lanchonete--', 'lanchonete'],
    ['Bar do Zé #1', 'bar-do-ze-1'],
    ['Çñüõ', 'cnuo'],
    ['a - b', 'a-b'],
    ['!!!', ''],
    ['', ''],
  ])('%j → %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});
