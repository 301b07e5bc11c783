import type { IfoodConnection } from '@comanda/shared';
import { LoaderCircle, PlugZap, Unplug } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IntegrationCard } from './integration-card';
import { toast } from 'sonner';
import { SwitchField } from '@/components/field';
import { FormField } from '@/components/form-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { useChangeIfood, useIfoodConnection } from '../api/integrations';
import { IfoodStoreStatus } from './ifood-store-status';

/**
 * /admin/integracoes → "iFood" (issue 34): the shop connects its iFood store by its Merchant ID
 * to the platform's iFood application, sees the store's status on iFood, and chooses whether
 * its iFood orders are accepted automatically.
 */
export function IfoodCard() {
  const connection = useIfoodConnection();
  return (
    <IntegrationCard name="ifood" query={connection}>
      {(view) => <IfoodConnectionEditor view={view} />}
    </IntegrationCard>
  );
}

// eslint-disable-next-line max-lines-per-function -- one screen part with its own state and markup; to split into components, #29
function IfoodConnectionEditor({ view }: { view: IfoodConnection }) {
  const { t } = useTranslation();
  const change = useChangeIfood();
  const [merchantId, setMerchantId] = useState(view.merchantId ?? '');
  const [error, setError] = useState<string>();
  const busy = change.isPending;
  const failed = (caught: unknown) => {
    const message = errorMessage(caught, t('integrations.ifood.changeFailed'));
    setError(message);
    toast.error(message);
  };

  function connect(event: FormEvent) {
    event.preventDefault();
    change.mutate(
      { connect: merchantId },
      {
        onSuccess: () => {
          setError(undefined);
          toast.success(t('integrations.ifood.connectedToast'));
        },
        onError: failed,
      },
    );
  }

  return (
    <>
      {!view.appConfigured && !view.connected && (
        <p role="status" className="rounded-lg border border-border p-3 text-sm">
          {t('integrations.ifood.appMissing')}
        </p>
      )}
      {view.connected ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm">
            <Badge variant="success">
              {t('integrations.ifood.connected', { name: view.merchantName ?? view.merchantId })}
            </Badge>{' '}
            <span className="text-muted-foreground">{view.merchantId}</span>
          </p>
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() =>
              change.mutate(
                { disconnect: true },
                {
                  onSuccess: () => toast.success(t('integrations.ifood.disconnected')),
                  onError: failed,
                },
              )
            }
          >
            <Unplug aria-hidden />
            {t('integrations.ifood.disconnect')}
          </Button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={connect}
          className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start"
        >
          <FormField
            label={t('integrations.ifood.merchantId')}
            value={merchantId}
            autoComplete="off"
            disabled={busy}
            error={error}
            hint={t('integrations.ifood.merchantIdHint')}
            onChange={(event) => setMerchantId(event.target.value)}
          />
          <Button
            type="submit"
            className="sm:mt-6"
            disabled={busy || !view.appConfigured || !merchantId.trim()}
          >
            {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <PlugZap aria-hidden />}
            {busy ? t('integrations.ifood.connecting') : t('integrations.ifood.connect')}
          </Button>
        </form>
      )}
      {view.connected && <IfoodStoreStatus />}
      <SwitchField
        label={t('integrations.ifood.autoAccept')}
        hint={t('integrations.ifood.autoAcceptHint')}
        checked={view.autoAccept}
        disabled={busy}
        onCheckedChange={(autoAccept) => change.mutate({ autoAccept }, { onError: failed })}
      />
    </>
  );
}
