import type { KioskMenu, KioskProduct } from '@comanda/shared';
import { Check, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cartActions, useCart } from '../cart/cart-store';
import {
  EmptyText,
  KioskScreen,
  ScreenTitle,
  StepFooter,
  primaryActionClass,
} from '../components/kiosk-screen';
import { kioskToast } from '../components/kiosk-toast';
import { MenuGate } from '../components/menu-gate';
import { UpsellCard, addButtonClass, upsellGridClass } from '../components/upsell-card';
import { kioskPaths } from '@/features/kiosk/paths';

/** `/totem/sobremesas`: 'Finalize com uma sobremesa!', each one addable once (SPEC §2). */
export function Desserts() {
  return <MenuGate>{(menu) => <DessertsScreen menu={menu} />}</MenuGate>;
}

function DessertsScreen({ menu }: { menu: KioskMenu }) {
  const { t } = useTranslation();
  const cart = useCart();
  const footer = (
    <StepFooter>
      <Link to={kioskPaths.summary} className={primaryActionClass}>
        {t('kiosk.desserts.finish')}
      </Link>
    </StepFooter>
  );
  return (
    <KioskScreen back={{ to: kioskPaths.drinks }} footer={footer}>
      <ScreenTitle>{t('kiosk.desserts.title')}</ScreenTitle>
      {menu.desserts.length === 0 ? (
        <EmptyText>{t('kiosk.desserts.empty')}</EmptyText>
      ) : (
        <ul className={upsellGridClass}>
          {menu.desserts.map((dessert, index) => (
            <li key={dessert.id}>
              <DessertCard
                dessert={dessert}
                eager={index < 6}
                // In the cart already: derived from the cart, so it survives a reload and
                // becomes addable again if the customer removes it in the summary.
                added={cart.some((item) => item.productId === dessert.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </KioskScreen>
  );
}

function DessertCard({
  dessert,
  eager,
  added,
}: {
  dessert: KioskProduct;
  eager: boolean;
  added: boolean;
}) {
  const { t } = useTranslation();
  const add = () => {
    cartActions.add({
      productId: dessert.id,
      name: dessert.name,
      priceCents: dessert.priceCents,
      quantity: 1,
      imageUrl: dessert.imageUrl,
      extras: [],
      addons: [],
      removals: [],
    });
    kioskToast.success(t('kiosk.desserts.added', { name: dessert.name }));
  };
  return (
    <UpsellCard product={dessert} eager={eager}>
      <button type="button" className={addButtonClass} disabled={added} onClick={add}>
        {added ? <Check aria-hidden /> : <Plus aria-hidden />}
        {added ? t('kiosk.desserts.addedButton') : t('kiosk.desserts.add')}
      </button>
    </UpsellCard>
  );
}
