import { formatCents, type PublicTab, type TabCallKind } from '@comanda/shared';
import { useQueryClient } from '@tanstack/react-query';
import { BellRing, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { callTableStaff, tabKey, useTableTab } from '../api/tab';
import { EmptyNote } from '../components/menu-states';
import { OnlineScreen } from '../components/online-menu-layout';
import { useOnlineMenuContext } from '../components/online-menu-context';
import { onlineMenuPaths } from '../paths';

const buttonClass =
  'flex min-h-14 flex-1 items-center justify-center gap-2 rounded-2xl px-4 text-base font-bold outline-none focus-visible:ring-4 focus-visible:ring-primary/40 disabled:opacity-60';

/**
 * `/cardapio/conta`: the table's tab (issue #35, decision 077), the same on every phone at
 * the table: each order, the service charge, the total, what was paid by Pix and what is
 * left; "Chamar garçom" and "Pedir a conta" call the staff. The server computes every figure.
 */
export function OnlineTab() {
  const { t } = useTranslation();
  const { table } = useOnlineMenuContext();
  const query = useTableTab(table);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<TabCallKind | null>(null);
  const [note, setNote] = useState<string | null>(null);
  if (table === null) return <Navigate to={onlineMenuPaths.menu} replace />;
  const back = { to: onlineMenuPaths.menu, label: t('onlineMenu.back') };
  const tab = query.data?.tab ?? null;

  const callStaff = async (kind: TabCallKind) => {
    setBusy(kind);
    try {
      const updated = await callTableStaff(table, kind);
      queryClient.setQueryData(tabKey(table), { tab: updated });
      setNote(t(kind === 'garcom' ? 'onlineMenu.tab.waiterCalled' : 'onlineMenu.tab.billAsked'));
    } catch (error) {
      setNote(error instanceof ApiError ? error.message : t('onlineMenu.tab.callError'));
    } finally {
      setBusy(null);
    }
  };

  const bottom = tab ? (
    <div className="flex gap-3">
      <button
        type="button"
        disabled={busy !== null}
        onClick={() => void callStaff('garcom')}
        className={`${buttonClass} border border-border bg-background`}
      >
        <BellRing aria-hidden className="size-5" />
        {t('onlineMenu.tab.callWaiter')}
      </button>
      <button
        type="button"
        disabled={busy !== null}
        onClick={() => void callStaff('conta')}
        className={`${buttonClass} bg-primary text-primary-foreground`}
      >
        <ReceiptText aria-hidden className="size-5" />
        {t('onlineMenu.tab.askBill')}
      </button>
    </div>
  ) : undefined;

  return (
    <OnlineScreen title={t('onlineMenu.tab.title', { table })} back={back} bottom={bottom}>
      {query.isPending ? (
        <p role="status" className="text-muted-foreground">
          {t('onlineMenu.tab.loading')}
        </p>
      ) : query.isError ? (
        <EmptyNote>{t('onlineMenu.tab.error')}</EmptyNote>
      ) : !tab ? (
        <div className="flex flex-col gap-4">
          <EmptyNote>{t('onlineMenu.tab.empty')}</EmptyNote>
          <Link
            to={onlineMenuPaths.menu}
            className="text-center font-semibold text-primary underline underline-offset-4"
          >
            {t('onlineMenu.backToMenu')}
          </Link>
        </div>
      ) : (
        <TabView tab={tab} note={note} />
      )}
    </OnlineScreen>
  );
}

function TabView({ tab, note }: { tab: PublicTab; note: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      {note && (
        <p role="status" className="rounded-2xl bg-green-50 p-4 font-semibold text-green-900">
          {note}
        </p>
      )}
      {tab.orders.length === 0 ? (
        <EmptyNote>{t('onlineMenu.tab.noOrders')}</EmptyNote>
      ) : (
        <ul data-testid="tab-orders" className="flex flex-col gap-3">
          {tab.orders.map((order) => (
            <li
              key={order.orderNumber}
              data-testid="tab-order"
              className="rounded-2xl bg-background p-4 shadow-sm"
            >
              <div className="flex items-baseline justify-between gap-3">
                <h2 className="font-bold">
                  {t('onlineMenu.tab.order', { number: order.orderNumber })}
                  {order.customerName ? ` · ${order.customerName}` : ''}
                </h2>
                <span className="font-bold tabular-nums">{formatCents(order.totalCents)}</span>
              </div>
              <p className="text-sm text-muted-foreground">
                {order.items.map((item) => `${item.quantity}× ${item.name}`).join(', ')}
              </p>
              <p className="text-sm font-semibold">
                {order.paid ? t('onlineMenu.tab.paidPix') : t('onlineMenu.tab.onTab')}
              </p>
            </li>
          ))}
        </ul>
      )}
      <dl className="flex flex-col gap-2 rounded-2xl bg-background p-4 shadow-sm">
        <Figure label={t('onlineMenu.tab.orders')} cents={tab.ordersCents} />
        <Figure
          label={t('onlineMenu.tab.service', { percent: tab.servicePercent })}
          cents={tab.serviceCents}
        />
        <Figure
          label={t('onlineMenu.tab.total')}
          cents={tab.totalCents}
          strong
          testId="tab-total"
        />
        {tab.paidCents > 0 && <Figure label={t('onlineMenu.tab.paid')} cents={tab.paidCents} />}
        <Figure label={t('onlineMenu.tab.due')} cents={tab.dueCents} strong testId="tab-due" />
      </dl>
      <p className="text-sm text-muted-foreground">{t('onlineMenu.tab.serviceNote')}</p>
    </div>
  );
}

function Figure({
  label,
  cents,
  strong,
  testId,
}: {
  label: string;
  cents: number;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className={strong ? 'font-bold' : 'text-muted-foreground'}>{label}</dt>
      <dd data-testid={testId} className={`tabular-nums ${strong ? 'text-xl font-bold' : ''}`}>
        {formatCents(cents)}
      </dd>
    </div>
  );
}
