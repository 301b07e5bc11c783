import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardDescription, CardHeader } from '@/components/ui/card';

/** The content of a panel module that a later issue builds: its title, honestly unfinished. */
export function ModulePlaceholder({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <Card>
        <CardHeader className="justify-items-center gap-3 py-10 text-center">
          <Construction aria-hidden className="size-10 text-primary" />
          <CardDescription className="text-base">{t('panel.underConstruction')}</CardDescription>
        </CardHeader>
      </Card>
    </div>
  );
}
