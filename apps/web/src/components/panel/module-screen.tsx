import { TriangleAlert } from 'lucide-react';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Loading } from '@/components/loading-screen';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { ErrorBoundary } from './error-boundary';

/** A panel screen's chunk: `import('...')` of a module with a default export. */
export type ModuleLoader = () => Promise<{ default: ComponentType }>;

interface ModuleScreenProps {
  /** The module's name as the user knows it: 'Produtos', 'Minha conta'... */
  title: string;
  load: ModuleLoader;
  dashboardPath: string;
}

/**
 * A panel module (SPEC §2): downloaded on first visit with 'Carregando {module}...', and
 * isolated, so a module that fails shows 'Módulo temporariamente indisponível' while the
 * sidebar and the other modules keep working.
 */
export function ModuleScreen({ title, load, dashboardPath }: ModuleScreenProps) {
  // Kept in state for a stable identity; 'Recarregar módulo' makes a new one, which asks for
  // the chunk again instead of replaying React.lazy's remembered failure.
  const [Module, setModule] = useState(() => lazy(load));
  return (
    <ErrorBoundary
      name={`Módulo ${title}`}
      fallback={({ reset }) => (
        <ModuleUnavailable
          title={title}
          dashboardPath={dashboardPath}
          onRetry={() => {
            setModule(() => lazy(load));
            reset();
          }}
          onLeave={reset}
        />
      )}
    >
      <Suspense fallback={<ModuleLoading title={title} />}>
        <Module />
      </Suspense>
    </ErrorBoundary>
  );
}

function ModuleLoading({ title }: { title: string }) {
  const { t } = useTranslation();
  return <Loading label={t('panel.loadingModule', { module: title })} room="module" />;
}

function ModuleUnavailable({
  title,
  dashboardPath,
  onRetry,
  onLeave,
}: {
  title: string;
  dashboardPath: string;
  onRetry: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="flex min-h-64 items-center justify-center">
      <Card role="alert" className="w-full max-w-md text-center">
        <CardHeader className="justify-items-center gap-3">
          <TriangleAlert aria-hidden className="size-12 text-destructive" />
          <h2 className="text-xl font-semibold">{t('panel.moduleError.title')}</h2>
          <CardDescription>{t('panel.moduleError.description', { module: title })}</CardDescription>
        </CardHeader>
        <CardFooter className="flex-wrap justify-center">
          <Button onClick={onRetry}>{t('panel.moduleError.retry')}</Button>
          <Button
            variant="outline"
            onClick={() => {
              onLeave();
              void navigate(dashboardPath);
            }}
          >
            {t('panel.moduleError.toDashboard')}
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
