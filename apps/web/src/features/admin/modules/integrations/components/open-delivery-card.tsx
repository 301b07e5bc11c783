import { formatTaxId, type OpenDeliveryConnection } from '@comanda/shared';
import { LoaderCircle, PlugZap, Unplug } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { QueryView } from '@/components/query-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useFormState } from '@/hooks/use-form-state';
import { saveFailed } from '@/lib/form';
import { useChangeOpenDelivery, useOpenDeliveryConnection } from '../api/integrations';

/**
 * /admin/integracoes → "Open Delivery" (issue 34, decision 059): the shop connects its merchant
 * at an Ordering Application that speaks Abrasel's standard (Keeta, aiqfome...) with the base
 * URL and the credentials that application issued to it. The secret is never shown back.
 */
export function OpenDeliveryCard() {
  const { t } = useTranslation();
  const connection = useOpenDeliveryConnection();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('integrations.openDelivery.title')}</CardTitle>
        <CardDescription>{t('integrations.openDelivery.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <QueryView
          query={connection}
          loading={t('integrations.openDelivery.loading')}
          failed={t('integrations.openDelivery.loadFailed')}
        >
          {(view) =>
            view.connected ? (
              <Connected view={view} />
            ) : (
              <ConnectForm key={view.baseUrl} view={view} />
            )
          }
        </QueryView>
      </CardContent>
    </Card>
  );
}

function Connected({ view }: { view: OpenDeliveryConnection }) {
  const { t } = useTranslation();
  const change = useChangeOpenDelivery();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="grid gap-1 text-sm">
        <span>
          <Badge variant="success">{t('integrations.openDelivery.connected')}</Badge>
        </span>
        <span className="text-muted-foreground break-all">
          {view.baseUrl} · {view.merchantId}
        </span>
      </p>
      <Button
        type="button"
        variant="outline"
        disabled={change.isPending}
        onClick={() =>
          change.mutate(
            { disconnect: true },
            {
              onSuccess: () => toast.success(t('integrations.openDelivery.disconnected')),
              onError: saveFailed(() => undefined, t('integrations.openDelivery.changeFailed')),
            },
          )
        }
      >
        <Unplug aria-hidden />
        {t('integrations.openDelivery.disconnect')}
      </Button>
    </div>
  );
}

type Field = 'baseUrl' | 'clientId' | 'clientSecret' | 'merchantId' | 'platformCnpj';

function ConnectForm({ view }: { view: OpenDeliveryConnection }) {
  const { t } = useTranslation();
  const change = useChangeOpenDelivery();
  const { values, errors, setErrors, setField } = useFormState<Record<Field, string>>(() => ({
    baseUrl: view.baseUrl ?? '',
    clientId: view.clientId ?? '',
    clientSecret: '',
    merchantId: view.merchantId ?? '',
    platformCnpj: view.platformCnpj ? formatTaxId(view.platformCnpj) : '',
  }));
  const busy = change.isPending;

  function connect(event: FormEvent) {
    event.preventDefault();
    const { clientSecret, ...rest } = values;
    change.mutate(
      { connect: { ...rest, ...(clientSecret.trim() ? { clientSecret } : {}) } },
      {
        onSuccess: () => {
          setErrors({});
          toast.success(t('integrations.openDelivery.connectedToast'));
        },
        onError: saveFailed(setErrors, t('integrations.openDelivery.changeFailed')),
      },
    );
  }

  const field = (
    name: Field,
    extra: { type?: string; hint?: string; inputMode?: 'numeric' } = {},
  ) => (
    <FormField
      label={t(`integrations.openDelivery.${name}`)}
      value={values[name]}
      autoComplete="off"
      disabled={busy}
      error={errors[name]}
      onChange={(event) => setField(name, event.target.value)}
      {...extra}
    />
  );

  return (
    <form noValidate onSubmit={connect} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {field('baseUrl', { type: 'url', hint: t('integrations.openDelivery.baseUrlHint') })}
        {field('merchantId')}
        {field('clientId')}
        {field('clientSecret', {
          type: 'password',
          hint: view.secretSet ? t('integrations.openDelivery.secretKept') : undefined,
        })}
        {field('platformCnpj', {
          inputMode: 'numeric',
          hint: t('integrations.openDelivery.platformCnpjHint'),
        })}
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <PlugZap aria-hidden />}
          {busy
            ? t('integrations.openDelivery.connecting')
            : t('integrations.openDelivery.connect')}
        </Button>
      </div>
    </form>
  );
}
