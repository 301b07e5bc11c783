import { RotateCw, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/loading-screen';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { errorMessage } from '@/lib/error-message';

/** 'Carregando produtos...' and the like, announced to screen readers. */
export function LoadingState({ label }: { label: string }) {
  return <Loading label={label} room="section" />;
}

/** A load that failed: what went wrong, and a way to try again. */
export function ErrorState({
  message,
  onRetry,
  retrying = false,
  children,
}: {
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card role="alert" className="mx-auto w-full max-w-lg text-center">
      <CardHeader className="justify-items-center gap-3">
        <TriangleAlert aria-hidden className="size-10 text-destructive" />
        <CardDescription className="text-base text-foreground">{message}</CardDescription>
      </CardHeader>
      <CardFooter className="flex-wrap justify-center">
        {onRetry && (
          <Button variant="outline" disabled={retrying} onClick={onRetry}>
            <RotateCw aria-hidden className={retrying ? 'animate-spin' : undefined} />
            {t('common.retry')}
          </Button>
        )}
        {children}
      </CardFooter>
    </Card>
  );
}

/** Nothing to list yet: says so, and offers the first step. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
}: {
  icon: LucideIcon;
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <Card className="border-dashed shadow-none">
      <CardHeader className="justify-items-center gap-3 py-6 text-center">
        <Icon aria-hidden className="size-10 text-muted-foreground" />
        <p className="text-lg font-semibold">{title}</p>
        {description && <CardDescription>{description}</CardDescription>}
        {action && <div className="pt-2">{action}</div>}
      </CardHeader>
    </Card>
  );
}

/**
 * A query's three faces in one place: `loading` while it runs, the failure (`failed`, or the
 * server's own message) with a retry, then `children` with its data.
 */
export function QueryView<T>({
  query,
  loading,
  failed,
  placeholder,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  failed: string;
  /** Shown instead of the plain wait message: a skeleton that holds the data's room. */
  placeholder?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return placeholder ?? <LoadingState label={loading} />;
  if (query.isError) {
    return (
      <ErrorState
        message={errorMessage(query.error, failed)}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return children(query.data);
}
