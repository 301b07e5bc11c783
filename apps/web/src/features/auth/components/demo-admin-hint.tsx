import { useTranslation } from 'react-i18next';
import { getHostInfo } from '@/lib/runtime-config';
import { useDemoAdmin } from '../api/get-demo-admin';

/**
 * On a fresh local installation: how to sign in to the demo shop's admin. Shown only on a dev
 * host (localhost, a declared preview host), and only while the server still offers it.
 */
export function DemoAdminHint() {
  const { t } = useTranslation();
  const { data } = useDemoAdmin(getHostInfo().isDevHost);
  if (!data) return null;
  return (
    <section
      aria-label={t('auth.demoAdmin.title')}
      className="mt-6 grid gap-1 rounded-md border border-dashed p-3 text-sm"
    >
      <p className="font-medium">{t('auth.demoAdmin.title')}</p>
      <p className="text-muted-foreground">
        {t('auth.demoAdmin.description', { establishment: data.establishmentName })}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-2">
        <dt>{t('auth.fields.email')}:</dt>
        <dd className="font-mono select-all">{data.email}</dd>
        <dt>{t('auth.fields.password')}:</dt>
        <dd className="font-mono select-all">{data.password}</dd>
      </dl>
    </section>
  );
}
