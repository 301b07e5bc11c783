import { ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardDescription, CardHeader } from '@/components/ui/card';

/**
 * A screen the person's role may not use (decision 051): it says so, in the server's own words
 * (the API answers the same 403), instead of loading a module whose data would be refused.
 */
export function ScreenDenied({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Card className="mx-auto w-full max-w-lg text-center" role="alert">
      <CardHeader className="justify-items-center gap-3">
        <ShieldX aria-hidden className="size-12 text-destructive" />
        <h1 className="text-2xl font-bold">{t('admin.screenDenied.title')}</h1>
        <CardDescription className="text-base">{message}</CardDescription>
      </CardHeader>
    </Card>
  );
}
