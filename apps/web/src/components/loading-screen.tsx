import { LoaderCircle } from 'lucide-react';

/** A whole-screen wait message; `label` is the exact text the user reads. */
export function LoadingScreen({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <LoaderCircle aria-hidden className="size-10 animate-spin text-primary" />
      <p className="text-lg text-muted-foreground">{label}</p>
    </div>
  );
}
