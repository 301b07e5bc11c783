import { describe, expect, it } from 'vitest';
import { defaultRuntimeConfig, readRuntimeConfig } from '@/lib/runtime-config';

function documentWith(text: string | null) {
  return {
    getElementById: (id: string) =>
      id === 'comanda-config' && text !== null ? ({ textContent: text } as HTMLElement) : null,
  };
}

describe('readRuntimeConfig', () => {
  it('reads the config the server injected', () => {
    const doc = documentWith('{"appDomain":"comanda.app","devHostPatterns":["*.preview.app"]}');
    expect(readRuntimeConfig(doc)).toEqual({
      appDomain: 'comanda.app',
      devHostPatterns: ['*.preview.app'],
    });
  });

  it('falls back to localhost under the Vite dev server', () => {
    expect(readRuntimeConfig(documentWith(null))).toEqual(defaultRuntimeConfig);
  });

  it('refuses a malformed config instead of guessing a domain', () => {
    expect(() => readRuntimeConfig(documentWith('{"appDomain":""}'))).toThrow();
  });
});
