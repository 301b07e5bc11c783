import i18n from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getKioskPreferences,
  resetKioskPreferences,
  setKioskPreferences,
} from '@/lib/menu/kiosk-preferences';
import { setKioskLanguage } from './menu-language';

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
  // The app's instance as app/i18n.ts makes it (which a feature may not import): the
  // Portuguese ships with the page, a few keys are enough here.
  beforeAll(async () => {
    await i18n.init({
      lng: 'pt-BR',
      fallbackLng: 'pt-BR',
      initAsync: false,
      resources: {
        'pt-BR': {
          translation: {
            kiosk: { welcome: { startOrder: 'Começar pedido' }, summary: { title: 'Seu Pedido' } },
            tenancy: { loadingEstablishment: 'Carregando estabelecimento...' },
          },
        },
      },
    });
  });
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
