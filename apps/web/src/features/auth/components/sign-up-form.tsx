import { signUpRequestSchema, type SignUpRequest } from '@comanda/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { EmailField, PasswordField } from '@/components/credential-fields';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { useFormState } from '@/hooks/use-form-state';
import { saveFailed } from '@/lib/form';
import { announceSessionEvent } from '@/lib/session/events';
import { refreshSession, rolesOf } from '@/lib/session/get-me';
import { signUpEmail } from '../api/sign-up-email';
import { destinationAfterSignUp } from '../utils/destination';

export function SignUpForm({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useFormState({ name: '', email: '', password: '' });

  const signUp = useMutation({
    mutationFn: async (account: SignUpRequest) => {
      await signUpEmail(account);
      const session = await refreshSession(queryClient);
      if (session && session.status !== 'signed-in') {
        // Created, but without a session (e.g. the server wants the email confirmed first).
        toast.success(t('auth.toast.signedUp'));
        return 'sign-in' as const;
      }
      // A failed role lookup (undefined) counts as no roles: /admin, whose guard decides.
      announceSessionEvent('SIGNED_IN');
      const { to, toast: message } = destinationAfterSignUp(rolesOf(session));
      toast.success(t(message));
      await navigate(to, { replace: true });
      return 'signed-in' as const;
    },
    retry: false,
  });
  const busy = signUp.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const data = form.validate(signUpRequestSchema);
    if (!data) return;
    signUp.mutate(data, {
      onSuccess: (outcome) => {
        if (outcome === 'sign-in') onLogin();
      },
      onError: saveFailed(form.setErrors, t('auth.toast.signUpFailed')),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField
        label={t('auth.fields.name')}
        autoComplete="name"
        required
        disabled={busy}
        {...form.bind('name')}
      />
      <EmailField disabled={busy} {...form.bind('email')} />
      <PasswordField purpose="new" disabled={busy} {...form.bind('password')} />
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? t('auth.signUp.submitting') : t('auth.signUp.submit')}
      </Button>
      <Button type="button" variant="link" disabled={busy} onClick={onLogin}>
        {t('auth.signUp.toggle')}
      </Button>
    </form>
  );
}
