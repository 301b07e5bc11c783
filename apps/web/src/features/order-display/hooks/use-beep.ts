import { useCallback, useRef, useState } from 'react';

/**
 * A beep through Web Audio. Browsers only let a page make sound after a tap, so the screen
 * shows 'Ativar som' until then (`enable`, called from that tap).
 */
export function useBeep() {
  const context = useRef<AudioContext | null>(null);
  const [enabled, setEnabled] = useState(false);

  const enable = useCallback(() => {
    context.current ??= new AudioContext();
    void context.current.resume();
    setEnabled(true);
  }, []);

  const beep = useCallback((frequency = 880, times = 2) => {
    const audio = context.current;
    if (!audio) return;
    for (let i = 0; i < times; i += 1) {
      const start = audio.currentTime + i * 0.3;
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.3, start);
      gain.gain.exponentialRampToValueAtTime(0.001, start + 0.25);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start);
      oscillator.stop(start + 0.25);
    }
  }, []);

  return { enabled, enable, beep };
}

/**
 * The kitchen display's beeps on its stream's stage changes: a new order, and a low, longer
 * warning for a canceled one (stop cooking it, do not hand it over).
 */
export const kitchenBeeps =
  (sound: ReturnType<typeof useBeep>) => (change: { stage: string; previous: string | null }) => {
    if (change.stage === 'received' && change.previous === null) sound.beep();
    if (change.stage === 'canceled' && change.previous !== 'delivered') sound.beep(330, 4);
  };
