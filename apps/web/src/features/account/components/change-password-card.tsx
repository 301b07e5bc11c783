import { changePasswordFormSchema } from '@comanda/shared';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PasswordField } from '@/components/credential-fields';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useFormState } from '@/hooks/use-form-state';
import { saveFailed } from '@/lib/form';
import { announceSessionEvent } from '@/lib/session/events';
import { useChangePassword } from '../api/change-password';

export function ChangePasswordCard() {
  const { t } = useTranslation();
  const form = useFormState({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const changePassword = useChangePassword();
  const busy = changePassword.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const data = form.validate(changePasswordFormSchema);
    if (!data) return;
    const { currentPassword, newPassword } = data;
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset();
          announceSessionEvent('USER_UPDATED');
          toast.success(t('account.password.changed'));
        },
        onError: saveFailed(form.setErrors, t('account.password.failed')),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('account.password.title')}</CardTitle>
        <CardDescription>{t('account.password.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid max-w-md gap-4">
          <PasswordField
            label={t('account.password.current')}
            purpose="current"
            disabled={busy}
            {...form.bind('currentPassword')}
          />
          <PasswordField
            label={t('account.password.new')}
            purpose="new"
            disabled={busy}
            {...form.bind('newPassword')}
          />
          <PasswordField
            label={t('account.password.confirm')}
            purpose="confirm"
            disabled={busy}
            {...form.bind('confirmPassword')}
          />
          <Button type="submit" disabled={busy} className="justify-self-start">
            {busy ? t('account.password.submitting') : t('account.password.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
