import type { ReactNode } from 'react';

/**
 * A kiosk modal over the whole screen: dimmed backdrop, one large centred panel. The caller
 * names it (`titleId`, `descriptionId`) and fills it; `alertdialog` when it asks for an answer.
 */
export function KioskDialog({
  role = 'dialog',
  titleId,
  descriptionId,
  children,
}: {
  role?: 'dialog' | 'alertdialog';
  titleId: string;
  descriptionId: string;
  children: ReactNode;
}) {
  return (
    <div
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/75 p-6 pt-[calc(1.5rem+var(--kiosk-top,0px))] backdrop-blur-sm accessible:p-3 accessible:pt-[calc(0.75rem+var(--kiosk-top,0px))]"
    >
      {/* Tighter in accessibility mode: its larger type must fit the lower half of a portrait screen. */}
      <div className="flex w-full max-w-2xl flex-col items-center gap-8 rounded-3xl bg-background px-8 py-12 text-center shadow-2xl accessible:gap-4 accessible:py-6">
        {children}
      </div>
    </div>
  );
}
