import {
  brazilianStateCodes,
  fiscalEnvironmentLabels,
  fiscalEnvironments,
  fiscalRegimeLabels,
  fiscalRegimes,
  formatDateTime,
  formatTaxId,
  type FiscalSettings,
} from '@comanda/shared';
import { FileKey, LoaderCircle, Plus, Save, Trash2, TriangleAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Field, SwitchField } from '@/components/field';
import { FormField } from '@/components/form-field';
import { PageHeader } from '@/components/page-header';
import { ErrorState, LoadingState } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useFormState } from '@/hooks/use-form-state';
import { errorMessage } from '@/lib/error-message';
import { fieldErrorsFromApi } from '@/lib/form';
import {
  useFiscalSettings,
  useRemoveCertificate,
  useSaveFiscalSettings,
  useUploadCertificate,
} from '../api/fiscal-settings';
import {
  fileToBase64,
  fiscalFormOf,
  fiscalInputOf,
  newSeriesRow,
  type FiscalForm,
} from '../utils/fiscal-form';

/** /admin/configuracoes/nfce: the shop's NFC-e settings and A1 certificate (decision 031). */
export default function FiscalSettingsScreen() {
  const { t } = useTranslation();
  const settings = useFiscalSettings();
  return (
    <div className="grid gap-6">
      <PageHeader title={t('fiscal.title')} description={t('fiscal.description')} />
      {settings.isPending ? (
        <LoadingState label={t('fiscal.loading')} />
      ) : settings.isError ? (
        <ErrorState
          message={errorMessage(settings.error, t('fiscal.loadFailed'))}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <>
          <Warnings warnings={settings.data.warnings} />
          <FiscalEditor
            key={JSON.stringify({ ...settings.data, certificate: null, warnings: [] })}
            settings={settings.data}
          />
          <CertificateCard settings={settings.data} />
        </>
      )}
    </div>
  );
}

function Warnings({ warnings }: { warnings: string[] }) {
  if (warnings.length === 0) return null;
  return (
    <ul role="alert" className="grid gap-2 rounded-md border border-amber-500 p-4 text-sm">
      {warnings.map((warning) => (
        <li key={warning} className="flex items-center gap-2">
          <TriangleAlert aria-hidden className="size-4 shrink-0 text-amber-600" />
          {warning}
        </li>
      ))}
    </ul>
  );
}

/** The settings typed as plain text fields. */
type TextField =
  | 'cnpj'
  | 'ie'
  | 'municipalityCode'
  | 'legalName'
  | 'tradeName'
  | 'street'
  | 'streetNumber'
  | 'complement'
  | 'district'
  | 'cep'
  | 'municipalityName'
  | 'phone'
  | 'cscId'
  | 'csc';

function FiscalEditor({ settings }: { settings: FiscalSettings }) {
  const { t } = useTranslation();
  const save = useSaveFiscalSettings();
  const {
    values,
    errors,
    setErrors,
    setField: change,
  } = useFormState<FiscalForm>(() => fiscalFormOf(settings));
  const busy = save.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(fiscalInputOf(values), {
      onSuccess: () => {
        setErrors({});
        toast.success(t('fiscal.saved'));
      },
      onError: (error) => {
        setErrors(fieldErrorsFromApi(error));
        toast.error(errorMessage(error, t('fiscal.saveFailed')));
      },
    });
  }

  const text = (
    field: TextField,
    extra: { hint?: string; inputMode?: 'numeric'; placeholder?: string } = {},
  ) => (
    <FormField
      label={t(`fiscal.${field}`)}
      autoComplete="off"
      value={values[field]}
      disabled={busy}
      error={errors[field]}
      onChange={(event) => change(field, event.target.value)}
      {...extra}
    />
  );

  const changeSeries = (index: number, changes: Partial<FiscalForm['series'][number]>) =>
    change(
      'series',
      values.series.map((row, at) => (at === index ? { ...row, ...changes } : row)),
    );

  return (
    <form noValidate onSubmit={submit} className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('fiscal.emitter')}</CardTitle>
          <CardDescription>{t('fiscal.emitterHint')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <SwitchField
              label={t('fiscal.enabled')}
              hint={t('fiscal.enabledHint')}
              checked={values.enabled}
              disabled={busy}
              onCheckedChange={(checked) => change('enabled', checked)}
            />
          </div>
          {text('cnpj', { hint: t('fiscal.cnpjHint') })}
          {text('ie', { inputMode: 'numeric' })}
          <Field label={t('fiscal.crt')} error={errors.crt}>
            {(props) => (
              <NativeSelect
                {...props}
                disabled={busy}
                value={String(values.crt)}
                onChange={(event) => change('crt', Number(event.target.value) as FiscalForm['crt'])}
              >
                {fiscalRegimes.map((regime) => (
                  <option key={regime} value={String(regime)}>
                    {regime} - {fiscalRegimeLabels[regime]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field label={t('fiscal.environment')} error={errors.environment}>
            {(props) => (
              <NativeSelect
                {...props}
                disabled={busy}
                value={values.environment}
                onChange={(event) =>
                  change('environment', event.target.value as FiscalForm['environment'])
                }
              >
                {fiscalEnvironments.map((environment) => (
                  <option key={environment} value={environment}>
                    {fiscalEnvironmentLabels[environment]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field label={t('fiscal.uf')} error={errors.uf}>
            {(props) => (
              <NativeSelect
                {...props}
                disabled={busy}
                value={values.uf}
                onChange={(event) => change('uf', event.target.value)}
              >
                <option value="">{t('fiscal.chooseUf')}</option>
                {brazilianStateCodes.map((uf) => (
                  <option key={uf} value={uf}>
                    {uf}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          {text('municipalityCode', { inputMode: 'numeric', hint: t('fiscal.municipalityHint') })}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('fiscal.address')}</CardTitle>
          <CardDescription>{t('fiscal.addressHint')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          {text('legalName')}
          {text('tradeName', { hint: t('fiscal.tradeNameHint') })}
          {text('street')}
          {text('streetNumber', { placeholder: 'S/N' })}
          {text('complement')}
          {text('district')}
          {text('cep', { inputMode: 'numeric', placeholder: '00000-000' })}
          {text('municipalityName')}
          {text('phone', { inputMode: 'numeric', hint: t('fiscal.phoneHint') })}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('fiscal.csc')}</CardTitle>
          <CardDescription>{t('fiscal.cscHint')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          {text('cscId', { inputMode: 'numeric', placeholder: '000001' })}
          {text('csc', {
            hint: settings.cscConfigured ? t('fiscal.cscConfigured') : t('fiscal.cscMissing'),
          })}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('fiscal.series')}</CardTitle>
          <CardDescription>{t('fiscal.seriesHint')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          {errors.series && (
            <p role="alert" className="text-sm text-destructive">
              {errors.series}
            </p>
          )}
          {values.series.map((row, index) => (
            <div key={row.key} className="grid items-end gap-3 sm:grid-cols-[1fr_8rem_10rem_auto]">
              <FormField
                label={t('fiscal.device')}
                value={row.device}
                disabled={busy}
                error={errors[`series.${index}.device`]}
                onChange={(event) => changeSeries(index, { device: event.target.value })}
              />
              <FormField
                label={t('fiscal.seriesNumber')}
                inputMode="numeric"
                value={row.series}
                disabled={busy}
                error={errors[`series.${index}.series`]}
                onChange={(event) => changeSeries(index, { series: event.target.value })}
              />
              <FormField
                label={t('fiscal.nextNumber')}
                inputMode="numeric"
                value={row.nextNumber}
                disabled={busy}
                error={errors[`series.${index}.nextNumber`]}
                onChange={(event) => changeSeries(index, { nextNumber: event.target.value })}
              />
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label={t('fiscal.removeSeries', { device: row.device })}
                disabled={busy}
                onClick={() =>
                  change(
                    'series',
                    values.series.filter((_, at) => at !== index),
                  )
                }
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          ))}
          <div>
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() => change('series', [...values.series, newSeriesRow()])}
            >
              <Plus aria-hidden />
              {t('fiscal.addSeries')}
            </Button>
          </div>
        </CardContent>
      </Card>

      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <Save aria-hidden />}
          {busy ? t('common.saving') : t('common.save')}
        </Button>
      </div>
    </form>
  );
}

function CertificateCard({ settings }: { settings: FiscalSettings }) {
  const { t } = useTranslation();
  const upload = useUploadCertificate();
  const remove = useRemoveCertificate();
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const certificate = settings.certificate;
  const busy = upload.isPending || remove.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    setError(null);
    upload.mutate(
      { pfxBase64: await fileToBase64(file), password },
      {
        onSuccess: () => {
          setPassword('');
          toast.success(t('fiscal.certificateSaved'));
        },
        onError: (failure) => setError(errorMessage(failure, t('fiscal.certificateFailed'))),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('fiscal.certificate')}</CardTitle>
        <CardDescription>{t('fiscal.certificateHint')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {certificate ? (
          <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="text-muted-foreground">{t('fiscal.holder')}</dt>
            <dd>{certificate.holder}</dd>
            <dt className="text-muted-foreground">{t('fiscal.certificateCnpj')}</dt>
            <dd>{certificate.cnpj ? formatTaxId(certificate.cnpj) : '-'}</dd>
            <dt className="text-muted-foreground">{t('fiscal.notAfter')}</dt>
            <dd>{formatDateTime(certificate.notAfter)}</dd>
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">{t('fiscal.noCertificate')}</p>
        )}
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          className="grid gap-4 sm:grid-cols-2"
        >
          <div className="grid gap-2">
            <Label htmlFor="fiscal-pfx">{t('fiscal.pfxFile')}</Label>
            <Input
              id="fiscal-pfx"
              type="file"
              accept=".pfx,.p12,application/x-pkcs12"
              disabled={busy}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </div>
          <FormField
            label={t('fiscal.pfxPassword')}
            type="password"
            autoComplete="off"
            value={password}
            disabled={busy}
            onChange={(event) => setPassword(event.target.value)}
          />
          {error && (
            <p role="alert" className="text-sm text-destructive sm:col-span-2">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <Button type="submit" disabled={busy || !file || !password}>
              {upload.isPending ? (
                <LoaderCircle aria-hidden className="animate-spin" />
              ) : (
                <FileKey aria-hidden />
              )}
              {certificate ? t('fiscal.replaceCertificate') : t('fiscal.uploadCertificate')}
            </Button>
            {certificate && (
              <Button
                type="button"
                variant="outline"
                className="text-destructive hover:text-destructive"
                disabled={busy}
                onClick={() =>
                  remove.mutate(undefined, {
                    onError: (failure) =>
                      toast.error(errorMessage(failure, t('fiscal.certificateFailed'))),
                  })
                }
              >
                <Trash2 aria-hidden />
                {t('fiscal.removeCertificate')}
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
