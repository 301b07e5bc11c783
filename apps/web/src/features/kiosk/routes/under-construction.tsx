import { useTranslation } from 'react-i18next';
import { UnderConstruction } from '@/components/under-construction';

/** Every kiosk step after the welcome screen, until it is built. */
export function KioskUnderConstruction() {
  const { t } = useTranslation();
  return <UnderConstruction title={t('kiosk.underConstruction')} backTo="/totem" />;
}
