import { toast, type ExternalToast } from 'sonner';

// Sonner's defaults suit a desk monitor; a kiosk is read standing, from further away.
const kioskToastOptions: ExternalToast = {
  classNames: { toast: 'p-5! gap-3!', title: 'text-xl! font-semibold!', icon: 'size-6!' },
};

export const kioskToast = {
  success: (message: string) => toast.success(message, kioskToastOptions),
  error: (message: string) => toast.error(message, kioskToastOptions),
};
