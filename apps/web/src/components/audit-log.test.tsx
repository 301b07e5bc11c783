// @vitest-environment happy-dom
import type { AuditEntry } from '@comanda/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import strings from '@/app/locales/pt-BR.panel.json';
import { testI18n } from '@/test/render';
import { AuditLines } from './audit-log';

const i18n = testI18n(strings);

afterEach(cleanup);

const line = (entry: Partial<AuditEntry>): AuditEntry => ({
  id: crypto.randomUUID(),
  at: '2026-11-27T15:00:00.000Z',
  kind: 'discount',
  actor: null,
  actorName: null,
  approver: null,
  approverName: null,
  device: null,
  subject: 'Pedido 7',
  before: null,
  after: null,
  ...entry,
});

/** The table as a loaded query shows it. */
function renderLines(entries: AuditEntry[]) {
  const log = { isPending: false, isError: false, data: entries } as UseQueryResult<AuditEntry[]>;
  render(
    <I18nextProvider i18n={i18n}>
      <AuditLines log={log} />
    </I18nextProvider>,
  );
  return screen.getAllByRole('row').slice(1);
}

describe('AuditLines', () => {
  it('names each person as the line recorded them, with the email under the name', () => {
    const [row] = renderLines([
      line({
        actor: 'carla@loja.com',
        actorName: 'Carla Caixa',
        approver: 'gil@loja.com',
        approverName: 'Gil Gerente',
      }),
    ]);
    const cells = within(row!).getAllByRole('cell');
    // Quando, Quem, Aprovado por... (the action is the row's header).
    expect(cells[1]!.textContent).toBe('Carla Caixacarla@loja.com');
    expect(cells[2]!.textContent).toBe('Gil Gerentegil@loja.com');
  });

  it('shows the email alone on a line older than names, and a dash for nobody', () => {
    const [row] = renderLines([line({ actor: 'carla@loja.com' })]);
    const cells = within(row!).getAllByRole('cell');
    expect(cells[1]!.textContent).toBe('carla@loja.com');
    expect(cells[2]!.textContent).toBe('-');
  });
});
