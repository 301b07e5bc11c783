import type { ExternalToast } from 'sonner';
import { loadToaster } from '@/components/lazy-toaster';

// Sonner's defaults suit a desk monitor; a kiosk is read standing, from further away.
const kioskToastOptions: ExternalToast = {
  classNames: { toast: 'p-5! gap-3!', title: 'text-xl! font-semibold!', icon: 'size-6!' },
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
