import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MainDomainRedirect } from '@/components/main-domain-redirect';
import { getHostInfo } from '@/lib/runtime-config';
import { usePublicPlatform } from '../api/get-public-platform';
import { AuthCard } from '../components/auth-card';
import { DemoAdminHint } from '../components/demo-admin-hint';
import { LoginForm } from '../components/login-form';
import { SignUpForm } from '../components/sign-up-form';
import { TwoFactorForm } from '../components/two-factor-form';

type Mode = 'login' | 'sign-up' | 'two-factor';

/** `/auth` (SPEC §2): login, sign-up and the second factor; main domain only. */
export function Auth() {
  if (getHostInfo().kind === 'tenant') return <MainDomainRedirect path="/auth" />;
  return <AuthScreen />;
}

function AuthScreen() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('login');
  // Closed by the super admin: no 'Criar conta' (the server refuses it anyway). While the
  // setting loads, or if it cannot be read, the toggle shows and the server decides.
  const signupOpen = usePublicPlatform().data?.signupOpen ?? true;

  switch (mode) {
    case 'login':
      return (
        <AuthCard description={t('auth.login.description')}>
          <LoginForm
            onSignUp={signupOpen ? () => setMode('sign-up') : undefined}
            onTwoFactor={() => setMode('two-factor')}
          />
          <DemoAdminHint />
        </AuthCard>
      );
    case 'sign-up':
      return (
        <AuthCard description={t('auth.signUp.description')}>
          <SignUpForm onLogin={() => setMode('login')} />
        </AuthCard>
      );
    case 'two-factor':
      return (
        <AuthCard title={t('auth.twoFactor.title')}>
          <TwoFactorForm onCancel={() => setMode('login')} />
        </AuthCard>
      );
  }
}
