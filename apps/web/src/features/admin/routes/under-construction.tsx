import { useTranslation } from 'react-i18next';
import { UnderConstruction } from '@/components/under-construction';

export function AdminUnderConstruction() {
  const { t } = useTranslation();
  return <UnderConstruction title={t('admin.underConstruction')} backTo="/" />;
}
