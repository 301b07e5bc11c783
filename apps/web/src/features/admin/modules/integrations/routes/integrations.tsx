import { useTranslation } from 'react-i18next';
import { ModulePlaceholder } from '@/components/panel/module-placeholder';

export default function Integrations() {
  const { t } = useTranslation();
  return <ModulePlaceholder title={t('admin.modules.integrations')} />;
}
