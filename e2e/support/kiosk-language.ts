import { expect, type Page } from '@playwright/test';

/** The kiosk's languages as its welcome screen names them (each in itself). */
export type KioskLanguageName = 'Português' | 'English' | 'Español';

/**
 * Chooses the kiosk's language on its welcome screen (the page must be on /totem) and waits
 * until the screen speaks it: the flag is pressed and 'Começar pedido' reads in that language.
 */
export async function chooseKioskLanguage(page: Page, language: KioskLanguageName) {
  const flag = page.getByRole('button', { name: language, exact: true });
  await flag.click();
  await expect(flag).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', kioskLanguageCodes[language]);
}

export const kioskLanguageCodes: Record<KioskLanguageName, string> = {
  Português: 'pt-BR',
  English: 'en',
  Español: 'es',
};

/** 'Começar pedido' in each language, for a spec that starts an order after choosing one. */
export const startOrderLabels: Record<KioskLanguageName, string> = {
  Português: 'Começar pedido',
  English: 'Start order',
  Español: 'Empezar pedido',
};
