import { cardMethods, type CardMethod, type FinanceSettings } from '@comanda/shared';
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

type Draft = Record<CardMethod, { fee: string; days: string }>;

const draftOf = (settings: FinanceSettings): Draft =>
  Object.fromEntries(
    cardMethods.map((method) => {
      const own = settings.methods[method];
      return [
        method,
        {
          fee: own.feePercent === null ? '' : String(own.feePercent).replace('.', ','),
          days: String(own.settlementDays),
        },
      ];
    }),
  ) as Draft;

/** Fee and D+N of each card-like method, for the sales to come. */
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

/** The terms as the server takes them, and a message for each field that is not valid. */
function methodsOf(draft: Draft, messages: { fee: string; days: string }) {
  const found: FieldErrors = {};
  const methods = Object.fromEntries(
    cardMethods.map((method) => {
      const feePercent = parsePercent(draft[method].fee);
      const days = Number(draft[method].days);
      if (feePercent === undefined) found[`methods.${method}.feePercent`] = messages.fee;
      if (!/^\d{1,3}$/.test(draft[method].days.trim()) || days > 365)
        found[`methods.${method}.settlementDays`] = messages.days;
      return [method, { feePercent: feePercent ?? null, settlementDays: days }];
    }),
  ) as FinanceSettings['methods'];
  return { methods, found };
}

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
    const { methods, found } = methodsOf(draft, {
      fee: t('admin.receivables.settings.invalidFee'),
      days: t('admin.receivables.settings.invalidDays'),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { methods },
      {
        onSuccess: () => toast.success(t('admin.receivables.settings.saved')),
        onError: saveFailed(setErrors, t('admin.receivables.settings.saveFailed')),
      },
    );
  }

  const set = (method: CardMethod, patch: Partial<Draft[CardMethod]>) =>
    setDraft((current) => ({ ...current, [method]: { ...current[method], ...patch } }));

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
              <fieldset key={method} className="grid gap-2 rounded-md border border-border p-3">
                <legend className="px-1 text-sm font-medium">
                  {t(`admin.receivables.methods.${method}`)}
                </legend>
                <FormField
                  label={t('admin.receivables.settings.fee')}
                  inputMode="decimal"
                  placeholder={shopFee}
                  value={draft[method].fee}
                  error={errors[`methods.${method}.feePercent`]}
                  onChange={(event) => set(method, { fee: event.target.value })}
                />
                <FormField
                  label={t('admin.receivables.settings.days')}
                  inputMode="numeric"
                  value={draft[method].days}
                  error={errors[`methods.${method}.settlementDays`]}
                  onChange={(event) => set(method, { days: event.target.value })}
                />
              </fieldset>
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
