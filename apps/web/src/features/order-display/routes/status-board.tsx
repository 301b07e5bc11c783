import type { BoardOrder, ThemeName } from '@comanda/shared';
import { Volume2 } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChannelBadge } from '@/components/channel-badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { applyTheme } from '@/lib/theme';
import { useBoardOrders } from '../api/device';
import { useBeep } from '../hooks/use-beep';
import { useDeviceEvents } from '../hooks/use-device-events';
import { useNow } from '../hooks/use-now';
import { DeviceGate } from './device-gate';

const fallbackRefetchMs = 5000;
const highlightMs = 10_000;

/** /tela: the customers' status board, paired with a board device token. */
export function StatusBoard() {
  return (
    <DeviceGate>
      {(token, board) => (
        <Board
          token={token}
          shopName={board.shopName}
          logoUrl={board.logoUrl}
          theme={board.theme}
          canceledShownMinutes={board.canceledShownMinutes}
        />
      )}
    </DeviceGate>
  );
}

function Board({
  token,
  shopName,
  logoUrl,
  theme,
  canceledShownMinutes,
}: {
  token: string;
  shopName: string;
  logoUrl: string | null;
  theme: ThemeName;
  canceledShownMinutes: number;
}) {
  const { t } = useTranslation();
  // The shop's colours, as its kiosk wears them, on this screen only.
  const main = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (main.current) applyTheme(theme, main.current);
  }, [theme]);
  const sound = useBeep();
  const [highlighted, setHighlighted] = useState<Set<string>>(new Set());
  const live = useDeviceEvents(token, (change) => {
    if (change.stage !== 'ready') return;
    sound.beep(660, 3);
    setHighlighted((current) => new Set(current).add(change.orderId));
  });
  useEffect(() => {
    if (highlighted.size === 0) return;
    const timer = setTimeout(() => setHighlighted(new Set()), highlightMs);
    return () => clearTimeout(timer);
  }, [highlighted]);
  const now = useNow(15_000);
  // A canceled number stays, struck through, for the shop's minutes (decision 038).
  const orders = (useBoardOrders(token, live ? false : fallbackRefetchMs).data ?? []).filter(
    (order) =>
      !order.canceledAt || now - Date.parse(order.canceledAt) < canceledShownMinutes * 60_000,
  );

  return (
    // data-live: while its event stream is up the board does not poll (e2e checks it).
    <main ref={main} data-live={live} className="flex min-h-dvh flex-col gap-6 bg-accent p-6">
      <header className="flex items-center justify-between gap-4">
        <div className="flex items-center gap-4">
          {logoUrl && (
            <img
              src={logoUrl}
              alt={t('orderDisplay.logoAlt', { name: shopName })}
              className="size-20 rounded-xl bg-white object-contain p-2 shadow"
            />
          )}
          <h1 className="text-4xl font-bold">{shopName}</h1>
        </div>
        {!sound.enabled && (
          <Button variant="outline" onClick={sound.enable}>
            <Volume2 aria-hidden />
            {t('orderDisplay.enableSound')}
          </Button>
        )}
      </header>
      <div className="grid flex-1 gap-6 md:grid-cols-2">
        <Column
          title={t('orderDisplay.preparing')}
          orders={orders.filter((o) => o.stage === 'preparing')}
        />
        <Column
          title={t('orderDisplay.ready')}
          orders={orders.filter((o) => o.stage === 'ready')}
          highlighted={highlighted}
          ready
        />
      </div>
    </main>
  );
}

function Column({
  title,
  orders,
  highlighted,
  ready = false,
}: {
  title: string;
  orders: BoardOrder[];
  highlighted?: Set<string>;
  ready?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section aria-label={title} className="grid content-start gap-4 rounded-2xl bg-card p-6 shadow">
      <h2 className={cn('text-4xl font-bold', ready ? 'text-green-700' : 'text-primary')}>
        {title}
      </h2>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-3">
        {orders.map((order) => (
          <li
            key={order.id}
            data-testid="board-order"
            className={cn(
              'grid place-items-center rounded-xl border-2 p-4',
              ready ? 'border-green-600' : 'border-border',
              highlighted?.has(order.id) && 'animate-pulse bg-green-100',
              order.canceledAt && 'border-dashed border-red-700',
            )}
            {...(order.canceledAt ? { 'data-canceled': '' } : {})}
          >
            <span
              className={cn(
                'text-6xl font-black tabular-nums',
                order.canceledAt && 'text-muted-foreground line-through',
              )}
            >
              {order.orderNumber}
            </span>
            {order.firstName && (
              <span className={cn('text-2xl', order.canceledAt && 'line-through')}>
                {order.firstName}
              </span>
            )}
            {/* A courier collects a marketplace's order: the board tells them which is theirs. */}
            {order.channel !== 'totem' && order.channel !== 'balcao' && (
              <ChannelBadge channel={order.channel} className="text-xl" />
            )}
            {order.canceledAt && (
              <span className="rounded bg-red-700 px-2 text-xl font-black text-white">
                {t('orderDisplay.canceled')}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
