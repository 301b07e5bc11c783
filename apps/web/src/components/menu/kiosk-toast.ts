import type { ExternalToast } from 'sonner';
import { loadToaster } from '@/components/lazy-toaster';

/*
 * A kiosk toast is read standing, so it is large; it must not hide the shop's name or the
 * step's title, so it sits at the bottom, just above the screen's footer (whose height
 * KioskScreen publishes as --kiosk-footer-height), in the app's font, and briefly: the screen
 * itself already shows what happened (the cart count, 'Copiado!'). It lets taps through.
 */
const kioskToastOptions: ExternalToast = {
  position: 'bottom-center',
  duration: 2000,
  style: { bottom: 'var(--kiosk-footer-height, 0px)' },
  classNames: {
    toast: 'font-sans! p-4! gap-3! pointer-events-none!',
    title: 'text-xl! font-semibold!',
    icon: 'size-6!',
  },
};

// Sonner loads with the first toast (components/lazy-toaster.tsx): callers only fire and forget.
export const kioskToast = {
  success: (message: string) => {
    void loadToaster().then(({ toast }) => toast.success(message, kioskToastOptions));
  },
  error: (message: string) => {
    void loadToaster().then(({ toast }) => toast.error(message, kioskToastOptions));
  },
};
