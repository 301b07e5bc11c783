import { lazy, Suspense, type ComponentProps } from 'react';

/*
 * The tags' components load apart from the kiosk's screens (their icons are not needed on the
 * welcome screen, whose JavaScript has a budget); the categories screen fetches them ahead,
 * so by the time a product card shows they are there. Until then, nothing is drawn.
 */
const loadTags = () => import('./product-tags');

/** Starts the download early; a failure here is retried when a screen needs the chunk. */
export function preloadTags(): void {
  loadTags().catch(() => {});
}

const Icons = lazy(() => loadTags().then((m) => ({ default: m.ProductTagIcons })));
const Chips = lazy(() => loadTags().then((m) => ({ default: m.ProductTagChips })));
const Filters = lazy(() => loadTags().then((m) => ({ default: m.TagFilters })));

export function ProductTagIcons(props: ComponentProps<typeof Icons>) {
  if (props.tags.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Icons {...props} />
    </Suspense>
  );
}

export function ProductTagChips(props: ComponentProps<typeof Chips>) {
  if (props.tags.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Chips {...props} />
    </Suspense>
  );
}

export function TagFilters(props: ComponentProps<typeof Filters>) {
  if (props.tags.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Filters {...props} />
    </Suspense>
  );
}
