import {
  passwordConfirmationSchema,
  totpCodeSchema,
  type TwoFactorEnableResponse,
} from '@comanda/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Copy, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PasswordField } from '@/components/credential-fields';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useFormState } from '@/hooks/use-form-state';
import { errorMessage } from '@/lib/error-message';
import { announceSessionEvent } from '@/lib/session/events';
import { sessionQueryKey } from '@/lib/session/get-me';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useVerifyTwoFactor } from '../api/verify-two-factor';
import { TotpQrCode } from './totp-qr-code';

/**
 * TOTP two-factor authentication: enabling asks the password, shows the QR code and the backup
 * codes, and takes effect once a code from the app is confirmed; disabling asks the password.
 */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<TwoFactorEnableResponse | null>(null);

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-3">
          <CardTitle>{t('account.twoFactor.title')}</CardTitle>
          <span
            className={
              enabled
                ? 'rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800'
                : 'rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground'
            }
          >
            {enabled ? t('account.twoFactor.on') : t('account.twoFactor.off')}
          </span>
        </div>
        <CardDescription>{t('account.twoFactor.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {enabled ? (
          <DisableForm />
        ) : setup ? (
          <ConfirmSetup setup={setup} onDone={() => setSetup(null)} />
        ) : (
          <EnableForm onStarted={setSetup} />
        )}
      </CardContent>
    </Card>
  );
}

function useRefreshSession() {
  const queryClient = useQueryClient();
  return () => {
    announceSessionEvent('USER_UPDATED');
    return queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  };
}

/** Asks the account's password before a two-factor change; `onPassword` gets it once valid. */
function PasswordConfirmForm({
  busy,
  onPassword,
  children,
}: {
  busy: boolean;
  /** `reset` empties the field (after the change went through). */
  onPassword: (password: string, reset: () => void) => void;
  /** The submit button. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const form = useFormState({ password: '' });

  function submit(event: FormEvent) {
    event.preventDefault();
    const data = form.validate(passwordConfirmationSchema);
    if (data) onPassword(data.password, form.reset);
  }

  return (
    <form noValidate onSubmit={submit} className="grid max-w-md gap-4">
      <PasswordField
        label={t('account.twoFactor.password')}
        purpose="current"
        hint={t('account.twoFactor.passwordHint')}
        disabled={busy}
        {...form.bind('password')}
      />
      {children}
    </form>
  );
}

function EnableForm({ onStarted }: { onStarted: (setup: TwoFactorEnableResponse) => void }) {
  const { t } = useTranslation();
  const enable = useEnableTwoFactor();
  const busy = enable.isPending;

  const start = (password: string, reset: () => void) =>
    enable.mutate(password, {
      onSuccess: (setup) => {
        reset();
        onStarted(setup);
      },
      onError: (error) => toast.error(errorMessage(error, t('account.twoFactor.enableFailed'))),
    });

  return (
    <PasswordConfirmForm busy={busy} onPassword={start}>
      <Button type="submit" disabled={busy} className="justify-self-start">
        <ShieldCheck aria-hidden />
        {busy ? t('account.twoFactor.enabling') : t('account.twoFactor.enable')}
      </Button>
    </PasswordConfirmForm>
  );
}

function ConfirmSetup({ setup, onDone }: { setup: TwoFactorEnableResponse; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useFormState({ code: '' });
  const verify = useVerifyTwoFactor();
  const refreshSession = useRefreshSession();
  const busy = verify.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const data = form.validate(totpCodeSchema);
    if (!data) return;
    verify.mutate(data.code, {
      onSuccess: async () => {
        toast.success(t('account.twoFactor.enabled'));
        await refreshSession();
        onDone();
      },
      onError: (error) => toast.error(errorMessage(error, t('account.twoFactor.invalidCode'))),
    });
  }

  async function copyCodes() {
    try {
      await navigator.clipboard.writeText(setup.backupCodes.join('\n'));
      toast.success(t('account.twoFactor.codesCopied'));
    } catch {
      toast.error(t('account.twoFactor.copyFailed'));
    }
  }

  return (
    <div className="grid gap-6">
      <section className="grid gap-3">
        <h3 className="font-semibold">{t('account.twoFactor.step1')}</h3>
        <TotpQrCode uri={setup.totpURI} />
      </section>
      <section className="grid gap-3">
        <h3 className="font-semibold">{t('account.twoFactor.backupCodesTitle')}</h3>
        <p className="text-sm text-muted-foreground">{t('account.twoFactor.backupCodesHint')}</p>
        <ul
          aria-label={t('account.twoFactor.backupCodesTitle')}
          className="grid max-w-md grid-cols-2 gap-2 rounded-lg border border-border bg-muted p-3 font-mono text-sm"
        >
          {setup.backupCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <Button type="button" variant="outline" className="justify-self-start" onClick={copyCodes}>
          <Copy aria-hidden />
          {t('account.twoFactor.copyCodes')}
        </Button>
      </section>
      <form noValidate onSubmit={submit} className="grid max-w-md gap-4">
        <h3 className="font-semibold">{t('account.twoFactor.step2')}</h3>
        <FormField
          label={t('auth.twoFactor.codeLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          disabled={busy}
          {...form.bind('code')}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy}>
            {busy ? t('auth.twoFactor.verifying') : t('account.twoFactor.confirm')}
          </Button>
          <Button type="button" variant="outline" disabled={busy} onClick={onDone}>
            {t('account.twoFactor.cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}

function DisableForm() {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const refreshSession = useRefreshSession();
  const busy = disable.isPending;

  const turnOff = (password: string, reset: () => void) =>
    disable.mutate(password, {
      onSuccess: async () => {
        reset();
        toast.success(t('account.twoFactor.disabled'));
        await refreshSession();
      },
      onError: (error) => toast.error(errorMessage(error, t('account.twoFactor.disableFailed'))),
    });

  return (
    <PasswordConfirmForm busy={busy} onPassword={turnOff}>
      <Button type="submit" variant="destructive" disabled={busy} className="justify-self-start">
        <ShieldOff aria-hidden />
        {busy ? t('account.twoFactor.disabling') : t('account.twoFactor.disable')}
      </Button>
    </PasswordConfirmForm>
  );
}
