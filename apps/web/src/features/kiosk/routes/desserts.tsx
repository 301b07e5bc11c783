import type { KioskMenu, KioskProduct } from '@comanda/shared';
import { Check, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cartActions, useCart } from '../cart/cart-store';
import { kioskToast } from '@/components/menu/kiosk-toast';
import { MenuGate } from '../components/menu-gate';
import { UpsellCard, addButtonClass } from '../components/upsell-card';
import { UpsellStep, upsellCartItem } from '../components/upsell-step';
import { kioskPaths } from '@/features/kiosk/paths';

/** `/totem/sobremesas`: 'Finalize com uma sobremesa!', each one addable once (SPEC §2). */
export function Desserts() {
  return <MenuGate>{(menu) => <DessertsScreen menu={menu} />}</MenuGate>;
}

function DessertsScreen({ menu }: { menu: KioskMenu }) {
  const { t } = useTranslation();
  const cart = useCart();
  return (
    <UpsellStep
      step="desserts"
      products={menu.desserts}
      back={kioskPaths.drinks}
      next={kioskPaths.summary}
      nextLabel={t('kiosk.desserts.finish')}
    >
      {(dessert, eager) => (
        <DessertCard
          dessert={dessert}
          eager={eager}
          // In the cart already: derived from the cart, so it survives a reload and
          // becomes addable again if the customer removes it in the summary.
          added={cart.some((item) => item.productId === dessert.id)}
        />
      )}
    </UpsellStep>
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
    cartActions.add(upsellCartItem(dessert, 1));
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
