import type { ReactNode } from 'react';
import { Card, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/cn';

interface StatusScreenProps {
  /** A lucide icon, `aria-hidden`, sized and coloured by the caller. */
  icon: ReactNode;
  title: string;
  description: string;
  /** A larger description, for a screen that is read rather than glanced at. */
  largeText?: boolean;
  wide?: boolean;
  /** What the screen shows between its description and its buttons. */
  details?: ReactNode;
  /** The ways out, as buttons. */
  actions: ReactNode;
}

/**
 * A whole page that says why the app cannot go on and what to do instead: a crash, a shop that
 * does not exist, an account waiting for its shop. One card in the middle of a muted page.
 */
export function StatusScreen({
  icon,
  title,
  description,
  largeText = false,
  wide = false,
  details,
  actions,
}: StatusScreenProps) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted p-6">
      <Card className={cn('w-full text-center', wide ? 'max-w-lg' : 'max-w-md')}>
        <CardHeader className="justify-items-center gap-3">
          {icon}
          <h1 className="text-2xl font-bold">{title}</h1>
          <CardDescription className={largeText ? 'text-base' : undefined}>
            {description}
          </CardDescription>
        </CardHeader>
        {details}
        <CardFooter className="flex-wrap justify-center">{actions}</CardFooter>
      </Card>
    </main>
  );
}
