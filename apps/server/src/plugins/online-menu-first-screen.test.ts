import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from './first-screen';
import { firstScreenStrings, tableOf } from './online-menu-first-screen';

const locale = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../web/src/app/locales/${name}`, import.meta.url), 'utf8'),
  ) as Record<string, Record<string, Record<string, string | Record<string, string>>>>;

describe("/cardapio's first screen (decision 088)", () => {
  it("says what the app's screen says in pt-BR", () => {
    const online = locale('pt-BR.online-menu.json').onlineMenu!;
    const app = locale('pt-BR.json');
    expect(firstScreenStrings).toEqual({
      title: online.title,
      categories: online.categories,
      language: online.language,
      viewCart: online.viewCart,
      emptyCart: (app.kiosk!.common!.cartCount_one as string).replace('{{count}}', '0'),
      soldOut: online.soldOut,
      table: online.table,
      tabLink: (online.tab as Record<string, string>).link,
    });
  });

  it('reads the table as the app does', () => {
    expect(tableOf('mesa=12')).toBe(12);
    expect(tableOf('x=1&mesa= 7 ')).toBe(7);
    for (const query of ['', 'mesa=0', 'mesa=12345', 'mesa=1a', 'mesa=%3Cb%3E']) {
      expect(tableOf(query), query).toBeNull();
    }
  });

  it('escapes what a shop writes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
