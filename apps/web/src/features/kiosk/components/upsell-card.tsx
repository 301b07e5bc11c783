import { formatCents, type KioskProduct } from '@comanda/shared';
import { useId, type ReactNode } from 'react';
import { KioskImage } from '@/components/menu/kiosk-image';
import { SoldOutBadge } from './sold-out-badge';

/** A drink or dessert offered after the main item: picture, name, price and its controls. */
export function UpsellCard({
  product,
  eager,
  children,
}: {
  product: KioskProduct;
  eager: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-3xl bg-background shadow-md"
    >
      <div className="relative">
        <KioskImage src={product.imageUrl} alt="" eager={eager} className="aspect-[4/3] w-full" />
        {product.soldOut && <SoldOutBadge />}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4 lg:p-5">
        <h2 id={titleId} className="text-2xl leading-tight font-bold">
          {product.name}
        </h2>
        {product.description && (
          <p className="line-clamp-2 text-lg leading-snug text-muted-foreground">
            {product.description}
          </p>
        )}
        <p className="text-2xl font-bold text-primary tabular-nums">
          {formatCents(product.priceCents)}
        </p>
        {/* A sold-out drink or dessert cannot be added: its controls are disabled. */}
        <fieldset disabled={product.soldOut} className="mt-auto flex flex-col gap-3 pt-2">
          {children}
        </fieldset>
      </div>
    </article>
  );
}

export const upsellGridClass = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6';

export const addButtonClass =
  'inline-flex min-h-16 w-full items-center justify-center gap-2 rounded-2xl bg-primary px-6 text-2xl font-bold text-primary-foreground shadow-sm outline-none transition-colors active:bg-primary-hover focus-visible:ring-4 focus-visible:ring-primary/40 disabled:bg-muted disabled:text-muted-foreground disabled:shadow-none [&_svg]:size-7';
