import { formatCents } from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMenu } from '@/lib/menu/get-menu';
import { notesHintFor } from '@/lib/menu/notes-hint';
import { CartLine } from '@/components/menu/cart-line';
import { onlineCartActions, useOnlineCart, useOnlineCartTotals } from '../cart';
import { OnlineScreen } from '../components/online-menu-layout';
import { EmptyNote } from '../components/menu-states';
import { CartWaitLine } from '../components/wait-line';
import { onlineMenuPaths } from '../paths';

const primaryLinkClass =
  'flex min-h-14 w-full items-center justify-center rounded-2xl bg-primary px-5 text-lg font-bold text-primary-foreground outline-none focus-visible:ring-4 focus-visible:ring-primary/40';

/** `/cardapio/carrinho`: the kiosk's cart lines (quantity, parts, notes), then checkout. */
export function OnlineCart() {
  const { t } = useTranslation();
  const cart = useOnlineCart();
  const { totalCents } = useOnlineCartTotals();
  const { data: menu } = useMenu();
  const back = { to: onlineMenuPaths.menu, label: t('onlineMenu.back') };
  const bottom =
    cart.length > 0 ? (
      <Link to={onlineMenuPaths.checkout} className={primaryLinkClass}>
        {t('onlineMenu.cart.continue')}
      </Link>
    ) : undefined;
  return (
    <OnlineScreen title={t('onlineMenu.cart.title')} back={back} bottom={bottom}>
      {cart.length === 0 ? (
        <div className="flex flex-col gap-4">
          <EmptyNote>{t('onlineMenu.cart.empty')}</EmptyNote>
          <Link to={onlineMenuPaths.menu} className={primaryLinkClass}>
            {t('onlineMenu.backToMenu')}
          </Link>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <ul className="flex flex-col gap-4">
            {cart.map((item) => (
              <li key={item.lineId}>
                <CartLine
                  item={item}
                  actions={onlineCartActions}
                  notesHint={notesHintFor(menu, item.productId)}
                />
              </li>
            ))}
          </ul>
          <CartWaitLine />
          <p className="flex items-baseline justify-between rounded-2xl bg-background p-4 shadow-sm">
            <span className="text-muted-foreground">{t('onlineMenu.cart.subtotal')}</span>
            <span data-testid="online-subtotal" className="text-2xl font-bold tabular-nums">
              {formatCents(totalCents)}
            </span>
          </p>
          <Link
            to={onlineMenuPaths.menu}
            className="text-center font-semibold text-primary underline underline-offset-4"
          >
            {t('onlineMenu.cart.addMore')}
          </Link>
        </div>
      )}
    </OnlineScreen>
  );
}
