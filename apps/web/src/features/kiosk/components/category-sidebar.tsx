import type { KioskCategory } from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { KioskImage } from '@/components/menu/kiosk-image';
import { kioskPaths } from '@/features/kiosk/paths';

/** The menu's categories, always at hand; the one being browsed is highlighted. */
export function CategorySidebar({
  categories,
  currentId,
}: {
  categories: readonly KioskCategory[];
  currentId?: string;
}) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('kiosk.common.categories')}
      className="hidden w-60 shrink-0 overflow-y-auto overscroll-contain border-r border-border bg-background p-3 pb-24 sm:block lg:w-72 lg:p-4 lg:pb-24"
    >
      <ul className="flex flex-col gap-2">
        {categories.map((category) => {
          const current = category.id === currentId;
          return (
            <li key={category.id}>
              <Link
                to={kioskPaths.products(category.id)}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex min-h-16 items-center gap-2 rounded-2xl p-2 pr-2 text-lg font-semibold lg:gap-3 lg:pr-3 lg:text-xl outline-none transition-colors',
                  'focus-visible:ring-4 focus-visible:ring-primary/40',
                  current
                    ? 'bg-primary text-primary-foreground shadow-md'
                    : 'text-foreground active:bg-muted',
                )}
              >
                {/*
                  An icon's size, not a card's (the 1,200 px files otherwise); lazy, so a
                  phone, where the sidebar is hidden, does not download them at all.
                */}
                <KioskImage
                  src={category.imageUrl}
                  alt=""
                  sizes="56px"
                  className="size-11 shrink-0 rounded-xl lg:size-14"
                />
                {/* Whole words wrap; a word is cut only if it cannot fit a line by itself. */}
                <span className="min-w-0 leading-tight break-words">{category.name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
