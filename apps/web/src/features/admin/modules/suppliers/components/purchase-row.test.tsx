// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { formatDate, formatDateTime, type Purchase } from '@comanda/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import strings from '../locales/pt-BR.json';
import { PurchaseRow } from './purchase-row';

/*
 * Issue 30, 10: dates follow the shop's business time (America/Sao_Paulo), not the device's.
 * The process runs in UTC here, as a browser or a server abroad would: a purchase at 23:36 in
 * Brasília is already the next day in UTC, and must still show its own day.
 */
const deviceZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'UTC';
});
afterAll(() => {
  process.env.TZ = deviceZone;
});
afterEach(cleanup);

/** 23:36 on 27/11/2026 in Brasília: 02:36 on the 28th in UTC. */
const lateEvening = '2026-11-28T02:36:00.000Z';

describe('dates in business time on a UTC device', () => {
  it('the process is in UTC, where the instant is already the 28th', () => {
    expect(new Date(lateEvening).getTimezoneOffset()).toBe(0);
    expect(new Date(lateEvening).toLocaleDateString('pt-BR')).toBe('28/11/2026');
  });

  it('formats the business day and time', () => {
    expect(formatDate(lateEvening)).toBe('27/11/2026');
    expect(formatDateTime(lateEvening)).toBe('27/11/2026 às 23:36');
  });

  it('the purchases list shows the day of the purchase in Brasília', () => {
    const purchase: Purchase = {
      id: '7f1f7c0e-0000-4000-8000-000000000001',
      supplierId: '7f1f7c0e-0000-4000-8000-000000000002',
      supplierName: 'Atacadão',
      totalCents: 12_345,
      createdAt: lateEvening,
      payables: [{ dueDate: '2026-12-27', amountCents: 12_345 }],
    };
    renderWithApp(
      <ul>
        <PurchaseRow purchase={purchase} open={false} onToggle={() => {}} />
      </ul>,
      strings,
    );
    const row = screen.getByRole('listitem', { name: 'Atacadão' });
    expect(row.textContent).toContain('27/11/2026 · Atacadão');
    expect(row.textContent).not.toContain('28/11/2026');
    expect(row.textContent).toContain('27/12/2026');
  });
});
