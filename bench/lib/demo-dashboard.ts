/**
 * The demo shop's dashboard as its owner sees it at lunch: the demo's past days seeded (the
 * server does it after it answers), a few kiosk orders paid today (so the figures, the lists and
 * the hourly chart are drawn), and the demo admin's session cookie for Lighthouse.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { call, json } from './http';
import type { RunningServer } from './server';

/** The demo admin's session (the server keeps its generated password in its data folder). */
export async function demoAdminCookie(server: RunningServer): Promise<string> {
  const admin = JSON.parse(readFileSync(join(server.dataDir, 'demo-admin.json'), 'utf8')) as {
    email: string;
    password: string;
  };
  const answer = await call(server, 'localhost', '/api/auth/sign-in/email', {
    body: { email: admin.email, password: admin.password },
  });
  if (answer.status !== 200) throw new Error(`demo admin sign-in: ${answer.status}`);
  return answer.setCookie.map((cookie) => cookie.split(';')[0]).join('; ');
}

/**
 * Waits for the demo's past days (the last thing seeded is an overdue bill): they move the
 * server's clock while they are written, and they would run beside the measured page loads.
 */
export async function waitForDemoHistory(server: RunningServer, cookie: string): Promise<boolean> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const answer = await call(server, 'localhost', '/api/admin/dashboard', { cookie });
    if (answer.status === 200) {
      const dashboard = JSON.parse(answer.body) as { overduePayables: { count: number } };
      if (dashboard.overduePayables.count > 0) return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

interface MenuProduct {
  id: string;
  choiceGroups: { minChoices: number; options: { id: string }[] }[];
}

/** `count` kiosk orders of one product each, paid by demo Pix now. */
export async function payKioskOrdersToday(server: RunningServer, count: number): Promise<void> {
  const kiosk = 'demo.localhost';
  const menu = await json<{ products: MenuProduct[]; drinks: MenuProduct[] }>(
    call(server, kiosk, '/api/public/menu'),
    'menu',
  );
  // Products without a choice to make: the order needs nothing but the product.
  const plain = [...menu.products, ...menu.drinks].filter((product) =>
    product.choiceGroups.every((group) => group.minChoices === 0),
  );
  for (let i = 0; i < count; i++) {
    await paidKioskOrder(server, [
      { productId: plain[i % plain.length]!.id, quantity: 1 + (i % 2) },
    ]);
  }
}

/** A kiosk order of `items` on the demo shop, paid by demo Pix: in the kitchen's queue. */
export async function paidKioskOrder(
  server: RunningServer,
  items: { productId: string; quantity: number }[],
): Promise<{ id: string; publicToken: string }> {
  const kiosk = 'demo.localhost';
  const order = await json<{ id: string; publicToken: string }>(
    call(server, kiosk, '/api/public/orders', { body: { items } }),
    'order',
  );
  const token = order.publicToken;
  const payments = `/api/public/orders/${order.id}/payments`;
  const payment = await json<{ id: string }>(
    call(server, kiosk, payments, { body: { token, method: 'pix' } }),
    'payment',
  );
  await json(
    call(server, kiosk, `${payments}/${payment.id}/demo-outcome`, {
      body: { token, outcome: 'approved' },
    }),
    'demo outcome',
  );
  return order;
}
