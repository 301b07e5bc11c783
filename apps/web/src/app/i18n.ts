import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import ptBR from './locales/pt-BR.json';

export const defaultNS = 'translation';
export const resources = { 'pt-BR': { translation: ptBR } } as const;

// Typed keys: a typo in t('...') fails the type check instead of showing the raw key.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: (typeof resources)['pt-BR'];
  }
}

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

export { i18n };
