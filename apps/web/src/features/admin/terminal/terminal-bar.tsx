import { canDo, type Me } from '@comanda/shared';
import { LockKeyhole, MonitorCheck, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { useEndTerminal, useLockTerminal, useStartTerminal } from './api';
import { useIdleLock } from './use-idle-lock';

/**
 * Above the PDV: on the terminal, who operates it and "Trocar operador" (the lock screen); the
 * admin turns the session into the terminal, or, switched in on it, ends it.
 */
export function TerminalBar({ me }: { me: Me }) {
  const { t } = useTranslation();
  const start = useStartTerminal();
  const end = useEndTerminal();
  const lock = useLockTerminal();
  const onTerminal = Boolean(me.terminal);
  useIdleLock(onTerminal);
  const failed = (error: unknown) =>
    void toast.error(errorMessage(error, t('admin.terminal.changeFailed')));
  const admin = canDo(me.roles, 'settings.manage');
  if (!onTerminal) {
    if (!admin) return null;
    return (
      <div className="flex flex-wrap items-center justify-end gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={start.isPending}
          onClick={() => start.mutate(undefined, { onError: failed })}
        >
          <MonitorCheck aria-hidden />
          {t('admin.terminal.start')}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center justify-end gap-2 rounded-md border border-border p-2">
      <span className="mr-auto text-sm">
        {t('admin.terminal.operator', { name: me.name ?? me.email })}
      </span>
      {admin && (
        <Button
          variant="ghost"
          size="sm"
          disabled={end.isPending}
          onClick={() => end.mutate(undefined, { onError: failed })}
        >
          <LockKeyhole aria-hidden />
          {t('admin.terminal.end')}
        </Button>
      )}
      <Button
        size="sm"
        disabled={lock.isPending}
        onClick={() => lock.mutate(undefined, { onError: failed })}
      >
        <UsersRound aria-hidden />
        {t('admin.terminal.switch')}
      </Button>
    </div>
  );
}
