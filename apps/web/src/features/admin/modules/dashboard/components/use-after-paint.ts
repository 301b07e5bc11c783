import { startTransition, useEffect, useState } from 'react';

/**
 * True once the screen has been drawn (a task after the next frame): the chart's chunk and the
 * health widget's first poll are asked for after the dashboard is on screen, not beside it
 * (issue #38, decision 084). Turned true in a transition: what it brings (the chart, the
 * widget, the live stream) is rendered in React's slices, where an update from a timer is one
 * unsliced render (~100 ms at Lighthouse's 4x, decision 094).
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
