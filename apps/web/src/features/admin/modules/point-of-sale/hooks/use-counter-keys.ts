import { useEffect, useRef, type RefObject } from 'react';
import type { CounterMode } from '../utils/checkout';

/**
 * The counter's keyboard for the common path: F2 search, F4 pay (with something in the cart),
 * F9 confirm (while paying), Esc back to selling (not while a provider payment waits).
 */
export function useCounterKeys({
  mode,
  cartEmpty,
  confirm,
  setMode,
  searchRef,
}: {
  mode: CounterMode;
  cartEmpty: boolean;
  confirm: () => void;
  setMode: (mode: CounterMode) => void;
  searchRef: RefObject<HTMLInputElement | null>;
}) {
  // The listener is added once; it reads the screen's state as it is when a key is pressed.
  const keys = useRef({ mode, cartEmpty, confirm });
  useEffect(() => {
    keys.current = { mode, cartEmpty, confirm };
  });
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      const { mode: now, cartEmpty: empty, confirm: pay } = keys.current;
      if (event.key === 'F2') {
        event.preventDefault();
        if (now.name !== 'sell') setMode({ name: 'sell' });
        setTimeout(() => searchRef.current?.focus(), 0);
      } else if (event.key === 'F4' && !empty && now.name === 'sell') {
        event.preventDefault();
        setMode({ name: 'pay' });
      } else if (event.key === 'F9' && now.name === 'pay') {
        event.preventDefault();
        pay();
      } else if (event.key === 'Escape' && now.name !== 'sell' && now.name !== 'waiting') {
        event.preventDefault();
        setMode({ name: 'sell' });
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [setMode, searchRef]);
}
