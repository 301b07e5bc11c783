import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { StatusScreen } from '@/components/status-screen';
import { usePageFirstScreenGone } from '@/lib/page-first-screen';

/** Router errorElement at the root: any error a route throws ends here. */
export function RootErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  // The error, not /cardapio's server-drawn menu (decision 088), is what is shown.
  usePageFirstScreenGone();

  useEffect(() => {
    console.error('Unhandled route error:', error);
  }, [error]);

  return (
    <StatusScreen
      icon={<TriangleAlert aria-hidden className="size-14 text-destructive" />}
      title={t('errors.boundary.title')}
      description={t('errors.boundary.description')}
      actions={
        <>
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
        </>
      }
    />
  );
}
