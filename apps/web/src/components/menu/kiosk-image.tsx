import { imageVariants } from '@comanda/shared';
import { UtensilsCrossed } from 'lucide-react';
import type { ImgHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { mainPictureEvents, useFirstScreenShown } from '@/lib/menu/first-screen';

interface KioskImageProps {
  src: string | null;
  alt: string;
  /** Sizes the box (aspect ratio, rounding); the picture covers it. */
  className?: string;
  /** The first screenful may load at once; everything else waits until it scrolls near. */
  eager?: boolean;
  /**
   * The screen's main (largest) picture: asked for first and at high priority, drawn at once,
   * and it says when it is drawn; the others wait for the first screen to be drawn, so that on
   * a slow link it does not share the network with them (first-screen.ts).
   */
  main?: boolean;
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
  main = false,
  sizes = cardImageSizes,
}: KioskImageProps) {
  const waiting = !useFirstScreenShown() && !main;
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
  // While it waits, the empty box keeps the picture's place.
  const files = waiting ? {} : { src, ...(variants ? { srcSet: variants.srcSet, sizes } : {}) };
  const loading: ImgHTMLAttributes<HTMLImageElement> = main
    ? { fetchPriority: 'high', ...mainPictureEvents }
    : // Decoded off the main thread, so drawn a frame later: only the main picture minds.
      { decoding: 'async' };
  return (
    <img
      {...files}
      {...loading}
      alt={alt}
      width={600}
      height={600}
      loading={eager ? 'eager' : 'lazy'}
      draggable={false}
      className={cn('bg-muted object-cover', className)}
    />
  );
}
