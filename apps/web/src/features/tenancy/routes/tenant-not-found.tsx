import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { StatusScreen } from '@/components/status-screen';

export function TenantNotFound() {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={<SearchX aria-hidden className="size-14 text-muted-foreground" />}
      title={t('tenancy.notFound.title')}
      description={t('tenancy.notFound.description')}
      largeText
      actions={
        <Button asChild size="lg">
          <Link to="/">{t('tenancy.notFound.backHome')}</Link>
        </Button>
      }
    />
  );
}
