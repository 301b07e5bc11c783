import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import ptBR from './locales/pt-BR.json';

/*
 * Three layers of strings. `pt-BR.json` ships with the app: the kiosk, tenancy and error
 * screens, read by every customer. `pt-BR.panel.json` (sign-in, setup, account, the panels'
 * shells and shared components, kitchen) is its own chunk, loaded by those screens' routes
 * (see loadPanelStrings), so a kiosk never downloads the back office's words. Each admin and
 * super-admin module keeps its own `locales/pt-BR.json` in its folder, loaded with its screens
 * (lib/module-strings.ts, ADR 013). A few kiosk words used only by lazy kiosk chunks (tags,
 * featured products) are in `pt-BR.kiosk-more.json`, added by lib/kiosk-more-strings.ts.
 * The keys' types are in i18n-keys.ts.
 */
export const defaultNS = 'translation';
export const resources = { 'pt-BR': { translation: ptBR } } as const;

// Bundled resources and initAsync: false make init synchronous, so the first render is translated.
void i18n.use(initReactI18next).init({
  lng: 'pt-BR',
  fallbackLng: 'pt-BR',
  defaultNS,
  resources,
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

let panelStrings: Promise<void> | undefined;

/** Adds the panel strings once; a failed download is tried again on the next call. */
export function loadPanelStrings(): Promise<void> {
  panelStrings ??= import('./locales/pt-BR.panel.json').then(
    ({ default: strings }) => {
      i18n.addResourceBundle('pt-BR', defaultNS, strings, true, false);
    },
    (error: unknown) => {
      panelStrings = undefined;
      throw error;
    },
  );
  return panelStrings;
}

export { i18n };
