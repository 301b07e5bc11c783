import { useTranslation } from 'react-i18next';
import { UnderConstruction } from '@/components/under-construction';

export function SuperadminUnderConstruction() {
  const { t } = useTranslation();
  return <UnderConstruction title={t('superadmin.underConstruction')} backTo="/" />;
}
