import { printJobStatuses } from '@comanda/shared';
import { describe, expect, it } from 'vitest';
import ordersStrings from '@/features/admin/modules/orders/locales/pt-BR.json';
import printingStrings from '@/features/admin/modules/printing/locales/pt-BR.json';
import panelStrings from './locales/pt-BR.panel.json';

/** Every Portuguese strings file of the web app: the shell's and each module's. */
const files = import.meta.glob<{ default: object }>('../**/pt-BR*.json', { eager: true });

/** Every string of a nested strings object, by its dotted key. */
function entriesOf(strings: object, prefix = ''): [string, string][] {
  return Object.entries(strings).flatMap(([key, value]): [string, string][] =>
    typeof value === 'object' && value !== null
      ? entriesOf(value as object, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)]],
  );
}

const allStrings = Object.entries(files).flatMap(([file, strings]) =>
  entriesOf(strings.default).map(([key, text]) => ({ where: `${file} ${key}`, text })),
);

/*
 * Issue 30: English words left on screen ('Admin Panel', a print job's 'done') and two words
 * for one thing ('para viagem' in the settings, 'Para levar' on the kiosk).
 */
describe('Portuguese screen strings', () => {
  it('reads the strings of every module', () => {
    expect(Object.keys(files).length).toBeGreaterThan(20);
  });

  it('hold none of the English words that reached the screen', () => {
    // 'Admin', 'Status', 'Dashboard' and 'PDV' are the product's own words (SPEC); these are not.
    const english =
      /\b(panel|done|failed|queued|printing|day|hour|weekday|payables|receivables|settings|orders)\b/i;
    const found = allStrings.filter(({ text }) => english.test(text.replace(/{{\w+}}/g, '')));
    expect(found).toEqual([]);
  });

  it("call the takeaway order 'Para levar' everywhere, as the kiosk does", () => {
    expect(allStrings.filter(({ text }) => /para viagem/i.test(text))).toEqual([]);
  });

  it.each([
    ['Pedidos', ordersStrings.admin.orders.all.printStatuses],
    ['Impressoras', printingStrings.printing.statuses],
    ['Monitor de Cozinha', panelStrings.kitchen.statuses],
  ])('name every print job status in %s', (_screen, labels: Record<string, string>) => {
    for (const status of printJobStatuses) expect(labels[status], status).toBeTruthy();
  });
});
