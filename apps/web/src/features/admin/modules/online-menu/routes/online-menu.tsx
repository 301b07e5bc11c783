import {
  kioskUrl,
  onlineFulfilmentLabels,
  onlineFulfilments,
  onlinePaymentOptions,
  type OnlineMenuSettings,
  type OnlineMenuSettingsInput,
} from '@comanda/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SwitchField } from '@/components/field';
import { LinkWithQrCode } from '@/components/link-with-qr-code';
import { PageHeader } from '@/components/page-header';
import { LoadingState } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { MoneyInput } from '@/components/ui/money-input';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/error-message';
import { formatReaisInput, parseReais } from '@/lib/money-input';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { useSession } from '@/lib/session/get-me';
import { useOnlineMenu, useSaveOnlineMenu } from '../api/online-menu';

/** A zone as typed: amounts in reais text until saved. */
interface ZoneDraft {
  id?: string;
  bairro: string;
  fee: string;
  minimum: string;
  minutes: string;
}

type Draft = Omit<OnlineMenuSettingsInput, 'zones'> & { zones: ZoneDraft[] };

const draftOf = (settings: OnlineMenuSettings): Draft => ({
  enabled: settings.enabled,
  fulfilments: settings.fulfilments,
  payments: settings.payments,
  schedule: settings.schedule,
  servicePercent: settings.servicePercent ?? 10,
  zones: settings.zones.map((zone) => ({
    id: zone.id,
    bairro: zone.bairro,
    fee: formatReaisInput(zone.feeCents),
    minimum: formatReaisInput(zone.minimumCents),
    minutes: String(zone.minutes),
  })),
});

/** /cardapio on the shop's own host, like the kiosk's link. */
function useShareLink(): string {
  const session = useSession();
  const subdomain =
    session.data?.status === 'signed-in'
      ? (session.data.me.establishment?.subdomain ?? null)
      : null;
  if (!subdomain) return `${window.location.origin}/cardapio`;
  return kioskUrl(window.location, getRuntimeConfig().appDomain, subdomain).replace(
    /\/totem$/,
    '/cardapio',
  );
}

/** /admin/cardapio-digital: what the shop offers on its own online menu, and its link. */
export default function OnlineMenuSettingsScreen() {
  const { t } = useTranslation();
  const settings = useOnlineMenu();
  if (!settings.data) {
    return settings.isError ? (
      <p role="alert">{t('onlineMenu.loadFailed')}</p>
    ) : (
      <LoadingState label={t('onlineMenu.loading')} />
    );
  }
  return <OnlineMenuForm settings={settings.data} />;
}

function OnlineMenuForm({ settings }: { settings: OnlineMenuSettings }) {
  const { t } = useTranslation();
  const save = useSaveOnlineMenu();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));

  const submit = () => {
    const zones = draft.zones.map((zone) => ({
      ...(zone.id ? { id: zone.id } : {}),
      bairro: zone.bairro,
      feeCents: parseReais(zone.fee) ?? Number.NaN,
      minimumCents: parseReais(zone.minimum) ?? Number.NaN,
      minutes: Number(zone.minutes),
    }));
    const invalid = zones.find((zone) => Number.isNaN(zone.feeCents + zone.minimumCents));
    if (invalid) {
      toast.error(t('onlineMenu.invalidAmount', { bairro: invalid.bairro }));
      return;
    }
    save.mutate(
      { ...draft, zones },
      {
        onSuccess: (saved) => {
          setDraft(draftOf(saved));
          toast.success(t('onlineMenu.saved'));
        },
        onError: (error) => toast.error(errorMessage(error, t('onlineMenu.failed'))),
      },
    );
  };

  return (
    <form
      className="grid max-w-4xl gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <PageHeader title={t('admin.modules.onlineMenu')} description={t('onlineMenu.description')} />
      <SwitchField
        label={t('onlineMenu.enabled')}
        hint={t('onlineMenu.enabledHint')}
        checked={draft.enabled}
        onCheckedChange={(enabled) => set({ enabled })}
      />
      <OfferCards draft={draft} set={set} pixReady={settings.pixReady} />
      <ServiceCard
        percent={draft.servicePercent ?? 10}
        onChange={(servicePercent) => set({ servicePercent })}
      />
      <ZonesCard zones={draft.zones} onChange={(zones) => set({ zones })} />
      <ShareCard />
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        {t('onlineMenu.save')}
      </Button>
    </form>
  );
}

/** The fulfilments, the payments and the scheduling window. */
function OfferCards({
  draft,
  set,
  pixReady,
}: {
  draft: Draft;
  set: (change: Partial<Draft>) => void;
  pixReady: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Card className="grid gap-3 p-4">
        <h2 className="text-lg font-semibold">{t('onlineMenu.fulfilments')}</h2>
        {onlineFulfilments.map((name) => (
          <SwitchField
            key={name}
            label={onlineFulfilmentLabels[name]}
            checked={draft.fulfilments[name]}
            onCheckedChange={(on) => set({ fulfilments: { ...draft.fulfilments, [name]: on } })}
          />
        ))}
      </Card>
      <Card className="grid gap-3 p-4">
        <h2 className="text-lg font-semibold">{t('onlineMenu.payments')}</h2>
        {onlinePaymentOptions.map((name) => (
          <SwitchField
            key={name}
            label={t(`onlineMenu.pay.${name}`)}
            {...(name === 'pix' && !pixReady ? { hint: t('onlineMenu.pixNotReady') } : {})}
            checked={draft.payments[name]}
            onCheckedChange={(on) => set({ payments: { ...draft.payments, [name]: on } })}
          />
        ))}
      </Card>
      <Card className="grid gap-3 p-4 sm:grid-cols-2">
        <h2 className="text-lg font-semibold sm:col-span-2">{t('onlineMenu.schedule')}</h2>
        <p className="text-sm text-muted-foreground sm:col-span-2">{t('onlineMenu.hours')}</p>
        <div className="grid gap-1">
          <Label htmlFor="lead-minutes">{t('onlineMenu.leadMinutes')}</Label>
          <Input
            id="lead-minutes"
            type="number"
            min={0}
            max={720}
            value={draft.schedule.leadMinutes}
            onChange={(event) =>
              set({ schedule: { ...draft.schedule, leadMinutes: Number(event.target.value) } })
            }
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="days-ahead">{t('onlineMenu.daysAhead')}</Label>
          <NativeSelect
            id="days-ahead"
            value={String(draft.schedule.daysAhead)}
            onChange={(event) =>
              set({ schedule: { ...draft.schedule, daysAhead: Number(event.target.value) } })
            }
          >
            <option value="0">{t('onlineMenu.today')}</option>
            <option value="1">{t('onlineMenu.todayOrTomorrow')}</option>
          </NativeSelect>
        </div>
      </Card>
    </>
  );
}

/** The table tab's service charge (taxa de serviço, decision 077), 10 % by default. */
function ServiceCard({ percent, onChange }: { percent: number; onChange: (n: number) => void }) {
  const { t } = useTranslation();
  return (
    <Card className="grid gap-1 p-4">
      <h2 className="text-lg font-semibold">{t('onlineMenu.tab.title')}</h2>
      <Label htmlFor="service-percent">{t('onlineMenu.tab.servicePercent')}</Label>
      <Input
        id="service-percent"
        type="number"
        min={0}
        max={20}
        className="w-28"
        value={percent}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <p className="text-sm text-muted-foreground">{t('onlineMenu.tab.hint')}</p>
    </Card>
  );
}

/** The bairros the shop delivers to, each with its fee, minimum order and time. */
function ZonesCard({
  zones,
  onChange,
}: {
  zones: ZoneDraft[];
  onChange: (zones: ZoneDraft[]) => void;
}) {
  const { t } = useTranslation();
  const edit = (index: number, change: Partial<ZoneDraft>) =>
    onChange(zones.map((zone, i) => (i === index ? { ...zone, ...change } : zone)));
  return (
    <Card className="grid gap-3 p-4">
      <h2 className="text-lg font-semibold">{t('onlineMenu.zones')}</h2>
      {zones.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('onlineMenu.zonesEmpty')}</p>
      )}
      {zones.map((zone, index) => (
        <div
          key={zone.id ?? `new-${index}`}
          className="grid items-end gap-2 sm:grid-cols-[2fr_1fr_1fr_1fr_auto]"
        >
          <Input
            aria-label={t('onlineMenu.bairro')}
            placeholder={t('onlineMenu.bairro')}
            value={zone.bairro}
            onChange={(event) => edit(index, { bairro: event.target.value })}
          />
          <MoneyInput
            aria-label={`${t('onlineMenu.fee')} ${zone.bairro}`}
            value={zone.fee}
            onValueChange={(fee) => edit(index, { fee })}
          />
          <MoneyInput
            aria-label={`${t('onlineMenu.minimum')} ${zone.bairro}`}
            value={zone.minimum}
            onValueChange={(minimum) => edit(index, { minimum })}
          />
          <Input
            aria-label={`${t('onlineMenu.minutes')} ${zone.bairro}`}
            type="number"
            min={1}
            value={zone.minutes}
            onChange={(event) => edit(index, { minutes: event.target.value })}
          />
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={t('onlineMenu.removeZone', { bairro: zone.bairro })}
            onClick={() => onChange(zones.filter((_, i) => i !== index))}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        onClick={() =>
          onChange([...zones, { bairro: '', fee: '0,00', minimum: '0,00', minutes: '40' }])
        }
      >
        <Plus aria-hidden />
        {t('onlineMenu.addZone')}
      </Button>
    </Card>
  );
}

/** The link to /cardapio and its QR code. */
function ShareCard() {
  const { t } = useTranslation();
  return (
    <Card className="p-4">
      <LinkWithQrCode
        link={useShareLink()}
        openLabel={t('onlineMenu.open')}
        qrCodeAlt={t('onlineMenu.qrCode')}
        testId="online-menu-link"
      >
        <h2 className="text-lg font-semibold">{t('onlineMenu.link')}</h2>
        <p className="text-sm text-muted-foreground">{t('onlineMenu.linkHint')}</p>
      </LinkWithQrCode>
    </Card>
  );
}
