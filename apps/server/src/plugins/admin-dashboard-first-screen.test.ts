import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Me, ShopDashboard } from '@comanda/shared';
import {
  adminDashboardFirstScreen,
  dashboardFirstScreenStrings,
} from './admin-dashboard-first-screen';

type Locale = Record<string, Record<string, Record<string, unknown>>>;
const locale = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../../web/src/${path}`, import.meta.url), 'utf8')) as Locale;

const me: Me = {
  id: 'u1',
  email: 'dona<b>@loja.com',
  name: 'Dona',
  roles: ['admin'],
  establishment: { id: '00000000-0000-4000-8000-000000000001', name: 'Loja', subdomain: 'loja' },
  twoFactorEnabled: false,
  terminal: null,
};
const dashboard = {
  businessDate: '2026-11-28',
  today: { revenueCents: 123_450, paidOrders: 7, averageTicketCents: 17_636 },
} as ShopDashboard;

describe("the owner's dashboard drawn by the server (decision 097)", () => {
  it("says what the app's screen says in pt-BR", () => {
    const panel = locale('app/locales/pt-BR.panel.json');
    const cards = locale('features/admin/modules/dashboard/locales/pt-BR.json').admin!.dashboard!;
    const words = cards.cards as Record<string, string>;
    expect(dashboardFirstScreenStrings).toEqual({
      sidebarLabel: panel.admin!.sidebarLabel,
      toggleSidebar: panel.panel!.toggleSidebar,
      account: panel.panel!.account,
      roleLabel: panel.admin!.roleLabel,
      title: (panel.admin!.modules as Record<string, string>).dashboard,
      description: cards.description,
      offline: cards.offline,
      revenue: words.revenue,
      revenueHint: words.revenueHint,
      paidOrders: words.paidOrders,
      paidOrdersHint: words.paidOrdersHint,
      averageTicket: words.averageTicket,
      averageTicketHint: words.averageTicketHint,
    });
  });

  it("draws the day and today's figures, with the email escaped", () => {
    const screen = adminDashboardFirstScreen(me, dashboard, '');
    expect(screen).toContain('As vendas de hoje (28/11/2026), atualizadas a cada pedido pago');
    expect(screen).toMatch(/aria-label="Faturamento de hoje">.*R\$\s1\.234,50/);
    expect(screen).toMatch(/aria-label="Pedidos pagos">.*>7<\/p>/);
    expect(screen).toMatch(/aria-label="Ticket médio">.*R\$\s176,36/);
    expect(screen).toContain('title="dona&lt;b&gt;@loja.com">dona&lt;b&gt;@loja.com</span>');
    expect(screen).not.toContain('<b>');
  });

  it('names a staff role as the panel does, and keeps the sidebar as wide as its cookie says', () => {
    const manager = adminDashboardFirstScreen({ ...me, roles: ['manager'] }, dashboard, '');
    expect(manager).toContain('>Gerente</span>');
    expect(adminDashboardFirstScreen(me, dashboard, '')).toContain('style="width: 16rem;"');
    expect(adminDashboardFirstScreen(me, dashboard, 'x=1; sidebar_state=false')).toContain(
      'style="width: 3rem;"',
    );
  });
});
