// @vitest-environment happy-dom
import type { Me, ShopDashboard } from '@comanda/shared';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '@/lib/session/get-me';
import { dashboardKey } from './get-dashboard';
import { prefetchDashboard } from './prefetch';

const me: Me = {
  id: 'u1',
  email: 'dona@loja.com',
  name: 'Dona',
  roles: ['admin'],
  establishment: { id: '00000000-0000-4000-8000-000000000001', name: 'Loja', subdomain: 'loja' },
  twoFactorEnabled: false,
  terminal: null,
};
const dashboard: ShopDashboard = {
  businessDate: '2026-11-28',
  today: { revenueCents: 1000, paidOrders: 1, averageTicketCents: 1000 },
  byHour: [],
  paymentMix: [],
  byChannel: [],
  topProducts: [],
  kitchen: { preparing: 0, ready: 0 },
  lowStock: [],
  overduePayables: { count: 0, amountCents: 0 },
  openRegisters: [],
};

/** A page holding what the server wrote into it (apps/server plugins/web-app.ts). */
function pageWith(text: string) {
  const element = document.createElement('script');
  element.id = 'comanda-admin-dashboard';
  element.type = 'application/json';
  element.textContent = text;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe("the dashboard's first answers (decision 097)", () => {
  it('takes the session and the figures the server drew the page from, asking for nothing', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const element = pageWith(JSON.stringify({ me, dashboard }));
    const client = new QueryClient();
    prefetchDashboard(client);
    expect(client.getQueryData(sessionQueryKey)).toEqual({ status: 'signed-in', me });
    expect(client.getQueryData(dashboardKey)).toEqual(dashboard);
    expect(element.isConnected).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks the server when the page holds nothing it can read', () => {
    const fetch = vi.fn((_url: string) => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    pageWith(JSON.stringify({ me, dashboard: { ...dashboard, today: null } }));
    const client = new QueryClient();
    prefetchDashboard(client);
    expect(client.getQueryData(dashboardKey)).toBeUndefined();
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      expect.stringContaining('/api/me'),
      expect.stringContaining('/api/admin/dashboard'),
    ]);
  });
});
