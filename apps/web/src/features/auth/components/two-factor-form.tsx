import { backupCodeSchema, totpCodeSchema } from '@comanda/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { useFormState } from '@/hooks/use-form-state';
import { errorMessage } from '@/lib/error-message';
import { verifyBackupCode } from '../api/verify-backup-code';
import { verifyTotp } from '../api/verify-totp';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';

/** The second step of signing in to an account with two factors. */
export function TwoFactorForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const [useBackupCode, setUseBackupCode] = useState(false);
  const form = useFormState({ code: '' });
  const finishSignIn = useFinishSignIn();
  const verify = useMutation({
    mutationFn: async ({ code, backup }: { code: string; backup: boolean }) => {
      await (backup ? verifyBackupCode(code) : verifyTotp(code));
      await finishSignIn('MFA_CHALLENGE_VERIFIED');
    },
    retry: false,
  });
  const busy = verify.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const data = form.validate(useBackupCode ? backupCodeSchema : totpCodeSchema);
    if (!data) return;
    verify.mutate(
      { code: data.code, backup: useBackupCode },
      { onError: (error) => toast.error(errorMessage(error, t('auth.twoFactor.failed'))) },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {useBackupCode ? t('auth.twoFactor.backupHint') : t('auth.twoFactor.appHint')}
      </p>
      <FormField
        key={useBackupCode ? 'backup' : 'app'}
        label={useBackupCode ? t('auth.twoFactor.backupLabel') : t('auth.twoFactor.codeLabel')}
        inputMode={useBackupCode ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        maxLength={useBackupCode ? undefined : 6}
        autoFocus
        required
        disabled={busy}
        {...form.bind('code')}
      />
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? t('auth.twoFactor.verifying') : t('auth.twoFactor.submit')}
      </Button>
      <Button
        type="button"
        variant="link"
        disabled={busy}
        onClick={() => {
          setUseBackupCode((current) => !current);
          form.reset();
          form.setErrors({});
        }}
      >
        {useBackupCode ? t('auth.twoFactor.useApp') : t('auth.twoFactor.useBackup')}
      </Button>
      <Button type="button" variant="ghost" disabled={busy} onClick={onCancel}>
        {t('auth.twoFactor.back')}
      </Button>
    </form>
  );
}
