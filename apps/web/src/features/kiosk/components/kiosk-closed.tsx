import { nextOpening, type BusinessHours } from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/**
 * Outside the business hours every kiosk screen but the welcome shows this instead (issue 30:
 * a screen opened directly must not take an order the server would refuse). The screens that
 * keep going: the welcome (it says 'Fechado' itself), the success screen, and the payment of
 * an order the customer had already started to pay (the server honours it).
 */
export function showsClosedScreen(pathname: string, paying: boolean): boolean {
  const screen = pathname.replace(/\/$/, '');
  if (screen === '/totem' || screen === '/totem/sucesso') return false;
  return !(screen === '/totem/pagamento' && paying);
}

/** 'Fechado' and when the shop opens next, in the shop's time, in the kiosk's language. */
export function KioskClosed({ hours, now }: { hours: BusinessHours; now: Date }) {
  const { t, i18n } = useTranslation();
  const next = nextOpening(hours, now);
  // A day of the week in the kiosk's language: any date on that weekday will do (2026-11-22 is a Sunday).
  const weekday = (day: number) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 10, 22 + day, 12)),
    );
  const opens = !next
    ? null
    : next.inDays === 0
      ? t('kiosk.welcome.opensToday', { time: next.time })
      : next.inDays === 1
        ? t('kiosk.welcome.opensTomorrow', { time: next.time })
        : t('kiosk.welcome.opensOn', { weekday: weekday(next.weekday), time: next.time });
  return (
    <main
      role="status"
      className="flex min-h-kiosk flex-col items-center justify-center gap-6 bg-muted/40 p-8 text-center"
    >
      <h1 className="text-5xl font-bold uppercase sm:text-7xl">{t('kiosk.welcome.closed')}</h1>
      {opens && <p className="text-2xl font-semibold sm:text-4xl">{opens}</p>}
      <Button asChild size="kiosk">
        <Link to="/totem" replace>
          {t('kiosk.welcome.backToStart')}
        </Link>
      </Button>
    </main>
  );
}
