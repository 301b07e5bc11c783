import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ErrorState, LoadingState } from '@/components/query-states';
import { errorMessage } from '@/lib/error-message';
import { useFiscalSettings } from '../api/fiscal-settings';
import { CertificateCard } from '../components/certificate-card';
import { FiscalEditor } from '../components/fiscal-editor';
import { FiscalWarnings } from '../components/fiscal-warnings';
import { ReadinessCard } from '../components/readiness-card';

/** /admin/configuracoes/nfce: the shop's NFC-e settings and A1 certificate (decision 031). */
export default function FiscalSettingsScreen() {
  const { t } = useTranslation();
  const settings = useFiscalSettings();
  return (
    <div className="grid gap-6">
      <PageHeader title={t('fiscal.title')} description={t('fiscal.description')} />
      {settings.isPending ? (
        <LoadingState label={t('fiscal.loading')} />
      ) : settings.isError ? (
        <ErrorState
          message={errorMessage(settings.error, t('fiscal.loadFailed'))}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <>
          <FiscalWarnings warnings={settings.data.warnings} />
          <ReadinessCard />
          <FiscalEditor
            key={JSON.stringify({ ...settings.data, certificate: null, warnings: [] })}
            settings={settings.data}
          />
          <CertificateCard settings={settings.data} />
        </>
      )}
    </div>
  );
}
