import { resetPasswordFormSchema } from '@comanda/shared';
import { TriangleAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PasswordField } from '@/components/credential-fields';
import { MainDomainRedirect } from '@/components/main-domain-redirect';
import { Button } from '@/components/ui/button';
import { useFormState } from '@/hooks/use-form-state';
import { errorMessage } from '@/lib/error-message';
import { fieldErrorsFromApi } from '@/lib/form';
import { getHostInfo } from '@/lib/runtime-config';
import { announceSessionEvent } from '@/lib/session/events';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';

/**
 * `/redefinir-senha?token=...`, where the emailed link lands. The server sends a link whose
 * token it already found invalid or expired here with `?error=` instead of a token.
 */
export function ResetPassword() {
  const { pathname, search } = useLocation();
  if (getHostInfo().kind === 'tenant') return <MainDomainRedirect path={`${pathname}${search}`} />;
  return <ResetPasswordScreen />;
}

function ResetPasswordScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');

  if (!token || params.has('error')) {
    return (
      <AuthCard title={t('passwordReset.reset.title')}>
        <InvalidLink message={t('passwordReset.reset.invalidLink')} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('passwordReset.reset.title')}>
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useFormState({ newPassword: '', confirmPassword: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const reset = useResetPassword();
  const busy = reset.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const data = form.validate(resetPasswordFormSchema);
    if (!data) return;
    setFailure(null);
    reset.mutate(
      { newPassword: data.newPassword, token },
      {
        onSuccess: async () => {
          announceSessionEvent('PASSWORD_RECOVERY');
          toast.success(t('passwordReset.reset.done'));
          await navigate('/auth', { replace: true });
        },
        onError: (error) => {
          form.setErrors(fieldErrorsFromApi(error));
          const message = errorMessage(error, t('passwordReset.reset.failed'));
          setFailure(message);
          toast.error(message);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {failure && <InvalidLink message={failure} />}
      <PasswordField
        label={t('passwordReset.reset.newPassword')}
        purpose="new"
        disabled={busy}
        {...form.bind('newPassword')}
      />
      <PasswordField
        label={t('passwordReset.reset.confirmPassword')}
        purpose="confirm"
        disabled={busy}
        {...form.bind('confirmPassword')}
      />
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? t('passwordReset.reset.submitting') : t('passwordReset.reset.submit')}
      </Button>
      <Button asChild variant="link">
        <Link to="/auth">{t('passwordReset.backToLogin')}</Link>
      </Button>
    </form>
  );
}

function InvalidLink({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="grid gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm"
    >
      <p className="flex items-start gap-2 text-destructive">
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        {message}
      </p>
      <Link
        to="/recuperar-senha"
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {t('passwordReset.reset.requestNew')}
      </Link>
    </div>
  );
}
