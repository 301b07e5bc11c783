import { useTranslation } from 'react-i18next';
import { UnderConstruction } from '@/components/under-construction';
import { MainDomainRedirect } from '../components/main-domain-redirect';
import { getHostInfo } from '@/lib/runtime-config';

/** `/setup`, the first-time super-admin setup: main domain only, like /auth. */
export function Setup() {
  const { t } = useTranslation();
  if (getHostInfo().kind === 'tenant') return <MainDomainRedirect path="/auth" />;
  return <UnderConstruction title={t('auth.setupUnderConstruction')} backTo="/" />;
}
