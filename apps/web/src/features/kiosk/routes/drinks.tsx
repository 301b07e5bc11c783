import type { KioskMenu, KioskProduct } from '@comanda/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cartActions } from '../cart/cart-store';
import { kioskToast } from '@/components/menu/kiosk-toast';
import { MenuGate } from '../components/menu-gate';
import { UpsellCard, addButtonClass } from '../components/upsell-card';
import { UpsellStep, upsellCartItem } from '../components/upsell-step';
import { kioskPaths } from '@/features/kiosk/paths';
import { KioskQuantityStepper } from '@/components/menu/kiosk-quantity-stepper';

/** `/totem/bebidas`: 'Que tal uma bebida?', each drink with its own quantity (SPEC §2). */
export function Drinks() {
  return <MenuGate>{(menu) => <DrinksScreen menu={menu} />}</MenuGate>;
}

function DrinksScreen({ menu }: { menu: KioskMenu }) {
  const { t } = useTranslation();
  return (
    <UpsellStep
      step="drinks"
      products={menu.drinks}
      back={kioskPaths.categories}
      next={kioskPaths.desserts}
      nextLabel={t('kiosk.common.continue')}
    >
      {(drink, eager) => <DrinkCard drink={drink} eager={eager} />}
    </UpsellStep>
  );
}

function DrinkCard({ drink, eager }: { drink: KioskProduct; eager: boolean }) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(1);
  const add = () => {
    cartActions.add(upsellCartItem(drink, quantity));
    kioskToast.success(t('kiosk.drinks.added', { quantity, name: drink.name }));
    setQuantity(1);
  };
  return (
    <UpsellCard product={drink} eager={eager}>
      <KioskQuantityStepper
        className="self-center"
        value={quantity}
        onChange={setQuantity}
        of={drink.name}
      />
      <button type="button" className={addButtonClass} onClick={add}>
        <Plus aria-hidden />
        {t('kiosk.drinks.add')}
      </button>
    </UpsellCard>
  );
}
