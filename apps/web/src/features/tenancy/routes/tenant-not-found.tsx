import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';

export function TenantNotFound() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted p-6">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="justify-items-center gap-3">
          <SearchX aria-hidden className="size-14 text-muted-foreground" />
          <h1 className="text-2xl font-bold">{t('tenancy.notFound.title')}</h1>
          <CardDescription className="text-base">
            {t('tenancy.notFound.description')}
          </CardDescription>
        </CardHeader>
        <CardFooter className="justify-center">
          <Button asChild size="lg">
            <Link to="/">{t('tenancy.notFound.backHome')}</Link>
          </Button>
        </CardFooter>
      </Card>
    </main>
  );
}
