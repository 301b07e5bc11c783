import { formatTaxId, type OpenDeliveryConnection } from '@comanda/shared';
import { LoaderCircle, PlugZap, Unplug } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IntegrationCard } from './integration-card';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useFormState } from '@/hooks/use-form-state';
import { saveFailed } from '@/lib/form';
import { useChangeOpenDelivery, useOpenDeliveryConnection } from '../api/integrations';

/**
 * /admin/integracoes → "Open Delivery" (issue 34, decision 059): the shop connects its merchant
 * at an Ordering Application that speaks Abrasel's standard (Keeta, aiqfome...) with the base
 * URL and the credentials that application issued to it. The secret is never shown back.
 */
export function OpenDeliveryCard() {
  const connection = useOpenDeliveryConnection();
  return (
    <IntegrationCard name="openDelivery" query={connection}>
      {(view) =>
        view.connected ? <Connected view={view} /> : <ConnectForm key={view.baseUrl} view={view} />
      }
    </IntegrationCard>
  );
}

function Connected({ view }: { view: OpenDeliveryConnection }) {
  const { t } = useTranslation();
  const change = useChangeOpenDelivery();
  return (
    <div className="grid gap-4">
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
      {view.merchantUrl && view.merchantApiKey ? <MenuAccess view={view} /> : null}
    </div>
  );
}

/** The shop's menu for its application (the standard's GET /v1/merchant, decision 079). */
function MenuAccess({ view }: { view: OpenDeliveryConnection }) {
  const { t } = useTranslation();
  return (
    <dl className="grid gap-2 text-sm">
      <dt className="font-medium">{t('integrations.openDelivery.menuUrl')}</dt>
      <dd className="text-muted-foreground font-mono break-all">{view.merchantUrl}</dd>
      <dt className="font-medium">{t('integrations.openDelivery.menuApiKey')}</dt>
      <dd className="text-muted-foreground font-mono break-all">{view.merchantApiKey}</dd>
      <dd className="text-muted-foreground">{t('integrations.openDelivery.menuHint')}</dd>
    </dl>
  );
}

type Field =
  | 'baseUrl'
  | 'clientId'
  | 'clientSecret'
  | 'merchantId'
  | 'platformCnpj'
  | 'latitude'
  | 'longitude';

/** A coordinate as typed ("-23,5614"): a number, undefined when blank, NaN when not one. */
const coordinate = (typed: string) =>
  typed.trim() ? Number(typed.trim().replace(',', '.')) : undefined;
const invalidNumber = 'integrations.openDelivery.invalidNumber';

/** The typed coordinates, and those that are not numbers. */
function coordinatesOf(latitude: string, longitude: string) {
  const coordinates = { latitude: coordinate(latitude), longitude: coordinate(longitude) };
  const invalid = (['latitude', 'longitude'] as const).filter((name) =>
    Number.isNaN(coordinates[name]),
  );
  return { coordinates, invalid };
}

const initialValues = (view: OpenDeliveryConnection): Record<Field, string> => ({
  baseUrl: view.baseUrl ?? '',
  clientId: view.clientId ?? '',
  clientSecret: '',
  merchantId: view.merchantId ?? '',
  platformCnpj: view.platformCnpj ? formatTaxId(view.platformCnpj) : '',
  latitude: view.latitude === null ? '' : String(view.latitude),
  longitude: view.longitude === null ? '' : String(view.longitude),
});

function ConnectForm({ view }: { view: OpenDeliveryConnection }) {
  const { t } = useTranslation();
  const change = useChangeOpenDelivery();
  const { values, errors, setErrors, setField } = useFormState<Record<Field, string>>(() =>
    initialValues(view),
  );
  const busy = change.isPending;

  function connect(event: FormEvent) {
    event.preventDefault();
    const { clientSecret, latitude, longitude, ...rest } = values;
    const { coordinates, invalid } = coordinatesOf(latitude, longitude);
    if (invalid.length > 0) {
      setErrors(Object.fromEntries(invalid.map((name) => [name, t(invalidNumber)])));
      return;
    }
    const secret = clientSecret.trim() ? { clientSecret } : {};
    change.mutate(
      { connect: { ...rest, ...coordinates, ...secret } },
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
    extra: { type?: string; hint?: string; inputMode?: 'numeric' | 'decimal' } = {},
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
        <span className="hidden sm:block" />
        {field('latitude', {
          inputMode: 'decimal',
          hint: t('integrations.openDelivery.coordinatesHint'),
        })}
        {field('longitude', { inputMode: 'decimal' })}
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
