import { describe, expect, it } from 'vitest';
import en from '@/app/locales/en.json';
import es from '@/app/locales/es.json';
import ptBR from './locales/pt-BR.json';
import ptBRMore from './locales/pt-BR.kiosk-more.json';

/** Every key of a nested strings object, dotted. */
function keysOf(strings: object, prefix = ''): string[] {
  return Object.entries(strings).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/**
 * ADR 027: the kiosk's own strings (kiosk, its printing messages, the loading text) exist in
 * English and Spanish, key for key; a key added in Portuguese and forgotten there fails here.
 */
describe('kiosk strings in other languages', () => {
  // The words only lazy kiosk chunks use (lib/kiosk-more-strings.ts) count as kiosk strings.
  const kiosk = { ...ptBR.kiosk, ...ptBRMore.kiosk };
  const kioskOwn = { app: ptBR.app, kiosk, printing: ptBR.printing };
  const portuguese = keysOf(kioskOwn)
    .filter((key) => key !== 'app.redirecting')
    .sort();

  it.each([
    ['en', en],
    ['es', es],
  ])('%s translates every kiosk string, and nothing else', (_language, strings) => {
    expect(keysOf(strings).sort()).toEqual(portuguese);
  });

  it.each([
    ['en', en],
    ['es', es],
  ])('%s keeps every {{placeholder}} of the Portuguese', (_language, strings) => {
    const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    const valueAt = (root: object, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], root);
    for (const key of portuguese) {
      expect(placeholders(valueAt(strings, key) as string), key).toEqual(
        placeholders(valueAt(kioskOwn, key) as string),
      );
    }
  });
});
