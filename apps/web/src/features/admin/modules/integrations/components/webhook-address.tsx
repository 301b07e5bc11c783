import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';

/**
 * Where Mercado Pago sends this shop's notifications. Without the platform's public address
 * (PUBLIC_URL, a server setting) there is none: the owner cannot change that, so they are told
 * whom to ask; the super admin is told the setting (issue #30).
 */
export function WebhookAddress({ url, superAdmin }: { url: string | null; superAdmin: boolean }) {
  const { t } = useTranslation();
  if (url) return <Input readOnly aria-label={t('integrations.webhookUrl')} value={url} />;
  return (
    <p className="text-sm text-muted-foreground">
      {superAdmin
        ? t('integrations.webhookUrlMissingPlatform')
        : t('integrations.webhookUrlMissing')}
    </p>
  );
}
