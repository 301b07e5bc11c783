import { Suspense, useCallback, useEffect, useMemo } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { useOutletEstablishment, type TenantOutletContext } from '@/lib/tenant-outlet';
import { kioskDeviceToken } from '@/lib/menu/kiosk-device';
import { useLiveMenu } from '@/lib/menu/live-menu';
import { cartActions, safeSessionStorage } from '../cart/cart-store';
import { KioskClosed, showsClosedScreen } from '../components/kiosk-closed';
import { useOpenNow } from '../hooks/use-open-now';
import { loadCheckout } from '../payment/checkout';
import { useFirstScreenShown } from '@/lib/menu/first-screen';
import { IdleGuard } from '../idle/idle-guard';
import { useIdlePaused } from '../idle/idle-pause';
import { idleSettings } from '../idle/idle-settings';
import { resetKioskPreferences } from '@/lib/menu/kiosk-preferences';
import { AccessibilityToggle } from '../preferences/lazy-controls';
import { kioskPaths } from '@/features/kiosk/paths';
import { BusyWaitPill } from '../wait/wait-estimate-line';

/** Screens whose own line shows the wait (summary, payment) or where the order is done. */
const ownWaitLine: readonly string[] = [kioskPaths.summary, kioskPaths.payment, kioskPaths.success];

/**
 * A kiosk route sets `handle: { kioskIdle: false }` where nobody is ordering (welcome) or the
 * screen ends by itself (success); a payment in progress pauses it with useIdlePause().
 */
export interface KioskRouteHandle {
  kioskIdle?: boolean;
}

/**
 * Pathless layout of every /totem screen: passes the establishment on, offers 'Modo acessível'
 * on every screen, and abandons an order nobody touches any more (clears the cart, back to the
 * welcome screen in Portuguese with the ordinary layout).
 */
export function KioskLayout() {
  // A pairing link's ?token= is kept before any screen navigates away from it.
  kioskDeviceToken();
  const establishment = useOutletEstablishment();
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  const idlePaused = useIdlePaused();
  // Both wait for the first screen to be drawn (first-screen.ts).
  const firstScreenShown = useFirstScreenShown();
  useLiveMenu({ enabled: firstScreenShown });
  const idleEnabled =
    !idlePaused &&
    !matches.some((match) => (match.handle as KioskRouteHandle | undefined)?.kioskIdle === false);
  const settings = useMemo(
    () => idleSettings(establishment.kioskIdleSeconds),
    [establishment.kioskIdleSeconds],
  );
  const abandonOrder = useCallback(() => {
    cartActions.clear();
    resetKioskPreferences();
    void navigate(kioskPaths.welcome, { replace: true });
  }, [navigate]);
  // Leaving the kiosk (to the panels, in the same tab) leaves its language and layout behind.
  useEffect(() => resetKioskPreferences, []);

  // Closed means closed on every screen opened directly, not only on the welcome's sign.
  const { open, now } = useOpenNow(establishment.businessHours);
  const closed =
    !open && showsClosedScreen(location.pathname, loadCheckout(safeSessionStorage()) !== null);

  // The same object while the shop is: the screens that read it are not drawn again when the
  // layout is (the first screen shown, the idle pause, the clock of the opening hours).
  const context = useMemo<TenantOutletContext>(() => ({ establishment }), [establishment]);
  return (
    <>
      {closed ? (
        <KioskClosed hours={establishment.businessHours} now={now} />
      ) : (
        <Outlet context={context} />
      )}
      {firstScreenShown && (
        <Suspense>
          <AccessibilityToggle />
        </Suspense>
      )}
      {firstScreenShown && !closed && !ownWaitLine.includes(location.pathname) && <BusyWaitPill />}
      <IdleGuard
        settings={settings}
        enabled={idleEnabled}
        activityKey={location.key}
        onTimeout={abandonOrder}
      />
    </>
  );
}
