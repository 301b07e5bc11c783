import type { KioskLanguage } from '@comanda/shared';
import { useSyncExternalStore } from 'react';
import i18n from 'i18next';

/*
 * What one customer chose for themselves on the kiosk (ADR 027): the language of its texts
 * and menu, and the accessibility mode (controls in the lower part of a portrait screen,
 * larger type, high contrast). Both belong to that customer only: the idle reset and the end
 * of an order put them back (resetKioskPreferences), and leaving the kiosk does too.
 * Choosing (and downloading another language's strings) lives with the controls, in their
 * own chunk (preference-controls.tsx); this is what every kiosk screen needs.
 */

export interface KioskPreferences {
  language: KioskLanguage;
  accessible: boolean;
}

const defaults: KioskPreferences = { language: 'pt-BR', accessible: false };
let preferences = defaults;
/** Counts resets, so a language download that a reset overtook does not apply afterwards. */
let resets = 0;
const listeners = new Set<() => void>();

export function setKioskPreferences(changes: Partial<KioskPreferences>): void {
  preferences = { ...preferences, ...changes };
  const root = document.documentElement;
  root.lang = preferences.language;
  // CSS does the rest (index.css): one switch every screen and dialog follows.
  root.toggleAttribute('data-kiosk-accessible', preferences.accessible);
  listeners.forEach((listener) => listener());
}

/** Portuguese and the ordinary layout: what the next customer finds. */
export function resetKioskPreferences(): void {
  resets += 1;
  if (i18n.language !== 'pt-BR') void i18n.changeLanguage('pt-BR');
  setKioskPreferences(defaults);
}

export const resetCount = (): number => resets;

export const getKioskPreferences = (): KioskPreferences => preferences;

export function useKioskPreferences(): KioskPreferences {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, getKioskPreferences);
}
