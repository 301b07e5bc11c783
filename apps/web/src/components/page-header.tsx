import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { Button } from '@/components/ui/button';

/** A catalog screen's title, what it is for, its main actions, and the way back. */
export function PageHeader({
  title,
  description,
  back,
  actions,
}: {
  title: string;
  description?: ReactNode;
  back?: { to: To; label: string };
  actions?: ReactNode;
}) {
  return (
    <div className="grid gap-3">
      {back && (
        <Button asChild variant="ghost" size="sm" className="-ml-2 justify-self-start">
          <Link to={back.to}>
            <ArrowLeft aria-hidden />
            {back.label}
          </Link>
        </Button>
      )}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {description && <div className="text-muted-foreground">{description}</div>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </div>
  );
}
