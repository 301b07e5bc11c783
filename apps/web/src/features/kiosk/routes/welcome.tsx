import type { PublicEstablishment } from '@comanda/shared';
import { Store } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useOutletEstablishment } from '@/lib/tenant-outlet';
import { useRefreshMenu } from '@/lib/menu/get-menu';
import { cartActions } from '../cart/cart-store';
import { setOrderDetails } from '../cart/order-details';
import {
  mainPictureEvents,
  useFirstScreenShown,
  useShowFirstScreen,
} from '@/lib/menu/first-screen';
import { useOpenNow } from '../hooks/use-open-now';
import { forgetCheckout } from '../payment/checkout';
import {
  languageButtonSizeClass,
  languagePickerClass,
  pickerLanguages,
} from '@/lib/menu/language-picker-layout';
import { LanguagePicker } from '../preferences/lazy-controls';
import { kioskPaths } from '@/features/kiosk/paths';

// Out of the welcome screen's first JavaScript (its budget), and asked for once it is drawn.
const WelcomeShowcase = lazy(() => import('../components/welcome-showcase'));

/**
 * `/totem`: the attract screen a customer sees between orders. Arriving here ends the previous
 * order (its cart and checkout are cleared) and reloads the menu, so the next customer's
 * screens are ready. Its main content is the logo; the rest comes once it is drawn.
 */
export function Welcome() {
  const establishment = useOutletEstablishment();
  const shown = useFirstScreenShown();
  useRefreshMenu({ enabled: shown });
  useEffect(() => {
    cartActions.clear();
    forgetCheckout();
    setOrderDetails({});
  }, []);

  return (
    <main className="flex min-h-kiosk flex-col items-center justify-center gap-10 bg-accent px-6 py-12 pb-24 text-center lg:gap-16 short:gap-6 short:py-6 accessible:gap-6 accessible:py-6">
      <TenantLogo establishment={establishment} />
      <div className="space-y-3">
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-6xl lg:text-7xl short:text-5xl">
          {establishment.name}
        </h1>
        {establishment.slogan && (
          <p className="text-xl text-balance text-muted-foreground sm:text-3xl lg:text-4xl">
            {establishment.slogan}
          </p>
        )}
      </div>
      {/*
        Only where there is room: never pushing 'Começar pedido' below a landscape tablet's fold,
        nor below the screen in accessibility mode, whose larger type fills the lower half.
        There its place is kept from the first paint, all the height the title and the button
        leave: the showcase arrives after the menu, and a screen centred on its content moved
        the button as it did, so a tap aimed at 'Começar pedido' could land beside it. The flags
        then sit at the bottom: the screen's padding there (pb-24) keeps them off 'Modo acessível'.
      */}
      <div className="flex w-full flex-1 items-center justify-center accessible:hidden short:hidden">
        {shown && (
          <Suspense fallback={null}>
            <WelcomeShowcase establishment={establishment} />
          </Suspense>
        )}
      </div>
      <StartOrder establishment={establishment} />
      {shown ? (
        <Suspense fallback={<LanguagePickerSpace />}>
          <LanguagePicker />
        </Suspense>
      ) : (
        <LanguagePickerSpace />
      )}
    </main>
  );
}

/** The flags' place, kept empty while their chunk downloads: the screen does not move. */
function LanguagePickerSpace() {
  return (
    <div aria-hidden className={languagePickerClass}>
      {pickerLanguages.map(({ language }) => (
        <div key={language} className={languageButtonSizeClass} />
      ))}
    </div>
  );
}

/**
 * 'Começar pedido', or why not: closed outside the business hours (with today's hours), or no
 * way to pay set up (rather than failing at the last tap with the whole order built).
 */
function StartOrder({ establishment }: { establishment: PublicEstablishment }) {
  const { t } = useTranslation();
  const { open, today } = useOpenNow(establishment.businessHours);
  const noticeClass = 'max-w-2xl text-2xl font-semibold text-balance sm:text-4xl';
  if (!open) {
    return (
      <div role="status" className="space-y-3">
        <p className="text-5xl font-bold uppercase sm:text-7xl">{t('kiosk.welcome.closed')}</p>
        <p className={noticeClass}>
          {today
            ? t('kiosk.welcome.hoursToday', {
                hours: t('kiosk.welcome.hoursRange', { open: today.open, close: today.close }),
              })
            : t('kiosk.welcome.closedToday')}
        </p>
      </div>
    );
  }
  if (establishment.paymentMethods.length === 0) {
    return (
      <p role="status" className={noticeClass}>
        {t('kiosk.welcome.noPaymentMethod')}
      </p>
    );
  }
  if (establishment.askOrderType) {
    // The shop asks where the order is eaten: each answer starts the order.
    const start = (dineIn: boolean) => setOrderDetails({ dineIn });
    return (
      <div className="flex w-full max-w-md flex-col gap-4 lg:max-w-2xl">
        <p className="text-2xl font-semibold sm:text-4xl">{t('kiosk.welcome.whereToEat')}</p>
        <Button asChild size="kiosk">
          <Link to={kioskPaths.categories} onClick={() => start(true)}>
            {t('kiosk.welcome.dineIn')}
          </Link>
        </Button>
        <Button asChild size="kiosk">
          <Link to={kioskPaths.categories} onClick={() => start(false)}>
            {t('kiosk.welcome.takeaway')}
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <Button asChild size="kiosk" className="w-full max-w-md lg:max-w-2xl">
      <Link to={kioskPaths.categories}>{t('kiosk.welcome.startOrder')}</Link>
    </Button>
  );
}

function TenantLogo({ establishment }: { establishment: PublicEstablishment }) {
  const { t } = useTranslation();
  // Smaller in the accessibility mode, where the screen's lower half holds everything.
  const boxClass =
    'size-40 rounded-3xl shadow-lg sm:size-56 lg:size-80 short:size-40 accessible:size-32';
  // The screen's main picture (preloaded by the server); without one, its title is.
  useShowFirstScreen(!establishment.logoUrl);

  if (!establishment.logoUrl) {
    return (
      <div className={`${boxClass} flex items-center justify-center bg-primary`}>
        <Store
          aria-hidden
          className="size-20 text-primary-foreground sm:size-28 lg:size-40 short:size-20 accessible:size-16"
        />
      </div>
    );
  }
  return (
    <img
      src={establishment.logoUrl}
      alt={t('kiosk.welcome.logoAlt', { name: establishment.name })}
      {...mainPictureEvents}
      className={`${boxClass} bg-white object-contain p-4`}
    />
  );
}
