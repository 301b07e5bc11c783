import { shopRoleLabels, type PinPerson } from '@comanda/shared';
import { LockKeyhole } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { ErrorState, LoadingState } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { errorMessage } from '@/lib/error-message';
import { useSwitchOperator, useTerminal } from './api';

/**
 * The terminal's lock screen (issue 32, decision 056): nobody operates the shop's terminal
 * (just turned on, "Trocar operador", or idle too long). One taps their name and types their
 * PIN; the server counts wrong PINs (ten lock that PIN) and logs each one.
 */
export function LockScreen() {
  const { t } = useTranslation();
  const terminal = useTerminal();
  return (
    <main className="grid min-h-svh place-items-center bg-muted/40 p-4">
      <Card className="w-full max-w-lg">
        <CardHeader>
          <h1 className="flex items-center gap-2 text-xl font-semibold">
            <LockKeyhole aria-hidden className="size-5" />
            {t('admin.terminal.lockedTitle')}
          </h1>
          <CardDescription>{t('admin.terminal.lockedDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          {terminal.isPending ? (
            <LoadingState label={t('admin.terminal.loading')} />
          ) : terminal.isError ? (
            <ErrorState
              message={errorMessage(terminal.error, t('admin.terminal.loadFailed'))}
              retrying={terminal.isFetching}
              onRetry={() => void terminal.refetch()}
            />
          ) : terminal.data.people.length === 0 ? (
            <p>{t('admin.terminal.nobody')}</p>
          ) : (
            <PinForm people={terminal.data.people} />
          )}
        </CardContent>
      </Card>
    </main>
  );
}

function PinForm({ people }: { people: PinPerson[] }) {
  const { t } = useTranslation();
  const switchIn = useSwitchOperator();
  const [chosen, setChosen] = useState<PinPerson | null>(null);
  const [pin, setPin] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    switchIn.mutate({ userId: chosen.id, pin }, { onError: () => setPin('') });
  }
  return (
    <form className="grid gap-4" onSubmit={submit}>
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium">{t('admin.terminal.who')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {people.map((person) => (
            <Button
              key={person.id}
              type="button"
              variant={chosen?.id === person.id ? 'default' : 'outline'}
              aria-pressed={chosen?.id === person.id}
              className="h-auto flex-col py-3"
              onClick={() => setChosen(person)}
            >
              <span>{person.name}</span>
              <span className="text-xs font-normal">{shopRoleLabels[person.role]}</span>
            </Button>
          ))}
        </div>
      </fieldset>
      {chosen && (
        <FormField
          label={t('admin.terminal.pinOf', { name: chosen.name })}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          autoFocus
          value={pin}
          onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
          {...(switchIn.error
            ? { error: errorMessage(switchIn.error, t('admin.terminal.switchFailed')) }
            : {})}
        />
      )}
      <Button type="submit" disabled={!chosen || pin.length < 4 || switchIn.isPending}>
        {t('admin.terminal.enter')}
      </Button>
    </form>
  );
}
