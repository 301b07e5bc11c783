import { expect, test } from '@playwright/test';
import { port } from '../playwright.config';
import { createLinkedAdmin, createShop, mainUrl, signIn } from '../support/accounts';
import { lastingSeriousViolations } from '../support/axe';

/*
 * /admin/configuracoes (issue 18): a shop admin edits its own shop, and its kiosk shows it.
 * A shop of its own, so the demo shop's kiosk stays open for the other specs.
 */

const weekdays = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'];
/** Today's weekday in the business time zone, as the settings screen names it. */
function todayInSaoPaulo(): string {
  const short = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Sao_Paulo',
    weekday: 'short',
  }).format(new Date());
  return weekdays[['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(short)]!;
}

test('the shop admin sets a slogan and hours, and its kiosk shows Fechado outside them', async ({
  page,
  request,
}) => {
  const subdomain = `horario-${Date.now().toString(36)}`;
  await createShop({ name: 'Loja com Horário', subdomain, pixKey: 'loja@example.com' });
  const admin = await createLinkedAdmin(request, subdomain);

  await signIn(page, admin);

  await page.goto(`${mainUrl}/admin/configuracoes`);
  await page.getByLabel('Slogan').fill('Aberto só um minuto');
  await page.getByLabel('Definir horário de funcionamento').click();
  const today = todayInSaoPaulo();
  await page.getByLabel(`${today}: Abre`).fill('23:58');
  await page.getByLabel(`${today}: Fecha`).fill('23:59');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Configurações salvas')).toBeVisible();

  await page.goto(`http://${subdomain}.localhost:${port}/totem`);
  await expect(page.getByText('Aberto só um minuto')).toBeVisible();
  await expect(page.getByText('Fechado')).toBeVisible();
  await expect(page.getByText('Hoje: 23:58 às 23:59')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Começar pedido' })).toHaveCount(0);
});

test('the NFC-e settings explain the tax reform calendar for the CRT, clean under axe', async ({
  page,
  request,
}) => {
  // Issue 33: the card that explains what IBS and CBS change and when, with each rate's source.
  const subdomain = `fiscal-${Date.now().toString(36)}`;
  await createShop({ name: 'Loja Fiscal', subdomain, pixKey: 'fiscal@example.com' });
  await signIn(page, await createLinkedAdmin(request, subdomain));

  await page.goto(`${mainUrl}/admin/configuracoes/nfce`);
  const card = page.getByTestId('tax-reform-explanation');
  await expect(card).toContainText('Fonte: LC 214/2025, art. 343');
  await expect(card).toContainText('a alíquota da CBS ainda não foi publicada');
  expect(await lastingSeriousViolations(page)).toEqual([]);
});
