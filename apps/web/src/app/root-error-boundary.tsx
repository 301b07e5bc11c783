import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';

/** Router errorElement at the root: any error a route throws ends here. */
export function RootErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();

  useEffect(() => {
    console.error('Unhandled route error:', error);
  }, [error]);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted p-6">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="justify-items-center gap-3">
          <TriangleAlert aria-hidden className="size-14 text-destructive" />
          <h1 className="text-2xl font-bold">{t('errors.boundary.title')}</h1>
          <CardDescription>{t('errors.boundary.description')}</CardDescription>
        </CardHeader>
        <CardFooter className="flex-wrap justify-center">
          {/* A full load: the failure may be a stale chunk that client navigation would reuse. */}
          <Button asChild variant="outline">
            <Link to="/" reloadDocument>
              {t('errors.boundary.backToStart')}
            </Link>
          </Button>
          <Button
            onClick={() => {
              window.location.reload();
            }}
          >
            {t('errors.boundary.reload')}
          </Button>
        </CardFooter>
      </Card>
    </main>
  );
}
