import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mainUrl } from './accounts';

/** Pairs a device in /admin/tela (open on `staff`) and answers the link it shows once. */
export async function pairDevice(staff: Page, name: string, kind: string) {
  await staff.getByRole('textbox', { name: 'Nome do dispositivo' }).fill(name);
  await staff.getByRole('combobox').selectOption({ label: kind });
  await staff.getByRole('button', { name: 'Criar link' }).click();
  const link = staff.getByTestId('device-link');
  const paths: Record<string, string> = { Chapa: '/cozinha', 'Totem da entrada': '/totem' };
  const path = paths[name] ?? '/tela';
  await expect(link).toContainText(`${path}?token=`);
  return (await link.textContent())!;
}

/**
 * A kiosk order placed and paid by demo Pix through the public API, as the kiosk does it
 * (the kiosk's screens have specs of their own). Node does not resolve *.localhost: the
 * shop's Host goes in a header. Answers the order's number.
 */
export async function placePaidKioskOrder(
  request: APIRequestContext,
  subdomain: string,
  items: { productId: string; quantity: number }[],
): Promise<number> {
  const host = `${subdomain}.localhost:${new URL(mainUrl).port}`;
  const headers = { host, origin: `http://${host}` };
  const placed = await request.post(`${mainUrl}/api/public/orders`, {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: { items },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: string; orderNumber: number; publicToken: string };
  const token = order.publicToken;
  const payment = await request.post(`${mainUrl}/api/public/orders/${order.id}/payments`, {
    headers,
    data: { token, method: 'pix' },
  });
  expect(payment.ok(), await payment.text()).toBe(true);
  const { id: paymentId } = (await payment.json()) as { id: string };
  const approved = await request.post(
    `${mainUrl}/api/public/orders/${order.id}/payments/${paymentId}/demo-outcome`,
    { headers, data: { token, outcome: 'approved' } },
  );
  expect(approved.ok(), await approved.text()).toBe(true);
  return order.orderNumber;
}
