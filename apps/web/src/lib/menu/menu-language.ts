import type { KioskLanguage } from '@comanda/shared';
import i18n from 'i18next';
import { resetCount, setKioskPreferences } from './kiosk-preferences';

/*
 * The menu's language switch, shared by the kiosk's flags (features/kiosk preference-controls)
 * and the online menu's language select (/cardapio): the strings of a language download
 * when it is first chosen, then the texts and the menu switch together.
 */

/**
 * The kiosk's own strings in English and Spanish, each its own chunk loaded when chosen:
 * a Portuguese-speaking customer never downloads them.
 */
const stringLoaders: Record<Exclude<KioskLanguage, 'pt-BR'>, () => Promise<object>> = {
  en: () => import('@/app/locales/en.json').then((module) => module.default),
  es: () => import('@/app/locales/es.json').then((module) => module.default),
};

/**
 * Switches the kiosk's texts and menu to `language` once its strings are in; a reset (the
 * idle timeout) while they download wins. Keys missing from a language show the Portuguese.
 */
export async function setKioskLanguage(language: KioskLanguage): Promise<void> {
  const resetsBefore = resetCount();
  if (language !== 'pt-BR' && !i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await stringLoaders[language](), true, false);
  }
  if (resetCount() !== resetsBefore) return;
  await i18n.changeLanguage(language);
  setKioskPreferences({ language });
}
