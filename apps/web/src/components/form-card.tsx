import type { FormEvent, ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/**
 * A back-office form in its own card: the card's title also names the form for assistive tech,
 * and the browser's own checks stay off (the shared zod contract speaks instead, ADR 014).
 */
export function FormCard({
  title,
  description,
  onSubmit,
  className,
  cardClassName,
  children,
}: {
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  onSubmit: (event: FormEvent) => void;
  /** The form's grid: one column unless told otherwise. */
  className?: string;
  /** The card's own classes (its width). */
  cardClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card className={cardClassName}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label={title}
          className={cn('grid gap-4', className)}
        >
          {children}
        </form>
      </CardContent>
    </Card>
  );
}
