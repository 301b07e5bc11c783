import type { IssuedPrintAgentToken, PrintAgentToken } from '@comanda/shared';
import { KeyRound, LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useFormState } from '@/hooks/use-form-state';
import { errorMessage } from '@/lib/error-message';
import { saveFailed } from '@/lib/form';
import { useAgentTokens, useIssueAgentToken, useRevokeAgentToken } from '../api/agent-tokens';
import { formatDateTime } from '@comanda/shared';

/** Print agents: issue a token (shown once, with the command to run), see who is online, revoke. */
export function AgentTokensCard() {
  const { t } = useTranslation();
  const tokens = useAgentTokens();
  const issue = useIssueAgentToken();
  const form = useFormState({ name: '' });
  const name = form.values.name;
  const [issued, setIssued] = useState<IssuedPrintAgentToken | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return;
    issue.mutate(name.trim(), {
      onSuccess: (token) => {
        setIssued(token);
        form.reset();
      },
      onError: saveFailed(form.setErrors, t('printing.agents.issueFailed')),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('printing.agents.title')}</CardTitle>
        <CardDescription>{t('printing.agents.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
          <div className="min-w-56 flex-1">
            <FormField
              label={t('printing.agents.name')}
              placeholder={t('printing.agents.namePlaceholder')}
              disabled={issue.isPending}
              {...form.bind('name')}
            />
          </div>
          <Button type="submit" disabled={issue.isPending || !name.trim()}>
            {issue.isPending ? (
              <LoaderCircle aria-hidden className="animate-spin" />
            ) : (
              <KeyRound aria-hidden />
            )}
            {t('printing.agents.issue')}
          </Button>
        </form>
        {issued && (
          <div role="status" className="grid gap-2 rounded-lg border border-primary bg-accent p-3">
            <p className="text-sm font-medium">{t('printing.agents.issuedOnce')}</p>
            <code
              className="break-all rounded bg-background p-2 text-xs"
              data-testid="agent-command"
            >
              npx comanda-print-agent --server {window.location.origin} --token {issued.token}
            </code>
          </div>
        )}
        <ul className="divide-y divide-border">
          {(tokens.data ?? []).map((token) => (
            <AgentTokenRow key={token.id} token={token} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** One agent: when it was last seen, online or not, and its revoke button. */
function AgentTokenRow({ token }: { token: PrintAgentToken }) {
  const { t } = useTranslation();
  const revoke = useRevokeAgentToken();
  return (
    <li className="flex flex-wrap items-center gap-3 py-2">
      <div className="grid flex-1 gap-0.5">
        <span className="font-medium">{token.name}</span>
        <span className="text-sm text-muted-foreground">
          {token.lastSeenAt
            ? t('printing.agents.lastSeen', { when: formatDateTime(token.lastSeenAt) })
            : t('printing.agents.neverSeen')}
        </span>
      </div>
      {token.revokedAt ? (
        <Badge variant="secondary">{t('printing.agents.revoked')}</Badge>
      ) : (
        <>
          <Badge variant={token.connected ? 'success' : 'secondary'}>
            {token.connected ? t('printing.agents.online') : t('printing.agents.offline')}
          </Badge>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="text-destructive hover:text-destructive"
            disabled={revoke.isPending}
            onClick={() =>
              revoke.mutate(token.id, {
                onSuccess: () => toast.success(t('printing.agents.revokedToast')),
                onError: (error) =>
                  toast.error(errorMessage(error, t('printing.agents.revokeFailed'))),
              })
            }
          >
            {t('printing.agents.revoke')}
          </Button>
        </>
      )}
    </li>
  );
}
