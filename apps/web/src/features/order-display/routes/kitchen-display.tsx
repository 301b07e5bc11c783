import { orderStageLabels, type KitchenOrder } from '@comanda/shared';
import { Undo2, Volume2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ChannelBadge, showsFulfilment } from '@/components/channel-badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { useKitchenOrders, useRecall } from '../api/device';
import { HeldOrders, HoldButton } from '../components/kitchen-hold';
import { KitchenViewPanel } from '../components/kitchen-view-panel';
import { KitchenViewBar } from '../components/kitchen-view-switcher';
import { StationProgress } from '../components/station-progress';
import { kitchenBeeps, useBeep } from '../hooks/use-beep';
import { useDeviceEvents } from '../hooks/use-device-events';
import { useKitchenViews } from '../hooks/use-kitchen-view';
import { useNow } from '../hooks/use-now';
import { isStationLine, useStationFilter } from '../hooks/use-station-filter';
import { DeviceGate } from './device-gate';
import { ExpoChip, queueFor, useExpoMode, useKitchenTap } from './kitchen-expo';

const columns = ['received', 'preparing', 'ready'] as const;
const fallbackRefetchMs = 5000;

/** /cozinha: the kitchen display (KDS), paired with a kitchen device token. */
export function KitchenDisplay() {
  return (
    <DeviceGate>
      {(token, board) => (
        <Board
          token={token}
          shopName={board.shopName}
          warnAfterMinutes={board.warnAfterMinutes}
          lateAfterMinutes={board.lateAfterMinutes}
          canceledShownMinutes={board.canceledShownMinutes}
          allStations={board.stations}
          expoEnabled={board.expo ?? false}
        />
      )}
    </DeviceGate>
  );
}

/** The column an order shows in: a canceled one stays where the kitchen had it. */
const columnOf = (order: KitchenOrder) => order.canceled?.stage ?? order.stage;

/** A canceled order leaves the screen once the shop's minutes are over. */
const stillShown = (order: KitchenOrder, now: number, canceledShownMinutes: number) =>
  !order.canceled || now - Date.parse(order.canceled.at) < canceledShownMinutes * 60_000;

function Board({
  allStations,
  canceledShownMinutes,
  expoEnabled,
  ...props
}: {
  token: string;
  shopName: string;
  warnAfterMinutes: number;
  lateAfterMinutes: number;
  canceledShownMinutes: number;
  allStations: string[];
  expoEnabled: boolean;
}) {
  const { t } = useTranslation();
  const { stations, toggle } = useStationFilter();
  const views = useKitchenViews();
  const sound = useBeep();
  const live = useDeviceEvents(props.token, kitchenBeeps(sound));
  const orders = useKitchenOrders(props.token, live ? false : fallbackRefetchMs);
  const now = useNow();
  const expo = useExpoMode(expoEnabled);
  const { tap, dispatch } = useKitchenTap(props.token, stations, expo.on);

  return (
    // data-live: while its event stream is up the screen does not poll (e2e checks it).
    <main data-live={live} className="flex min-h-dvh flex-col gap-4 bg-neutral-900 p-4 text-white">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">
          {t('orderDisplay.kitchenTitle')} · {props.shopName}
        </h1>
        <BoardActions token={props.token} sound={sound} expo={expo} />
      </header>
      {allStations.length > 1 && (
        <StationPicker all={allStations} chosen={stations} onToggle={toggle} />
      )}
      <KitchenViewBar views={views} />
      <KitchenViewPanel
        views={views}
        token={props.token}
        stations={stations}
        refetchIntervalMs={live ? false : fallbackRefetchMs}
        orders={orders}
        shown={(order) => stillShown(order, now, canceledShownMinutes)}
        onDispatch={dispatch}
      />
      {/* 'Pedidos': the columns stay mounted, hidden behind the other views. */}
      <div className={cn('grid flex-1 gap-4 md:grid-cols-3', views.view !== 'orders' && 'hidden')}>
        {columns.map((stage) => (
          <section
            key={stage}
            aria-label={orderStageLabels[stage]}
            className="grid content-start gap-3 rounded-lg bg-neutral-800 p-3"
          >
            <h2 className="text-xl font-semibold">{orderStageLabels[stage]}</h2>
            {queueFor(views.ofChannels(orders.data ?? []), stations, expo.on)
              .filter((order) => columnOf(order) === stage)
              .filter((order) => stillShown(order, now, canceledShownMinutes))
              .map((order) => (
                <OrderCard
                  key={order.id}
                  order={order}
                  ageMinutes={(now - Date.parse(order.paidAt)) / 60_000}
                  {...props}
                  stations={stations}
                  expoDisplay={expo.on}
                  onBump={() => tap(order)}
                />
              ))}
          </section>
        ))}
      </div>
      <HeldOrders
        token={props.token}
        orders={queueFor(views.ofChannels(orders.data ?? []), stations, expo.on, true)}
        hidden={views.view !== 'orders'}
      />
    </main>
  );
}

/** The header's buttons: 'Ativar som' until the sound is on, and 'Voltar último'. */
function BoardActions({
  token,
  sound,
  expo,
}: {
  token: string;
  sound: ReturnType<typeof useBeep>;
  expo: ReturnType<typeof useExpoMode>;
}) {
  const { t } = useTranslation();
  const recall = useRecall(token);
  const failed = (error: Error) => toast.error(errorMessage(error, t('orderDisplay.actionFailed')));
  return (
    <div className="flex gap-2">
      <ExpoChip expo={expo} />
      {!sound.enabled && (
        <Button variant="secondary" onClick={sound.enable}>
          <Volume2 aria-hidden />
          {t('orderDisplay.enableSound')}
        </Button>
      )}
      <Button
        variant="secondary"
        disabled={recall.isPending}
        onClick={() => recall.mutate(undefined, { onError: failed })}
      >
        <Undo2 aria-hidden />
        {t('orderDisplay.recall')}
      </Button>
    </div>
  );
}

/** 'Estação': every station, or only the chosen ones (kept on this tablet). */
function StationPicker({
  all,
  chosen,
  onToggle,
}: {
  all: string[];
  chosen: string[];
  onToggle: (station: string | null) => void;
}) {
  const { t } = useTranslation();
  const chip = (label: string, pressed: boolean, station: string | null) => (
    <Button
      key={label}
      variant={pressed ? 'default' : 'secondary'}
      aria-pressed={pressed}
      onClick={() => onToggle(station)}
    >
      {label}
    </Button>
  );
  return (
    <div role="group" aria-label={t('orderDisplay.stations')} className="flex flex-wrap gap-2">
      <span className="self-center font-semibold">{t('orderDisplay.stations')}:</span>
      {chip(t('orderDisplay.allStations'), chosen.length === 0, null)}
      {all.map((station) => chip(station, chosen.includes(station), station))}
    </div>
  );
}

/**
 * One order of the kitchen's queue: tap to bump, 'Segurar' beside it; a canceled one is struck
 * through, inert.
 */
export function OrderCard({
  order,
  ageMinutes,
  warnAfterMinutes,
  lateAfterMinutes,
  stations,
  token,
  expoDisplay = false,
  onBump,
}: {
  order: KitchenOrder;
  ageMinutes: number;
  warnAfterMinutes: number;
  lateAfterMinutes: number;
  stations: string[];
  token: string;
  expoDisplay?: boolean;
  onBump: () => void;
}) {
  const { t } = useTranslation();
  const tone =
    ageMinutes >= lateAfterMinutes
      ? 'border-red-500 bg-red-950'
      : ageMinutes >= warnAfterMinutes
        ? 'border-yellow-400 bg-yellow-950'
        : 'border-neutral-600 bg-neutral-700';
  const minutes = Math.floor(ageMinutes);
  const seconds = Math.floor((ageMinutes - minutes) * 60);
  if (order.canceled) {
    return (
      <article
        data-testid="kitchen-order"
        data-canceled=""
        aria-label={t('orderDisplay.canceledOrder', { number: order.orderNumber })}
        className="grid gap-2 rounded-lg border-4 border-dashed border-red-400 bg-neutral-800 p-3 text-left text-lg"
      >
        <span className="flex items-baseline justify-between gap-2">
          <span className="text-3xl font-bold tabular-nums line-through">#{order.orderNumber}</span>
          <span className="rounded bg-red-700 px-2 text-xl font-black text-white">
            {t('orderDisplay.canceled')}
          </span>
        </span>
        <OrderBody order={order} stations={stations} className="line-through" />
      </article>
    );
  }
  return (
    <div className="grid gap-1">
      <button
        type="button"
        data-testid="kitchen-order"
        onClick={onBump}
        // Named by what it shows, after the action: a label of its own would hide the visible
        // text from voice control ('label-content-name-mismatch', WCAG 2.5.3, issue 30).
        className={cn('grid gap-2 rounded-lg border-4 p-3 text-left text-lg', tone)}
      >
        <span className="sr-only">{t('orderDisplay.bump', { number: order.orderNumber })}</span>
        <span className="flex items-baseline justify-between gap-2">
          <span className="text-3xl font-bold tabular-nums">#{order.orderNumber}</span>
          <span className="font-mono text-xl tabular-nums">
            {minutes}:{String(seconds).padStart(2, '0')}
          </span>
        </span>
        <StationProgress order={order} stations={stations} expoDisplay={expoDisplay} />
        <OrderBody order={order} stations={stations} />
      </button>
      <HoldButton token={token} order={order} />
    </div>
  );
}

const fulfilmentTones = {
  comer_aqui: 'bg-sky-700',
  para_levar: 'bg-orange-700',
  entrega: 'bg-fuchsia-800',
} as const;

/** Where it is from, who it is for and what to cook, each line dimmed when another station's. */
function OrderBody({
  order,
  stations,
  className,
}: {
  order: KitchenOrder;
  stations: string[];
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <span className={cn('grid gap-2', className)}>
      <span className="flex flex-wrap items-center gap-2 text-xl">
        <ChannelBadge channel={order.channel} />
        {showsFulfilment(order) && (
          <span
            data-testid="order-type"
            className={cn('rounded px-2 font-bold uppercase', fulfilmentTones[order.fulfilment])}
          >
            {t(`orderDisplay.fulfilments.${order.fulfilment}`)}
          </span>
        )}
        {order.customerName && <span>{order.customerName}</span>}
      </span>
      <ul className="grid gap-1">
        {order.lines.map((line, index) => (
          <li
            key={index}
            data-station={line.station ?? undefined}
            data-other-station={isStationLine(line, stations) ? undefined : ''}
            // Another station's line steps back in light grey and plain weight, still readable
            // from the grill (4.5:1 on every card tone; a faded line was 2.5:1, issue 30).
            className={cn(
              !isStationLine(line, stations) &&
                'text-neutral-300 [&_*]:font-normal! [&_*]:text-neutral-300!',
            )}
          >
            <span className="text-xl font-semibold">
              {line.quantity}x {line.name}
            </span>
            {line.extras.map((extra) => (
              <p key={extra}>+ {extra}</p>
            ))}
            {line.removals.map((removal) => (
              <p key={removal} className="font-semibold text-red-300">
                {t('orderDisplay.without', { name: removal })}
              </p>
            ))}
            {line.notes && <p className="italic text-yellow-200">{line.notes}</p>}
          </li>
        ))}
      </ul>
      {order.notes && <p className="italic text-yellow-200">{order.notes}</p>}
    </span>
  );
}
