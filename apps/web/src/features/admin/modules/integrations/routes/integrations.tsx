import {
  formatDateTime,
  isSuperAdmin,
  pixKeyTypes,
  type Integrations,
  type OrderDeviceKind,
  type PixKeyType,
} from '@comanda/shared';
import { LoaderCircle, PlugZap, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ChoiceField } from '@/components/field';
import { FormField } from '@/components/form-field';
import { PageHeader } from '@/components/page-header';
import { ErrorState, LoadingState, QueryView } from '@/components/query-states';
import { SaveButton } from '@/components/form-actions';
import { Button } from '@/components/ui/button';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useFormState } from '@/hooks/use-form-state';
import { errorMessage } from '@/lib/error-message';
import { type FieldErrors, saveFailed } from '@/lib/form';
import { useSession } from '@/lib/session/get-me';
import {
  useIntegrationDevices,
  useIntegrations,
  useListTerminals,
  useSaveIntegrations,
  useTestMercadoPago,
} from '../api/integrations';
import { IfoodCard } from '../components/ifood-card';
import { IfoodSimulateCard, UnmappedItemsCard } from '../components/ifood-orders';
import { OpenDeliveryCard } from '../components/open-delivery-card';
import { WhatsappCard } from '../components/whatsapp-card';
import { WebhookAddress } from '../components/webhook-address';

/** /admin/integracoes: the shop's own Mercado Pago account and Pix key (issue 18), its iFood store and Open Delivery merchant (issue 34). */
export default function IntegrationsScreen() {
  const { t } = useTranslation();
  const integrations = useIntegrations();
  return (
    <div className="grid gap-6">
      <PageHeader title={t('integrations.title')} description={t('integrations.description')} />
      <QueryView
        query={integrations}
        loading={t('integrations.loading')}
        failed={t('integrations.loadFailed')}
      >
        {(data) => <IntegrationsEditor key={JSON.stringify(data)} view={data} />}
      </QueryView>
      <IfoodCard />
      {integrations.data?.demoPayments && <IfoodSimulateCard />}
      <UnmappedItemsCard />
      <OpenDeliveryCard />
      <WhatsappCard />
      <DevicesCard />
    </div>
  );
}

interface Values {
  pixKeyType: PixKeyType;
  pixKey: string;
  /** Blank keeps the stored secret; it is never shown. */
  mercadopagoAccessToken: string;
  mercadopagoWebhookSecret: string;
  mercadopagoPublicKey: string;
  mercadopagoPointDeviceId: string;
}

function IntegrationsEditor({ view }: { view: Integrations }) {
  const { t } = useTranslation();
  const save = useSaveIntegrations();
  const [removed, setRemoved] = useState({ token: false, secret: false });
  const {
    values,
    errors,
    setErrors,
    setField: change,
  } = useFormState<Values>(() => ({
    pixKeyType: view.pixKeyType,
    pixKey: view.pixKey ?? '',
    mercadopagoAccessToken: '',
    mercadopagoWebhookSecret: '',
    mercadopagoPublicKey: view.mercadopagoPublicKey ?? '',
    mercadopagoPointDeviceId: view.mercadopagoPointDeviceId ?? '',
  }));
  const busy = save.isPending;

  /** A secret field's value for the server: removed (null), replaced (text) or kept (absent). */
  const secretOf = (text: string, remove: boolean) =>
    remove ? null : text.trim() ? text : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    const accessToken = secretOf(values.mercadopagoAccessToken, removed.token);
    const webhookSecret = secretOf(values.mercadopagoWebhookSecret, removed.secret);
    save.mutate(
      {
        pixKeyType: values.pixKeyType,
        pixKey: values.pixKey,
        mercadopagoPublicKey: values.mercadopagoPublicKey,
        mercadopagoPointDeviceId: values.mercadopagoPointDeviceId,
        ...(accessToken !== undefined ? { mercadopagoAccessToken: accessToken } : {}),
        ...(webhookSecret !== undefined ? { mercadopagoWebhookSecret: webhookSecret } : {}),
      },
      {
        onSuccess: () => {
          setErrors({});
          toast.success(t('integrations.saved'));
        },
        onError: saveFailed(setErrors, t('integrations.saveFailed')),
      },
    );
  }

  const ready = view.readyPaymentMethods.map((method) => t(`integrations.methods.${method}`));
  const part = { view, values, errors, busy, change };

  return (
    <form noValidate onSubmit={submit} className="grid gap-6">
      <p role="status" className="rounded-lg border border-border p-3 text-sm">
        {view.demoPayments
          ? t('integrations.demo')
          : ready.length > 0
            ? t('integrations.ready', { methods: ready.join(', ') })
            : t('integrations.readyNone')}
      </p>
      <MercadoPagoCard
        {...part}
        removed={removed}
        onRemove={(which) => setRemoved((current) => ({ ...current, [which]: true }))}
      />
      <PixCard {...part} />
      <div className="flex justify-end">
        <SaveButton busy={busy} />
      </div>
    </form>
  );
}

interface PartProps {
  view: Integrations;
  values: Values;
  errors: FieldErrors;
  busy: boolean;
  change: <K extends keyof Values>(field: K, value: Values[K]) => void;
}

type Secret = 'token' | 'secret';

/** The shop's Mercado Pago account: its secrets, public key, Point terminal and a live test. */
function MercadoPagoCard({
  removed,
  onRemove,
  ...part
}: PartProps & { removed: Record<Secret, boolean>; onRemove: (which: Secret) => void }) {
  const { t } = useTranslation();
  const session = useSession().data;
  const superAdmin = session?.status === 'signed-in' && isSuperAdmin(session.me.roles);
  const { view, values, errors, busy, change } = part;
  const terminals = useListTerminals();
  const terminalChoices = [
    '',
    ...new Set([
      ...(terminals.data ?? []).map((terminal) => terminal.id),
      ...(values.mercadopagoPointDeviceId ? [values.mercadopagoPointDeviceId] : []),
    ]),
  ];
  const secret = (which: Secret) => ({
    ...part,
    which,
    removed: removed[which],
    onRemove: () => onRemove(which),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('integrations.mercadoPago')}</CardTitle>
        <CardDescription>{t('integrations.webhookUrl')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <WebhookAddress url={view.webhookUrl} superAdmin={superAdmin} />
        <div className="grid gap-5 sm:grid-cols-2">
          <SecretField {...secret('token')} />
          <SecretField {...secret('secret')} />
          <FormField
            label={t('integrations.publicKey')}
            value={values.mercadopagoPublicKey}
            disabled={busy}
            error={errors.mercadopagoPublicKey}
            onChange={(event) => change('mercadopagoPublicKey', event.target.value)}
          />
          <ChoiceField
            label={t('integrations.pointDevice')}
            error={errors.mercadopagoPointDeviceId}
            disabled={busy}
            choices={terminalChoices}
            value={values.mercadopagoPointDeviceId}
            onChoose={(choice) => change('mercadopagoPointDeviceId', choice)}
            labelOf={(id) => id || t('integrations.noTerminal')}
          />
        </div>
        <MercadoPagoActions view={view} terminals={terminals} />
      </CardContent>
    </Card>
  );
}

/** A stored secret: blank keeps it, a hint shows its end, and a button removes it. */
function SecretField({
  which,
  removed,
  onRemove,
  view,
  values,
  errors,
  busy,
  change,
}: PartProps & { which: Secret; removed: boolean; onRemove: () => void }) {
  const { t } = useTranslation();
  const field = which === 'token' ? 'mercadopagoAccessToken' : 'mercadopagoWebhookSecret';
  const hint =
    which === 'token' ? view.mercadopagoAccessTokenHint : view.mercadopagoWebhookSecretHint;
  return (
    <div className="grid gap-2">
      <FormField
        label={t(which === 'token' ? 'integrations.accessToken' : 'integrations.webhookSecret')}
        type="password"
        autoComplete="off"
        value={values[field]}
        disabled={busy || removed}
        error={errors[field]}
        hint={
          hint && !removed
            ? t('integrations.secretKept', { hint })
            : t('integrations.secretMissing')
        }
        onChange={(event) => change(field, event.target.value)}
      />
      {hint && !removed && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={onRemove}
        >
          {t('integrations.removeSecret')}
        </Button>
      )}
    </div>
  );
}

/** Tests the stored account, and lists its Point terminals. */
function MercadoPagoActions({
  view,
  terminals,
}: {
  view: Integrations;
  terminals: ReturnType<typeof useListTerminals>;
}) {
  const { t } = useTranslation();
  const test = useTestMercadoPago();
  const runTest = () =>
    test.mutate(undefined, {
      onSuccess: (account) =>
        toast.success(
          t('integrations.connected', { account: account.nickname ?? account.accountId }),
        ),
      onError: (error) => toast.error(errorMessage(error, t('integrations.saveFailed'))),
    });
  return (
    <div className="flex flex-wrap gap-3">
      <Button
        type="button"
        variant="outline"
        disabled={!view.mercadopagoAccessTokenHint || test.isPending}
        onClick={runTest}
      >
        {test.isPending ? (
          <LoaderCircle aria-hidden className="animate-spin" />
        ) : (
          <PlugZap aria-hidden />
        )}
        {test.isPending ? t('integrations.testing') : t('integrations.test')}
      </Button>
      <Button
        type="button"
        variant="outline"
        disabled={!view.mercadopagoAccessTokenHint || terminals.isPending}
        onClick={() =>
          terminals.mutate(undefined, {
            onError: (error) => toast.error(errorMessage(error, t('integrations.saveFailed'))),
          })
        }
      >
        <Search aria-hidden />
        {t('integrations.terminals')}
      </Button>
    </div>
  );
}

/** The shop's Pix key and its type. */
function PixCard({ values, errors, busy, change }: PartProps) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('integrations.pix')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2">
        <ChoiceField
          label={t('integrations.pixKeyType')}
          error={errors.pixKeyType}
          disabled={busy}
          choices={pixKeyTypes}
          value={values.pixKeyType}
          onChoose={(choice) => change('pixKeyType', choice)}
          labelOf={(type) => t(`integrations.pixKeyTypes.${type}`)}
        />
        <FormField
          label={t('integrations.pixKey')}
          value={values.pixKey}
          disabled={busy}
          error={errors.pixKey}
          onChange={(event) => change('pixKey', event.target.value)}
        />
      </CardContent>
    </Card>
  );
}

interface DeviceLine {
  id: string;
  name: string;
  kind: 'printAgent' | OrderDeviceKind;
  connected: boolean;
  lastSeenAt: string | null;
  revokedAt: string | null;
}

/** Print agents, kitchen displays, status boards and kiosks, and whether each is connected now. */
function DevicesCard() {
  const { t } = useTranslation();
  const devices = useIntegrationDevices();
  const lines: DeviceLine[] = devices.data
    ? [
        ...devices.data.printAgents.map((agent) => ({ ...agent, kind: 'printAgent' as const })),
        ...devices.data.orderDevices,
      ]
    : [];
  const status = (line: DeviceLine) =>
    line.revokedAt
      ? t('integrations.devices.revoked')
      : line.connected
        ? t('integrations.devices.connected')
        : line.lastSeenAt
          ? t('integrations.devices.lastSeen', {
              at: formatDateTime(line.lastSeenAt),
            })
          : t('integrations.devices.neverSeen');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('integrations.devices.title')}</CardTitle>
        <CardDescription>{t('integrations.devices.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {devices.isPending ? (
          <LoadingState label={t('integrations.devices.loading')} />
        ) : devices.isError ? (
          <ErrorState
            message={errorMessage(devices.error, t('integrations.devices.loadFailed'))}
            onRetry={() => void devices.refetch()}
          />
        ) : lines.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('integrations.devices.empty')}</p>
        ) : (
          <ul className="grid gap-2" aria-label={t('integrations.devices.title')}>
            {lines.map((line) => (
              <li
                key={line.id}
                className="flex flex-wrap items-center justify-between gap-2 text-sm"
              >
                <span>
                  {line.name}{' '}
                  <span className="text-muted-foreground">
                    · {t(`integrations.devices.kinds.${line.kind}`)}
                  </span>
                </span>
                <Badge variant={line.connected ? 'success' : 'outline'}>{status(line)}</Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
