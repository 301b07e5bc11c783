import type { QzTraySettings } from '@comanda/shared';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { SaveButton } from '@/components/form-actions';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import { Field } from '@/components/field';
import { QueryView } from '@/components/query-states';
import { saveFailed } from '@/lib/form';
import { useFormState } from '@/hooks/use-form-state';
import { useQzTraySettings, useSaveQzTraySettings } from '../api/qz-tray-settings';

const numberFields = [
  'fontSize',
  'letterSpacing',
  'lineSpacing',
  'marginLeft',
  'marginRight',
  'marginTop',
  'marginBottom',
] as const;

/** QZ Tray (configuracoes_qz_tray): printer names, layout (SPEC §9 defaults) and signing pair. */
export function QzTrayCard() {
  const { t } = useTranslation();
  const settings = useQzTraySettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('printing.qz.title')}</CardTitle>
        <CardDescription>{t('printing.qz.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryView
          query={settings}
          loading={t('printing.qz.loading')}
          failed={t('printing.qz.loadFailed')}
        >
          {(data) => <QzTrayForm key={JSON.stringify(data)} settings={data} />}
        </QueryView>
      </CardContent>
    </Card>
  );
}

type Values = Record<(typeof numberFields)[number], string> & {
  receiptPrinter: string;
  kitchenPrinter: string;
  font: string;
  certificate: string;
  privateKey: string;
};

function QzTrayForm({ settings }: { settings: QzTraySettings }) {
  const { t } = useTranslation();
  const save = useSaveQzTraySettings();
  const form = useFormState<Values>(() => ({
    receiptPrinter: settings.receiptPrinter ?? '',
    kitchenPrinter: settings.kitchenPrinter ?? '',
    font: settings.font,
    certificate: settings.certificate ?? '',
    privateKey: '',
    ...(Object.fromEntries(numberFields.map((field) => [field, String(settings[field])])) as Record<
      (typeof numberFields)[number],
      string
    >),
  }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const { privateKey, ...rest } = form.values;
    save.mutate(
      // An empty key field keeps the stored key (it is never shown).
      { ...rest, ...(privateKey.trim() ? { privateKey } : {}) },
      {
        onSuccess: () => {
          form.setErrors({});
          toast.success(t('printing.qz.saved'));
        },
        onError: saveFailed(form.setErrors, t('printing.qz.saveFailed')),
      },
    );
  }

  const busy = save.isPending;
  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <QzPrinterFields form={form} busy={busy} />
      <QzKeyFields form={form} busy={busy} hasPrivateKey={settings.hasPrivateKey} />
      <div className="flex justify-end">
        <SaveButton busy={busy} />
      </div>
    </form>
  );
}

type QzForm = ReturnType<typeof useFormState<Values>>;

/** The printers' names as QZ Tray knows them, the font and the page's measures. */
function QzPrinterFields({ form, busy }: { form: QzForm; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={t('printing.qz.receiptPrinter')}
          disabled={busy}
          {...form.bind('receiptPrinter')}
        />
        <FormField
          label={t('printing.qz.kitchenPrinter')}
          disabled={busy}
          {...form.bind('kitchenPrinter')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-4">
        <FormField label={t('printing.qz.font')} disabled={busy} {...form.bind('font')} />
        {numberFields.map((field) => (
          <FormField
            key={field}
            label={t(`printing.qz.${field}`)}
            inputMode="decimal"
            disabled={busy}
            {...form.bind(field)}
          />
        ))}
      </div>
    </>
  );
}

/** The certificate and private key that sign QZ Tray's requests; a blank key keeps the stored one. */
function QzKeyFields({
  form,
  busy,
  hasPrivateKey,
}: {
  form: QzForm;
  busy: boolean;
  hasPrivateKey: boolean;
}) {
  const { t } = useTranslation();
  const { values, errors, setField: change } = form;
  return (
    <>
      <Field label={t('printing.qz.certificate')} error={errors.certificate}>
        {(props) => (
          <Textarea
            {...props}
            rows={4}
            className="font-mono text-xs"
            placeholder="-----BEGIN CERTIFICATE-----"
            value={values.certificate}
            disabled={busy}
            onChange={(event) => change('certificate', event.target.value)}
          />
        )}
      </Field>
      <Field
        label={t('printing.qz.privateKey')}
        error={errors.privateKey}
        hint={hasPrivateKey ? t('printing.qz.privateKeyKept') : t('printing.qz.privateKeyHint')}
      >
        {(props) => (
          <Textarea
            {...props}
            rows={4}
            className="font-mono text-xs"
            autoComplete="off"
            placeholder="-----BEGIN PRIVATE KEY-----"
            value={values.privateKey}
            disabled={busy}
            onChange={(event) => change('privateKey', event.target.value)}
          />
        )}
      </Field>
    </>
  );
}
