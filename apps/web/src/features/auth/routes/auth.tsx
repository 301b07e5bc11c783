import { useTranslation } from 'react-i18next';
import { UnderConstruction } from '@/components/under-construction';
import { MainDomainRedirect } from '../components/main-domain-redirect';
import { getHostInfo } from '@/lib/runtime-config';

/** `/auth`: sign-in lives on the main domain only. */
export function Auth() {
  const { t } = useTranslation();
  if (getHostInfo().kind === 'tenant') return <MainDomainRedirect path="/auth" />;
  // No back link: '/' on this host leads straight back here.
  return <UnderConstruction title={t('auth.underConstruction')} />;
}
