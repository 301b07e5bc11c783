import { useTranslation } from 'react-i18next';
import { ModulePlaceholder } from '@/components/panel/module-placeholder';

export default function Establishments() {
  const { t } = useTranslation();
  return <ModulePlaceholder title={t('superadmin.modules.establishments')} />;
}
