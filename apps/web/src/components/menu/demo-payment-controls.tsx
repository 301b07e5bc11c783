import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemoOutcome } from '@/lib/menu/set-demo-outcome';

/** 'Demonstração': a simulated payment says so, for anyone trying the system. */
export function DemoBadge() {
  const { t } = useTranslation();
  return (
    <p className="inline-flex flex-col items-center gap-1 rounded-2xl border-2 border-dashed border-amber-500 bg-amber-50 px-5 py-2 text-amber-900">
      <span className="text-xl font-bold tracking-wide uppercase">
        {t('kiosk.payment.demo.label')}
      </span>
      <span className="text-lg">{t('kiosk.payment.demo.hint')}</span>
    </p>
  );
}

/** Decides a demo payment the way a customer's bank or card would. */
export function DemoPaymentControls({
  onDecide,
}: {
  onDecide: (outcome: DemoOutcome) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const decide = (outcome: DemoOutcome) => {
    setSending(true);
    void onDecide(outcome).finally(() => setSending(false));
  };
  const buttonClass =
    'min-h-16 flex-1 rounded-2xl border-2 px-6 text-2xl font-bold outline-none focus-visible:ring-4 disabled:opacity-50';
  return (
    <div className="flex w-full flex-col gap-3 sm:flex-row">
      <button
        type="button"
        disabled={sending}
        onClick={() => decide('approved')}
        className={`${buttonClass} border-green-700 bg-green-600 text-white focus-visible:ring-green-600/40 active:bg-green-700`}
      >
        {t('kiosk.payment.demo.approve')}
      </button>
      <button
        type="button"
        disabled={sending}
        onClick={() => decide('rejected')}
        className={`${buttonClass} border-destructive bg-background text-destructive focus-visible:ring-destructive/30 active:bg-destructive/10`}
      >
        {t('kiosk.payment.demo.decline')}
      </button>
    </div>
  );
}
