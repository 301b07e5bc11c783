import { startTransition, useEffect, useState, type SyntheticEvent } from 'react';

/*
 * The kiosk's first screen is drawn before anything it can do without asks for the network:
 * the other pictures, the header's logo, the live menu's connection, the welcome screen's menu
 * refresh, the language flags' chunk. Started with the screen, on a cheap tablet's slow link
 * they shared it with the screen's main picture and the app's own files, and the screen came
 * later (ADR 016, ninth pass). The screen's main picture says when it is drawn
 * (`mainPictureEvents`), or the screen when its text is its main content
 * (`useShowFirstScreen`); what waits asks `useFirstScreenShown()`. Screens after the first
 * find it shown already.
 */

let shown = false;
const listeners = new Set<() => void>();

function markShown() {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
}

/** A main picture that never comes (a broken link, a slow server) holds nothing back longer. */
const longestWaitMs = 3000;
let fallback: number | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  fallback ??= window.setTimeout(markShown, longestWaitMs);
  return () => listeners.delete(listener);
}

/**
 * The first screen's main content is in the page: once the browser has drawn it and put it on
 * the screen, what waited may start. The next frame draws it; the one after begins once that
 * one is on the screen. `picture`: the screen's main picture, just loaded; it is decoded
 * first, as it must be before it can be drawn.
 */
function firstScreenShown(picture?: HTMLImageElement): void {
  if (shown) return;
  const afterItIsOnScreen = () => {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(markShown, 0)));
  };
  if (picture) picture.decode().then(afterItIsOnScreen, afterItIsOnScreen);
  else afterItIsOnScreen();
}

/** An <img>'s handlers for the screen's main picture: loaded (or failed), it is drawn next. */
export const mainPictureEvents = {
  onLoad: (event: SyntheticEvent<HTMLImageElement>) => firstScreenShown(event.currentTarget),
  onError: () => firstScreenShown(),
};

/**
 * False until the kiosk's first screen has drawn its main content. What waited (the pictures,
 * the featured products, the header's controls) is then drawn in a transition, which React
 * renders in short slices, not in one long task of every component that waited (issue #38,
 * decision 083). It only ever turns true, so a component reading it a little late is harmless.
 */
export function useFirstScreenShown(): boolean {
  const [value, setValue] = useState(shown);
  useEffect(() => {
    const update = () => startTransition(() => setValue(true));
    // Shown between this render and its effect: told at once.
    if (shown) {
      queueMicrotask(update);
      return;
    }
    const unsubscribe = subscribe(update);
    return () => {
      unsubscribe();
    };
  }, []);
  return value;
}

/**
 * For a screen whose main content is its text (no main picture, or none yet): shown as soon
 * as it is in the page, once `ready`.
 */
export function useShowFirstScreen(ready = true): void {
  useEffect(() => {
    if (ready) firstScreenShown();
  }, [ready]);
}
