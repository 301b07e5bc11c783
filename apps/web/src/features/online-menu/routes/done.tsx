import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { onlineMenuPaths } from '../paths';
import { OnlineScreen } from '../components/online-menu-layout';
import { useOnlineMenuContext } from '../components/online-menu-context';
import { loadPlaced, savePlaced } from '../session';

/** `/cardapio/confirmado`: the order's number and the link to its status page. */
export function OnlineDone() {
  const { t } = useTranslation();
  const placed = loadPlaced();
  const { table } = useOnlineMenuContext();
  if (!placed) return <Navigate to={onlineMenuPaths.menu} replace />;
  return (
    <OnlineScreen>
      <div className="flex flex-col items-center gap-4 rounded-2xl bg-background p-6 text-center shadow-sm">
        <CircleCheck aria-hidden className="size-16 text-green-700" />
        <h1 className="text-2xl font-bold">{t('onlineMenu.done.title')}</h1>
        <p data-testid="online-order-number" className="text-3xl font-bold tabular-nums">
          {t('onlineMenu.done.number', { number: placed.orderNumber })}
        </p>
        <p className="text-muted-foreground">
          {placed.paid ? t('onlineMenu.done.paid') : t('onlineMenu.done.payLater')}
        </p>
        {/* The status page (issue #35 item 3): its address works on any phone, shared. */}
        <Link
          to={placed.statusPath}
          className="flex min-h-14 w-full items-center justify-center rounded-2xl bg-primary px-5 text-lg font-bold text-primary-foreground outline-none focus-visible:ring-4 focus-visible:ring-primary/40"
        >
          {t('onlineMenu.done.status')}
        </Link>
        {table !== null && (
          <Link
            to={onlineMenuPaths.tab}
            className="flex min-h-14 w-full items-center justify-center rounded-2xl border border-border px-5 text-lg font-bold outline-none focus-visible:ring-4 focus-visible:ring-primary/40"
          >
            {t('onlineMenu.tab.open')}
          </Link>
        )}
        <Link
          to={onlineMenuPaths.menu}
          onClick={() => savePlaced(null)}
          className="font-semibold text-primary underline underline-offset-4"
        >
          {t('onlineMenu.done.newOrder')}
        </Link>
      </div>
    </OnlineScreen>
  );
}
