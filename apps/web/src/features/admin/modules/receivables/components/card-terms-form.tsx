import {
  cardMethods,
  marketplaceChannels,
  orderChannelLabels,
  type CardMethod,
  type FinanceSettings,
  type MarketplaceChannel,
} from '@comanda/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { ErrorState, LoadingState } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/error-message';
import { type FieldErrors, saveFailed } from '@/lib/form';
import { useFinanceSettings, useSaveFinanceSettings } from '../api/receivables';
import { parsePercent } from '../utils/percent';

interface Terms {
  fee: string;
  days: string;
}
/** The card methods' fee and D+N, and the marketplaces' commission and D+N (issue 34). */
interface Draft {
  methods: Record<CardMethod, Terms>;
  channels: Record<MarketplaceChannel, Terms>;
}

const percentText = (value: number | null) =>
  value === null ? '' : String(value).replace('.', ',');

const draftOf = (settings: FinanceSettings): Draft => ({
  methods: Object.fromEntries(
    cardMethods.map((method) => {
      const own = settings.methods[method];
      return [method, { fee: percentText(own.feePercent), days: String(own.settlementDays) }];
    }),
  ) as Draft['methods'],
  channels: Object.fromEntries(
    marketplaceChannels.map((channel) => {
      const own = settings.channels[channel];
      return [
        channel,
        { fee: percentText(own.commissionPercent), days: String(own.settlementDays) },
      ];
    }),
  ) as Draft['channels'],
});

/** Fee and D+N of each card-like method and each marketplace, for the sales to come. */
export function CardTermsForm() {
  const { t } = useTranslation();
  const settings = useFinanceSettings();
  if (settings.isPending) return <LoadingState label={t('admin.receivables.settings.title')} />;
  if (settings.isError) {
    return (
      <ErrorState
        message={errorMessage(settings.error, t('admin.receivables.settings.loadFailed'))}
        retrying={settings.isFetching}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  return <TermsForm settings={settings.data} />;
}

const validDays = (text: string) => /^\d{1,3}$/.test(text.trim()) && Number(text) <= 365;

/** The terms as the server takes them, and a message for each field that is not valid. */
function termsOf(draft: Draft, messages: { fee: string; days: string }) {
  const found: FieldErrors = {};
  const methods = Object.fromEntries(
    cardMethods.map((method) => {
      const feePercent = parsePercent(draft.methods[method].fee);
      if (feePercent === undefined) found[`methods.${method}.feePercent`] = messages.fee;
      if (!validDays(draft.methods[method].days))
        found[`methods.${method}.settlementDays`] = messages.days;
      const settlementDays = Number(draft.methods[method].days);
      return [method, { feePercent: feePercent ?? null, settlementDays }];
    }),
  ) as FinanceSettings['methods'];
  const channels = Object.fromEntries(
    marketplaceChannels.map((channel) => {
      // A marketplace always takes a commission: blank is not "the shop's card fee" here.
      const commissionPercent = parsePercent(draft.channels[channel].fee);
      if (commissionPercent == null) found[`channels.${channel}.commissionPercent`] = messages.fee;
      if (!validDays(draft.channels[channel].days))
        found[`channels.${channel}.settlementDays`] = messages.days;
      const settlementDays = Number(draft.channels[channel].days);
      return [channel, { commissionPercent: commissionPercent ?? 0, settlementDays }];
    }),
  ) as FinanceSettings['channels'];
  return { methods, channels, found };
}

// eslint-disable-next-line max-lines-per-function -- one screen part with its own state and markup; to split into components, #29
function TermsForm({ settings }: { settings: FinanceSettings }) {
  const { t } = useTranslation();
  const save = useSaveFinanceSettings();
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [errors, setErrors] = useState<FieldErrors>({});
  const title = t('admin.receivables.settings.title');
  const shopFee =
    settings.cardFeePercent === null
      ? t('admin.receivables.settings.noShopFee')
      : `${String(settings.cardFeePercent).replace('.', ',')} %`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const { methods, channels, found } = termsOf(draft, {
      fee: t('admin.receivables.settings.invalidFee'),
      days: t('admin.receivables.settings.invalidDays'),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { methods, channels },
      {
        onSuccess: () => toast.success(t('admin.receivables.settings.saved')),
        onError: saveFailed(setErrors, t('admin.receivables.settings.saveFailed')),
      },
    );
  }

  const setMethod = (method: CardMethod, patch: Partial<Terms>) =>
    setDraft((current) => ({
      ...current,
      methods: { ...current.methods, [method]: { ...current.methods[method], ...patch } },
    }));
  const setChannel = (channel: MarketplaceChannel, patch: Partial<Terms>) =>
    setDraft((current) => ({
      ...current,
      channels: { ...current.channels, [channel]: { ...current.channels[channel], ...patch } },
    }));

  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>
          {t('admin.receivables.settings.description', { fee: shopFee })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} aria-label={title} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {cardMethods.map((method) => (
              <TermsFields
                key={method}
                legend={t(`admin.receivables.methods.${method}`)}
                feeLabel={t('admin.receivables.settings.fee')}
                feePlaceholder={shopFee}
                terms={draft.methods[method]}
                errors={{
                  fee: errors[`methods.${method}.feePercent`],
                  days: errors[`methods.${method}.settlementDays`],
                }}
                onChange={(patch) => setMethod(method, patch)}
              />
            ))}
          </div>
          <p className="text-sm text-muted-foreground">
            {t('admin.receivables.settings.channelsHint')}
          </p>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {marketplaceChannels.map((channel) => (
              <TermsFields
                key={channel}
                legend={orderChannelLabels[channel]}
                feeLabel={t('admin.receivables.settings.commission')}
                terms={draft.channels[channel]}
                errors={{
                  fee: errors[`channels.${channel}.commissionPercent`],
                  days: errors[`channels.${channel}.settlementDays`],
                }}
                onChange={(patch) => setChannel(channel, patch)}
              />
            ))}
          </div>
          <div className="flex justify-end">
            <Button type="submit" disabled={save.isPending}>
              {t('admin.receivables.settings.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** One method's or one channel's fee (or commission) and D+N. */
function TermsFields(props: {
  legend: string;
  feeLabel: string;
  feePlaceholder?: string;
  terms: Terms;
  errors: { fee?: string | undefined; days?: string | undefined };
  onChange: (patch: Partial<Terms>) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-2 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium">{props.legend}</legend>
      <FormField
        label={props.feeLabel}
        inputMode="decimal"
        placeholder={props.feePlaceholder}
        value={props.terms.fee}
        error={props.errors.fee}
        onChange={(event) => props.onChange({ fee: event.target.value })}
      />
      <FormField
        label={t('admin.receivables.settings.days')}
        inputMode="numeric"
        value={props.terms.days}
        error={props.errors.days}
        onChange={(event) => props.onChange({ days: event.target.value })}
      />
    </fieldset>
  );
}
