import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/app/i18n';
import en from './locales/en.json';
import es from './locales/es.json';
import ptBR from '@/app/locales/pt-BR.json';
import {
  getKioskPreferences,
  resetKioskPreferences,
  setKioskPreferences,
} from './kiosk-preferences';
import { setKioskLanguage } from './preference-controls';

/** The one <html> element the store writes to: its lang and its attributes. */
function fakeDocument() {
  const attributes = new Set<string>();
  const documentElement = {
    lang: 'pt-BR',
    toggleAttribute: (name: string, on: boolean) => {
      if (on) attributes.add(name);
      else attributes.delete(name);
    },
  };
  return { documentElement, attributes };
}

describe('kiosk preferences', () => {
  let page: ReturnType<typeof fakeDocument>;
  beforeEach(() => {
    page = fakeDocument();
    vi.stubGlobal('document', page);
  });
  afterEach(() => {
    resetKioskPreferences();
    vi.unstubAllGlobals();
  });

  it('switches the kiosk texts to the chosen language, Portuguese where a key is missing', async () => {
    await setKioskLanguage('en');
    expect(getKioskPreferences().language).toBe('en');
    expect(page.documentElement.lang).toBe('en');
    expect(i18n.t('kiosk.welcome.startOrder')).toBe('Start order');
    // Panel strings are not translated: the fallback is the Portuguese.
    expect(i18n.t('tenancy.loadingEstablishment')).toBe('Carregando estabelecimento...');
    await setKioskLanguage('es');
    expect(i18n.t('kiosk.summary.title')).toBe('Su pedido');
  });

  it('the idle reset returns to Portuguese and turns the accessibility mode off', async () => {
    await setKioskLanguage('es');
    setKioskPreferences({ accessible: true });
    expect(page.attributes.has('data-kiosk-accessible')).toBe(true);

    resetKioskPreferences();
    expect(getKioskPreferences()).toEqual({ language: 'pt-BR', accessible: false });
    expect(page.attributes.has('data-kiosk-accessible')).toBe(false);
    expect(page.documentElement.lang).toBe('pt-BR');
    await vi.waitFor(() => expect(i18n.language).toBe('pt-BR'));
    expect(i18n.t('kiosk.welcome.startOrder')).toBe('Começar pedido');
  });

  it('a reset while a language downloads wins over it', async () => {
    i18n.removeResourceBundle('en', 'translation');
    const choosing = setKioskLanguage('en');
    resetKioskPreferences();
    await choosing;
    expect(getKioskPreferences().language).toBe('pt-BR');
    expect(i18n.language).toBe('pt-BR');
  });
});

/** Every key of a nested strings object, dotted. */
function keysOf(strings: object, prefix = ''): string[] {
  return Object.entries(strings).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('kiosk strings', () => {
  const kioskOwn = { app: ptBR.app, kiosk: ptBR.kiosk, printing: ptBR.printing };
  const portuguese = keysOf(kioskOwn).filter((key) => key !== 'app.redirecting');

  it.each([
    ['en', en],
    ['es', es],
  ])('%s translates every kiosk string, and nothing else', (_language, strings) => {
    expect(keysOf(strings).sort()).toEqual(portuguese.sort());
  });
});
