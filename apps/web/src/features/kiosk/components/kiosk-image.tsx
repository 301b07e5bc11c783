import { imageVariants } from '@comanda/shared';
import { UtensilsCrossed } from 'lucide-react';
import { cn } from '@/lib/cn';

interface KioskImageProps {
  src: string | null;
  alt: string;
  /** Sizes the box (aspect ratio, rounding); the picture covers it. */
  className?: string;
  /** The first screenful may load at once; everything else waits until it scrolls near. */
  eager?: boolean;
  /**
   * The browser's download order (`fetchpriority`): 'high' for the screen's largest picture,
   * 'low' for the rest of the first screenful, so that on a slow link that picture is not
   * sharing the network with the ones beside it. Unset: the browser decides.
   */
  priority?: 'high' | 'low';
  /**
   * How wide the picture is drawn (the `sizes` attribute): the browser picks the stored size
   * that covers it, so a card never downloads the hero's file (decision 028).
   */
  sizes?: string;
}

/** A card or tile: half the screen at most, more on a phone. */
export const cardImageSizes = '(min-width: 640px) 45vw, 100vw';

/**
 * Menu pictures are stored square (uploads are re-encoded, demo images are 600x600): the
 * width/height attributes let the browser reserve the space before the file arrives.
 */
export function KioskImage({
  src,
  alt,
  className,
  eager = false,
  priority,
  sizes = cardImageSizes,
}: KioskImageProps) {
  if (!src) {
    // alt="" marks a decorative picture (the name is written next to it): then the placeholder
    // is hidden from screen readers, as an <img alt=""> would be, instead of an unnamed image.
    return (
      <div
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        className={cn('flex items-center justify-center bg-muted text-muted-foreground', className)}
      >
        <UtensilsCrossed aria-hidden className="size-1/3 max-h-24 max-w-24" />
      </div>
    );
  }
  const variants = imageVariants(src);
  return (
    <img
      src={src}
      {...(variants ? { srcSet: variants.srcSet, sizes } : {})}
      alt={alt}
      width={600}
      height={600}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={priority}
      decoding="async"
      draggable={false}
      className={cn('bg-muted object-cover', className)}
    />
  );
}
