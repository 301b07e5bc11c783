import { lazy, Suspense, type ComponentType } from 'react';

/*
 * The tags' components load apart from the kiosk's screens (their icons and words are not
 * needed on the welcome screen, whose JavaScript has a budget); until the chunk is there (a
 * few kilobytes, fetched with the first product screen), nothing is drawn.
 */
const loadTags = () => import('@/components/menu/product-tags');

function lazyPart<P extends object>(
  pick: (m: Awaited<ReturnType<typeof loadTags>>) => ComponentType<P>,
) {
  const Part = lazy(() => loadTags().then((m) => ({ default: pick(m) })));
  return (props: P) => (
    <Suspense fallback={null}>
      <Part {...props} />
    </Suspense>
  );
}

export const ProductTagIcons = lazyPart((m) => m.ProductTagIcons);
export const ProductTagChips = lazyPart((m) => m.ProductTagChips);
export const TagFilters = lazyPart((m) => m.TagFilters);
