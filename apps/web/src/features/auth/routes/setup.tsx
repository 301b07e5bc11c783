import { setupRequestSchema, type SetupRequest } from '@comanda/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { EmailField, PasswordField } from '@/components/credential-fields';
import { FormField } from '@/components/form-field';
import { LoadingScreen } from '@/components/loading-screen';
import { MainDomainRedirect } from '@/components/main-domain-redirect';
import { Button } from '@/components/ui/button';
import { useFormState } from '@/hooks/use-form-state';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { fieldErrorsFromApi } from '@/lib/form';
import { getHostInfo } from '@/lib/runtime-config';
import { announceSessionEvent } from '@/lib/session/events';
import { refreshSession } from '@/lib/session/get-me';
import { createSuperAdmin } from '../api/create-super-admin';
import { setupStatusQueryKey, useSetupStatus } from '../api/get-setup-status';
import { signInEmail } from '../api/sign-in-email';
import { AuthCard } from '../components/auth-card';
import { setupTimings, wait } from '../utils/setup-timings';

/** SPEC §2: the form comes prefilled with a default admin name and contact address. */
export const setupDefaults = { name: 'Administrador', email: 'admin@comanda.app' } as const;

/** `/setup`, the first-time super-admin setup (SPEC §2): main domain only, like /auth. */
export function Setup() {
  if (getHostInfo().kind === 'tenant') return <MainDomainRedirect path="/auth" />;
  return <SetupScreen />;
}

function SetupScreen() {
  const { t } = useTranslation();
  const status = useSetupStatus();

  if (status.isPending) return <LoadingScreen label={t('setup.checking')} />;
  if (status.isError) throw status.error;
  if (status.data.configured) return <AlreadyConfigured />;
  return <SetupForm />;
}

function AlreadyConfigured() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(
      () => void navigate('/auth', { replace: true }),
      setupTimings.configuredRedirectMs,
    );
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <AuthCard>
      <div role="status" className="grid justify-items-center gap-3 text-center">
        <CircleCheck aria-hidden className="size-12 text-green-600" />
        <h1 className="text-xl font-semibold">{t('setup.configured.title')}</h1>
        <p className="text-muted-foreground">{t('setup.configured.redirecting')}</p>
      </div>
    </AuthCard>
  );
}

/*
 * Create, wait 1 s, sign in (SPEC §2). Creation errors reach onError; a failed sign-in is not
 * an error of the setup: the account exists, the user is told to log in at /auth.
 */
function useSetupMutation() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: SetupRequest) => {
      await createSuperAdmin(request);
      toast.success(t('setup.toast.created'));
      await wait(setupTimings.signInDelayMs);
      try {
        const answer = await signInEmail({ email: request.email, password: request.password });
        if (answer.twoFactorRedirect) throw new Error('Conta nova não deveria pedir 2FA');
      } catch (error) {
        console.error('Login após a configuração falhou', error);
        toast.info(t('setup.toast.signInFailed'));
        await navigate('/auth', { replace: true });
        queryClient.removeQueries({ queryKey: setupStatusQueryKey });
        return;
      }
      toast.success(t('setup.toast.signedIn'));
      await refreshSession(queryClient);
      announceSessionEvent('SIGNED_IN');
      await wait(setupTimings.successRedirectMs);
      await navigate('/superadmin', { replace: true });
    },
    retry: false,
  });
}

function SetupForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useFormState({
    name: setupDefaults.name,
    email: setupDefaults.email,
    password: '',
    confirmPassword: '',
  });
  const setup = useSetupMutation();
  const busy = setup.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const data = form.validate(setupRequestSchema);
    if (!data) return;
    setup.mutate(data, {
      onError: (error) => {
        form.setErrors(fieldErrorsFromApi(error));
        toast.error(errorMessage(error, t('setup.toast.failed')));
        // Someone finished the setup first: show that instead of a form that cannot work.
        if (isApiError(error, 'CONFLICT')) {
          void queryClient.invalidateQueries({ queryKey: setupStatusQueryKey });
        }
      },
    });
  }

  return (
    <AuthCard title={t('setup.title')} description={t('setup.description')}>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <FormField
          label={t('setup.fields.name')}
          autoComplete="name"
          required
          disabled={busy}
          {...form.bind('name')}
        />
        <EmailField disabled={busy} {...form.bind('email')} />
        <PasswordField purpose="new" disabled={busy} {...form.bind('password')} />
        <PasswordField
          label={t('setup.fields.confirmPassword')}
          purpose="confirm"
          placeholder={t('setup.fields.confirmPasswordPlaceholder')}
          disabled={busy}
          {...form.bind('confirmPassword')}
        />
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? t('setup.submitting') : t('setup.submit')}
        </Button>
        <Button type="button" variant="link" disabled={busy} onClick={() => void navigate('/auth')}>
          {t('setup.haveAccount')}
        </Button>
      </form>
    </AuthCard>
  );
}
