import { Hand } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { KioskDialog } from '../components/kiosk-dialog';
import { useCountdown } from '../hooks/use-countdown';
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
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    if (!enabled || asking) return;
    const ask = () => setAsking(true);
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
  }, [enabled, asking, idleMs, activityKey]);

  if (!enabled || !asking) return null;
  const abandon = () => {
    setAsking(false);
    onTimeout();
  };
  return (
    <IdlePrompt
      seconds={countdownSeconds}
      onContinue={() => setAsking(false)}
      onRestart={abandon}
    />
  );
}

interface IdlePromptProps {
  seconds: number;
  /** 'Continuar pedido'. */
  onContinue: () => void;
  /** 'Recomeçar', or the countdown reached zero. */
  onRestart: () => void;
}

/** Mounted for each question, so its countdown always starts from the top. */
function IdlePrompt({ seconds, onContinue, onRestart }: IdlePromptProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const remaining = useCountdown(seconds, onRestart);
  return (
    <KioskDialog role="alertdialog" titleId={titleId} descriptionId={descriptionId}>
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
    </KioskDialog>
  );
}
