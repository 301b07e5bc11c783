import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

/** How much room a wait message fills: the whole screen, a panel's module, or a section. */
const rooms = {
  screen: { box: 'min-h-dvh gap-4 p-6', icon: 'size-10', text: 'text-lg' },
  module: { box: 'min-h-64 gap-3', icon: 'size-8', text: '' },
  section: { box: 'min-h-48 gap-3', icon: 'size-8', text: '' },
};

/** A wait message announced to screen readers; `label` is the exact text the user reads. */
export function Loading({ label, room }: { label: string; room: keyof typeof rooms }) {
  const { box, icon, text } = rooms[room];
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex flex-col items-center justify-center text-center', box)}
    >
      <LoaderCircle aria-hidden className={cn('animate-spin text-primary', icon)} />
      <p className={cn('text-muted-foreground', text)}>{label}</p>
    </div>
  );
}

/** A whole-screen wait message. */
export function LoadingScreen({ label }: { label: string }) {
  return <Loading label={label} room="screen" />;
}
