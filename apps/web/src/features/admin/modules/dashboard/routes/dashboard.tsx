import { useTranslation } from 'react-i18next';
import { ModulePlaceholder } from '@/components/panel/module-placeholder';
import { HealthWidget } from '../components/health-widget';

export default function Dashboard() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6">
      <ModulePlaceholder title={t('admin.modules.dashboard')} />
      <HealthWidget />
    </div>
  );
}
