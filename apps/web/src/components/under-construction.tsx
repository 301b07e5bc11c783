import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardFooter, CardHeader } from '@/components/ui/card';

interface UnderConstructionProps {
  /** The full sentence, naming the area, e.g. 'Painel administrativo — em construção'. */
  title: string;
  /** Where 'Voltar ao início' leads; omitted where that would lead straight back here. */
  backTo?: string;
}

/** Stands in for an area that is not built yet, without pretending to work. */
export function UnderConstruction({ title, backTo }: UnderConstructionProps) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted p-6">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="justify-items-center">
          <Construction aria-hidden className="size-12 text-primary" />
          <h1 className="text-xl leading-tight font-semibold">{title}</h1>
        </CardHeader>
        {backTo && (
          <CardFooter className="justify-center">
            <Button asChild variant="outline">
              <Link to={backTo}>{t('app.backToStart')}</Link>
            </Button>
          </CardFooter>
        )}
      </Card>
    </main>
  );
}
