import type { KioskPaymentMethod, PublicEstablishment } from '@comanda/shared';
import { Banknote, CreditCard, LoaderCircle, QrCode, Wallet, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

interface MethodOption {
  icon: LucideIcon;
  label: string;
  hint: string;
  /** Absent: shown, but not offered (SPEC §2: Carteiras digitais and Dinheiro). */
  method?: KioskPaymentMethod;
}

const establishmentName: Record<KioskPaymentMethod, PublicEstablishment['paymentMethods'][number]> =
  {
    pix: 'pix',
    card: 'cartao',
  };

/**
 * SPEC §2 /totem/pagamento: Pix and Cartão are active when the shop can take them; the other
 * two are always shown disabled.
 */
export function PaymentMethods({
  busy,
  ready,
  onChoose,
}: {
  /** The method being started; every option is disabled meanwhile. */
  busy: KioskPaymentMethod | null;
  /** What the shop has set up (the public establishment's `paymentMethods`). */
  ready: PublicEstablishment['paymentMethods'];
  onChoose: (method: KioskPaymentMethod) => void;
}) {
  const { t } = useTranslation();
  const allOptions: MethodOption[] = [
    {
      method: 'pix',
      icon: QrCode,
      label: t('kiosk.payment.methods.pix'),
      hint: t('kiosk.payment.methods.pixHint'),
    },
    {
      method: 'card',
      icon: CreditCard,
      label: t('kiosk.payment.methods.card'),
      hint: t('kiosk.payment.methods.cardHint'),
    },
    {
      icon: Wallet,
      label: t('kiosk.payment.methods.wallets'),
      hint: t('kiosk.payment.methods.walletsHint'),
    },
    {
      icon: Banknote,
      label: t('kiosk.payment.methods.cash'),
      hint: t('kiosk.payment.methods.cashHint'),
    },
  ];
  const options = allOptions.map((option): MethodOption =>
    option.method && !ready.includes(establishmentName[option.method])
      ? { ...option, method: undefined, hint: t('kiosk.payment.methods.unavailable') }
      : option,
  );

  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:gap-6 accessible:lg:gap-4">
      {options.map((option) => (
        <li key={option.label}>
          <MethodButton
            option={option}
            busy={busy}
            onChoose={onChoose}
            busyLabel={t('kiosk.payment.busy')}
          />
        </li>
      ))}
    </ul>
  );
}

/** One payment option: a large card, disabled when not offered or while one is starting. */
function MethodButton({
  option: { method, icon: Icon, label, hint },
  busy,
  busyLabel,
  onChoose,
}: {
  option: MethodOption;
  busy: KioskPaymentMethod | null;
  busyLabel: string;
  onChoose: (method: KioskPaymentMethod) => void;
}) {
  const starting = method !== undefined && busy === method;
  return (
    <button
      type="button"
      disabled={!method || busy !== null}
      aria-busy={starting || undefined}
      onClick={() => method && onChoose(method)}
      className={cn(
        'flex min-h-44 w-full flex-col items-center justify-center gap-3 rounded-3xl border-4 bg-background p-6 text-center shadow-md outline-none transition-colors focus-visible:ring-4 focus-visible:ring-primary/40 lg:min-h-56',
        // The larger type of the accessibility mode: compact cards without the icon, so
        // the four fit a landscape tablet and the lower half of a portrait one.
        'accessible:min-h-0 accessible:gap-1 accessible:p-4',
        method
          ? 'border-primary active:bg-accent disabled:opacity-60'
          : 'border-dashed border-border text-muted-foreground shadow-none',
      )}
    >
      {starting ? (
        <LoaderCircle aria-hidden className="size-16 animate-spin text-primary" />
      ) : (
        <Icon aria-hidden className={cn('size-16 accessible:hidden', method && 'text-primary')} />
      )}
      <span className="text-3xl font-bold">{starting ? busyLabel : label}</span>
      <span className="text-xl text-muted-foreground">{hint}</span>
    </button>
  );
}
