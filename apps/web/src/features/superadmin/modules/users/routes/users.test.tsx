// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EstablishmentListItem, PlatformUser } from '@comanda/shared';
import { renderWithApp } from '@/test/render';
import strings from '../locales/pt-BR.json';
import Users from './users';

const shopId = '7f1c0c7e-9c1a-4b8e-8f3e-2f6d1c2b3a4d';
const user = (id: string, name: string, values: Partial<PlatformUser> = {}): PlatformUser => ({
  id,
  name,
  email: `${name.toLowerCase()}@exemplo.com`,
  roles: [],
  establishment: null,
  disabled: false,
  createdAt: '2026-11-20T12:00:00.000Z',
  ...values,
});
const users = [
  user('1d6f8f0e-1111-4a1a-9a1a-111111111111', 'Ana', {
    roles: ['admin'],
    establishment: { id: shopId, name: 'Burger Demo' },
  }),
  // Signed up at /auth: an admin of no shop yet.
  user('1d6f8f0e-2222-4a1a-9a1a-222222222222', 'Bruno', { roles: ['admin'] }),
];
const shops: EstablishmentListItem[] = [
  {
    id: shopId,
    name: 'Burger Demo',
    subdomain: 'demo',
    city: null,
    phone: null,
    logoUrl: null,
    active: true,
    createdAt: '2026-11-01T12:00:00.000Z',
    admin: null,
  },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function serve() {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body });
      const body = url.endsWith('/users') ? users : url.endsWith('/establishments') ? shops : {};
      return Promise.resolve(
        new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
      );
    }),
  );
  renderWithApp(<Users />, strings);
  return calls;
}

/** Waiting sign-ups stand out, and linking one is asked first (issue #30). */
describe('super admin Usuários', () => {
  it("marks an account waiting for a shop 'Aguardando vínculo'", async () => {
    serve();
    const bruno = (await screen.findByText('Bruno')).closest('tr')!;
    expect(within(bruno).getByText('Aguardando vínculo')).toBeTruthy();
    const ana = screen.getByText('Ana').closest('tr')!;
    expect(within(ana).queryByText('Aguardando vínculo')).toBeNull();
  });

  it('asks before linking an account, and links only on confirmation', async () => {
    const calls = serve();
    const events = userEvent.setup();
    const select = await screen.findByLabelText('Estabelecimento de Bruno');
    await within(select).findByRole('option', { name: 'Burger Demo (demo)' });
    await events.selectOptions(select, shopId);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('bruno@exemplo.com');
    expect(dialog.textContent).toContain('Burger Demo');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await events.click(within(dialog).getByRole('button', { name: 'Vincular' }));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      {
        url: '/api/superadmin/users/1d6f8f0e-2222-4a1a-9a1a-222222222222/establishment',
        method: 'PUT',
        body: JSON.stringify({ establishmentId: shopId }),
      },
    ]);
  });
});
