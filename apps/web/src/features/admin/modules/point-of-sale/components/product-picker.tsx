import type { KioskMenu, KioskProduct } from '@comanda/shared';
import { formatCents } from '@comanda/shared';
import { useId, useMemo, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { counterProducts, productByCode, searchProducts } from '../utils/sale';

/**
 * Search (F2) and the product grid by category. A barcode scanner types the code and Enter:
 * the product with that code is added at once; Enter on a name adds the first product found.
 */
export function ProductPicker({
  menu,
  codes,
  searchRef,
  onPick,
}: {
  menu: KioskMenu;
  codes: Record<string, string>;
  searchRef: RefObject<HTMLInputElement | null>;
  onPick: (product: KioskProduct) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const all = useMemo(() => counterProducts(menu), [menu]);
  const found = searchProducts(all, codes, text).filter(
    (product) => text.trim() !== '' || !categoryId || product.categoryId === categoryId,
  );

  function pick(product: KioskProduct) {
    if (product.soldOut) return;
    onPick(product);
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const byCode = productByCode(all, codes, text);
    if (byCode) return pick(byCode);
    if (/^\d+$/.test(text.trim())) {
      toast.error(t('pdv.search.notFound', { code: text.trim() }));
      setText('');
      return;
    }
    const first = found.find((product) => !product.soldOut);
    if (first) pick(first);
  }

  return (
    <div className="grid content-start gap-3">
      <div className="grid gap-1">
        <Label htmlFor={id}>{t('pdv.search.label')}</Label>
        <Input
          id={id}
          ref={searchRef}
          type="search"
          autoComplete="off"
          autoFocus
          placeholder={t('pdv.search.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </div>
      <CategoryFilter
        categories={menu.categories}
        categoryId={categoryId}
        onCategory={setCategoryId}
      />
      <ProductGrid products={found} onPick={pick} />
    </div>
  );
}

function CategoryFilter({
  categories,
  categoryId,
  onCategory,
}: {
  categories: KioskMenu['categories'];
  categoryId: string | null;
  onCategory: (categoryId: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={t('pdv.search.categories')}>
      {[{ id: null, name: t('pdv.search.all') }, ...categories].map((category) => (
        <button
          key={category.id ?? 'all'}
          type="button"
          aria-pressed={categoryId === category.id}
          className={cn(
            'min-h-10 rounded-full border px-4 text-sm font-medium',
            categoryId === category.id
              ? 'border-primary bg-primary text-primary-foreground'
              : 'border-border bg-background hover:bg-muted',
          )}
          onClick={() => onCategory(category.id)}
        >
          {category.name}
        </button>
      ))}
    </div>
  );
}

function ProductGrid({
  products,
  onPick,
}: {
  products: KioskProduct[];
  onPick: (product: KioskProduct) => void;
}) {
  const { t } = useTranslation();
  if (products.length === 0)
    return <p className="text-muted-foreground">{t('pdv.search.empty')}</p>;
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4">
      {products.map((product) => (
        <li key={product.id}>
          <button
            type="button"
            disabled={product.soldOut}
            className="grid min-h-20 w-full content-between gap-1 rounded-lg border border-border bg-card p-3 text-left shadow-sm hover:bg-muted disabled:opacity-50"
            onClick={() => onPick(product)}
          >
            <span className="font-semibold">{product.name}</span>
            <span className="text-sm text-muted-foreground tabular-nums">
              {product.soldOut ? t('pdv.search.soldOut') : formatCents(product.priceCents)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
