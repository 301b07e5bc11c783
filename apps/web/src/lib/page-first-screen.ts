import { useLayoutEffect } from 'react';

/*
 * /cardapio's first screen and the owner's dashboard's come drawn by the server
 * (`#first-screen`, decisions 088 and 097), the app's #root hidden beside it until the app has
 * drawn the same screen. Removed in a layout
 * effect, the app's screen takes its place in the same frame: nothing blinks, nothing moves
 * (the app's elements were not laid out before, so no layout shift is counted either).
 */

export function removePageFirstScreen(): void {
  document.getElementById('first-screen')?.remove();
}

/** Removes the server's first screen once `ready` (the app's screen is drawn in this commit). */
export function usePageFirstScreenGone(ready = true): void {
  useLayoutEffect(() => {
    if (ready) removePageFirstScreen();
  }, [ready]);
}
