import type { KioskMenu, KioskProduct } from '@comanda/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { cartActions } from '../cart/cart-store';
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

/** `/totem/bebidas`: 'Que tal uma bebida?', each drink with its own quantity (SPEC §2). */
export function Drinks() {
  return <MenuGate>{(menu) => <DrinksScreen menu={menu} />}</MenuGate>;
}

function DrinksScreen({ menu }: { menu: KioskMenu }) {
  const { t } = useTranslation();
  const footer = (
    <StepFooter>
      <Link to={kioskPaths.desserts} className={primaryActionClass}>
        {t('kiosk.common.continue')}
      </Link>
    </StepFooter>
  );
  return (
    <KioskScreen back={{ to: kioskPaths.categories }} footer={footer}>
      <ScreenTitle>{t('kiosk.drinks.title')}</ScreenTitle>
      {menu.drinks.length === 0 ? (
        <EmptyText>{t('kiosk.drinks.empty')}</EmptyText>
      ) : (
        <ul className={upsellGridClass}>
          {menu.drinks.map((drink, index) => (
            <li key={drink.id}>
              <DrinkCard drink={drink} eager={index < 6} />
            </li>
          ))}
        </ul>
      )}
    </KioskScreen>
  );
}

function DrinkCard({ drink, eager }: { drink: KioskProduct; eager: boolean }) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(1);
  const add = () => {
    cartActions.add({
      productId: drink.id,
      name: drink.name,
      priceCents: drink.priceCents,
      quantity,
      imageUrl: drink.imageUrl,
      extras: [],
      addons: [],
      removals: [],
    });
    kioskToast.success(t('kiosk.drinks.added', { quantity, name: drink.name }));
    setQuantity(1);
  };
  return (
    <UpsellCard product={drink} eager={eager}>
      <QuantityStepper
        size="kiosk"
        className="self-center"
        value={quantity}
        onChange={setQuantity}
        labels={{
          decrease: t('kiosk.common.decrease'),
          increase: t('kiosk.common.increase'),
          value: `${t('kiosk.common.quantity')}: ${drink.name}`,
        }}
      />
      <button type="button" className={addButtonClass} onClick={add}>
        <Plus aria-hidden />
        {t('kiosk.drinks.add')}
      </button>
    </UpsellCard>
  );
}
