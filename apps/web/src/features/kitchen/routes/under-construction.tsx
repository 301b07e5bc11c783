import { useTranslation } from 'react-i18next';
import { UnderConstruction } from '@/components/under-construction';

/** `/impressora-cozinha`, the kitchen monitor, until it is built. */
export function KitchenUnderConstruction() {
  const { t } = useTranslation();
  return <UnderConstruction title={t('kitchen.underConstruction')} backTo="/" />;
}
