import type { KioskProduct } from '@comanda/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NewCartItem } from '@/lib/menu/cart';
import {
  EmptyText,
  KioskScreen,
  ScreenTitle,
  StepFooter,
  primaryActionClass,
} from './kiosk-screen';
import { upsellGridClass } from './upsell-card';

/**
 * A kiosk upsell step (drinks, desserts): its products as a grid of cards, or a line saying
 * there are none, and the way on. The first row of pictures loads at once.
 */
export function UpsellStep({
  step,
  products,
  back,
  next,
  nextLabel,
  children: card,
}: {
  /** Names its strings: `kiosk.<step>.title` and `kiosk.<step>.empty`. */
  step: 'drinks' | 'desserts';
  products: KioskProduct[];
  back: string;
  next: string;
  nextLabel: string;
  children: (product: KioskProduct, eager: boolean) => ReactNode;
}) {
  const { t } = useTranslation();
  const footer = (
    <StepFooter>
      <Link to={next} className={primaryActionClass}>
        {nextLabel}
      </Link>
    </StepFooter>
  );
  return (
    <KioskScreen back={{ to: back }} footer={footer}>
      <ScreenTitle>{t(`kiosk.${step}.title`)}</ScreenTitle>
      {products.length === 0 ? (
        <EmptyText>{t(`kiosk.${step}.empty`)}</EmptyText>
      ) : (
        <ul className={upsellGridClass}>
          {products.map((product, index) => (
            <li key={product.id}>{card(product, index < 6)}</li>
          ))}
        </ul>
      )}
    </KioskScreen>
  );
}

/** `quantity` of an upsell product as a cart line: no extras, add-ons or removals. */
export function upsellCartItem(product: KioskProduct, quantity: number): NewCartItem {
  return {
    productId: product.id,
    name: product.name,
    priceCents: product.priceCents,
    quantity,
    imageUrl: product.imageUrl,
    extras: [],
    addons: [],
    removals: [],
  };
}
