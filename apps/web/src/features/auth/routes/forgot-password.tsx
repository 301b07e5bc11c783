import { passwordResetEmailSchema } from '@comanda/shared';
import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { EmailField } from '@/components/credential-fields';
import { MainDomainRedirect } from '@/components/main-domain-redirect';
import { Button } from '@/components/ui/button';
import { useFormState } from '@/hooks/use-form-state';
import { errorMessage } from '@/lib/error-message';
import { getHostInfo } from '@/lib/runtime-config';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from '../components/auth-card';

/** `/recuperar-senha`: asks for a password-reset link by email. */
export function ForgotPassword() {
  const { pathname, search } = useLocation();
  if (getHostInfo().kind === 'tenant') return <MainDomainRedirect path={`${pathname}${search}`} />;
  return <ForgotPasswordScreen />;
}

function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const form = useFormState({ email: '' });
  const [sent, setSent] = useState(false);
  const request = useRequestPasswordReset();
  const busy = request.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const data = form.validate(passwordResetEmailSchema);
    if (!data) return;
    request.mutate(data.email, {
      onSuccess: () => setSent(true),
      onError: (error) => toast.error(errorMessage(error, t('passwordReset.request.failed'))),
    });
  }

  return (
    <AuthCard title={t('passwordReset.request.title')}>
      {sent ? (
        <div role="status" className="grid justify-items-center gap-4 text-center">
          <MailCheck aria-hidden className="size-12 text-primary" />
          <p>{t('passwordReset.request.sent')}</p>
          <Button asChild variant="outline">
            <Link to="/auth">{t('passwordReset.backToLogin')}</Link>
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-4">
          <p className="text-sm text-muted-foreground">{t('passwordReset.request.description')}</p>
          <EmailField disabled={busy} {...form.bind('email')} />
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? t('passwordReset.request.submitting') : t('passwordReset.request.submit')}
          </Button>
          <Button asChild variant="link">
            <Link to="/auth">{t('passwordReset.backToLogin')}</Link>
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
