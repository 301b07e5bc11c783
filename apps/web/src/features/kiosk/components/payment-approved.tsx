import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** SPEC §2: full-screen 'PAGAMENTO APROVADO' for 3 s before the success screen. */
export function PaymentApproved() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-8 bg-green-600 p-8 pt-[calc(2rem+var(--kiosk-top,0px))] text-center text-white"
    >
      <CircleCheck aria-hidden className="size-40 lg:size-56" />
      <p className="text-5xl font-black tracking-tight lg:text-7xl">
        {t('kiosk.payment.approved')}
      </p>
    </div>
  );
}
