import { Hand } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { IdleSettings } from './idle-settings';

/** Anything a customer does on a touch screen (or a keyboard, for accessibility devices). */
const activityEvents = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'input'] as const;

interface IdleGuardProps {
  settings: IdleSettings;
  /** Off on the welcome screen, where nobody is ordering. */
  enabled: boolean;
  /** Changes on every navigation, which counts as activity too. */
  activityKey: string;
  /** Abandon the order: clear the cart and return to the welcome screen. */
  onTimeout: () => void;
}

/**
 * After `idleMs` without a touch, asks 'Você ainda está aí?' over the whole screen and counts
 * down; at zero the order is abandoned so the next customer never inherits someone else's cart.
 */
export function IdleGuard({ settings, enabled, activityKey, onTimeout }: IdleGuardProps) {
  const { idleMs, countdownSeconds } = settings;
  /** When the countdown ends; null while nobody is being asked. */
  const [deadline, setDeadline] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(countdownSeconds);

  useEffect(() => {
    if (!enabled || deadline !== null) return;
    const ask = () => {
      setRemaining(countdownSeconds);
      setDeadline(Date.now() + countdownSeconds * 1000);
    };
    let timer = window.setTimeout(ask, idleMs);
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(ask, idleMs);
    };
    const options = { capture: true, passive: true };
    activityEvents.forEach((type) => window.addEventListener(type, restart, options));
    return () => {
      window.clearTimeout(timer);
      activityEvents.forEach((type) => window.removeEventListener(type, restart, options));
    };
  }, [enabled, deadline, idleMs, countdownSeconds, activityKey]);

  useEffect(() => {
    if (deadline === null) return;
    // Wall-clock based: a throttled timer can run late, never make the customer wait longer.
    const tick = window.setInterval(() => {
      const left = Math.ceil((deadline - Date.now()) / 1000);
      if (left > 0) {
        setRemaining(left);
        return;
      }
      window.clearInterval(tick);
      setDeadline(null);
      onTimeout();
    }, 200);
    return () => window.clearInterval(tick);
  }, [deadline, onTimeout]);

  if (!enabled || deadline === null) return null;
  return (
    <IdlePrompt
      remaining={remaining}
      onContinue={() => setDeadline(null)}
      onRestart={() => {
        setDeadline(null);
        onTimeout();
      }}
    />
  );
}

interface IdlePromptProps {
  remaining: number;
  onContinue: () => void;
  onRestart: () => void;
}

function IdlePrompt({ remaining, onContinue, onRestart }: IdlePromptProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/75 p-6 backdrop-blur-sm"
    >
      <div className="flex w-full max-w-2xl flex-col items-center gap-8 rounded-3xl bg-background px-8 py-12 text-center shadow-2xl">
        <Hand aria-hidden className="size-20 text-primary" />
        <h2 id={titleId} className="text-4xl font-bold tracking-tight lg:text-5xl">
          {t('kiosk.idle.title')}
        </h2>
        <div
          aria-hidden
          className="flex size-36 items-center justify-center rounded-full border-8 border-primary text-7xl font-bold tabular-nums text-primary"
        >
          {remaining}
        </div>
        <p id={descriptionId} className="text-2xl text-muted-foreground">
          {t('kiosk.idle.countdown', { count: remaining })}
        </p>
        <div className="flex w-full flex-col gap-4">
          <Button size="kiosk" className="w-full" autoFocus onClick={onContinue}>
            {t('kiosk.idle.continue')}
          </Button>
          <Button variant="ghost" className="h-16 text-2xl" onClick={onRestart}>
            {t('kiosk.idle.restart')}
          </Button>
        </div>
      </div>
    </div>
  );
}
