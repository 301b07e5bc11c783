import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * Any path no route claims (SPEC §2); logged so broken links show up in the console.
 * `embedded` fits it in a panel's content area instead of the whole screen.
 */
export function NotFound({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  // Inside a panel the <main> landmark is the panel's own.
  const Container = embedded ? 'div' : 'main';
  return (
    <Container
      className={cn(
        'flex items-center justify-center bg-muted p-6',
        embedded ? 'min-h-full rounded-xl' : 'min-h-dvh',
      )}
    >
      <div className="space-y-4 text-center">
        <p aria-hidden className="text-7xl font-bold text-primary">
          {t('notFound.code')}
        </p>
        <h1 className="text-2xl text-muted-foreground">{t('notFound.title')}</h1>
        <Button asChild variant="link" className="text-base">
          <Link to="/">{t('notFound.backHome')}</Link>
        </Button>
      </div>
    </Container>
  );
}
