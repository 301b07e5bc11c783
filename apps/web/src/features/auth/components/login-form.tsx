import { signInRequestSchema } from '@comanda/shared';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { EmailField, PasswordField } from '@/components/credential-fields';
import { Button } from '@/components/ui/button';
import { useFormState } from '@/hooks/use-form-state';
import { errorMessage } from '@/lib/error-message';
import { signInEmail } from '../api/sign-in-email';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';

interface LoginFormProps {
  /** Absent when public sign-up is closed: the 'Criar conta' toggle is not offered. */
  onSignUp?: () => void;
  /** The account has two factors: the code is asked next. */
  onTwoFactor: () => void;
}

export function LoginForm({ onSignUp, onTwoFactor }: LoginFormProps) {
  const { t } = useTranslation();
  const form = useFormState({ email: '', password: '' });
  const finishSignIn = useFinishSignIn();
  const signIn = useMutation({
    mutationFn: async (credentials: { email: string; password: string }) => {
      const answer = await signInEmail(credentials);
      if (answer.twoFactorRedirect) return 'two-factor' as const;
      await finishSignIn();
      return 'signed-in' as const;
    },
    retry: false,
  });
  const busy = signIn.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const data = form.validate(signInRequestSchema);
    if (!data) return;
    signIn.mutate(data, {
      onSuccess: (outcome) => {
        if (outcome === 'two-factor') onTwoFactor();
      },
      onError: (error) => toast.error(errorMessage(error, t('auth.toast.signInFailed'))),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <EmailField disabled={busy} {...form.bind('email')} />
      <PasswordField purpose="current" disabled={busy} {...form.bind('password')} />
      <div className="-mt-2 text-right">
        <Link
          to="/recuperar-senha"
          className="text-sm text-primary underline-offset-4 hover:underline"
        >
          {t('auth.forgotPassword')}
        </Link>
      </div>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
      {onSignUp && (
        <Button type="button" variant="link" disabled={busy} onClick={onSignUp}>
          {t('auth.login.toggle')}
        </Button>
      )}
    </form>
  );
}
