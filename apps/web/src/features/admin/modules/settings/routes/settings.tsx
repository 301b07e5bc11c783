import { themeNames, themes } from '@comanda/shared';
import { ReceiptText } from 'lucide-react';
import { Link } from 'react-router';
import { adminPaths } from '@/features/admin/admin-paths';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ChoiceField, Field, SwitchField } from '@/components/field';
import { FormField } from '@/components/form-field';
import { MoneyField } from '@/components/money-field';
import { ImageUploadField } from '@/components/image-upload-field';
import { PageHeader } from '@/components/page-header';
import { QueryView } from '@/components/query-states';
import { SaveButton } from '@/components/form-actions';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { BusyModeSwitch } from '../components/busy-mode-switch';
import { Textarea } from '@/components/ui/textarea';
import { useFormState } from '@/hooks/use-form-state';
import { type FieldErrors, saveFailed } from '@/lib/form';
import { uploadLogo, useSaveShopSettings, useShopSettings } from '../api/shop-settings';
import { formOf, inputOf, type NumberFieldName, type SettingsForm } from '../utils/settings-form';

const weekdayKeys = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** /admin/configuracoes: the shop admin's own settings (issue 18). */
export default function Settings() {
  const { t } = useTranslation();
  const settings = useShopSettings();
  return (
    <div className="grid gap-6">
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <Card>
        <CardHeader>
          <CardTitle>{t('settings.fiscal')}</CardTitle>
          <CardDescription>{t('settings.fiscalHint')}</CardDescription>
        </CardHeader>
        <CardContent>
          {/* The fiscal module's screen: a link, never an import (ADR 013). */}
          <Button asChild variant="outline">
            <Link to={adminPaths.fiscalSettings}>
              <ReceiptText aria-hidden />
              {t('settings.fiscalOpen')}
            </Link>
          </Button>
        </CardContent>
      </Card>
      <QueryView query={settings} loading={t('settings.loading')} failed={t('settings.loadFailed')}>
        {(data) => <SettingsEditor key={JSON.stringify(data)} initial={formOf(data)} />}
      </QueryView>
    </div>
  );
}

function SettingsEditor({ initial }: { initial: SettingsForm }) {
  const { t } = useTranslation();
  const save = useSaveShopSettings();
  const [uploading, setUploading] = useState(false);
  const { values, errors, setErrors, setField: change } = useFormState<SettingsForm>(() => initial);
  const busy = save.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(inputOf(values), {
      onSuccess: () => {
        setErrors({});
        toast.success(t('settings.saved'));
      },
      onError: saveFailed(setErrors, t('settings.saveFailed')),
    });
  }

  const part = { values, errors, busy, change };
  return (
    <form noValidate onSubmit={submit} className="grid gap-6">
      <IdentityCard {...part} onUploadingChange={setUploading} />
      <KioskCard {...part} onUploadingChange={setUploading} />
      <KitchenCard {...part} />
      <BusyModeCard {...part} />
      <HoursCard {...part} />
      <ReceiptCard {...part} />
      <div className="flex justify-end">
        <SaveButton busy={busy} disabled={uploading} />
      </div>
    </form>
  );
}

interface PartProps {
  values: SettingsForm;
  errors: FieldErrors;
  busy: boolean;
  change: <K extends keyof SettingsForm>(field: K, value: SettingsForm[K]) => void;
}

type Uploading = { onUploadingChange: (uploading: boolean) => void };

/** A whole number of the settings (seconds, minutes, percent). */
function NumberField({
  field,
  hint,
  values,
  errors,
  busy,
  change,
}: PartProps & {
  field: NumberFieldName;
  hint?: string;
}) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t(`settings.${field}`)}
      inputMode="numeric"
      value={values[field]}
      disabled={busy}
      error={errors[field]}
      {...(hint ? { hint } : {})}
      onChange={(event) => change(field, event.target.value)}
    />
  );
}

/** The shop's name, slogan, theme and logo. */
function IdentityCard({ values, errors, busy, change, onUploadingChange }: PartProps & Uploading) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.identity')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={t('settings.name')}
          value={values.name}
          disabled={busy}
          error={errors.name}
          onChange={(event) => change('name', event.target.value)}
        />
        <FormField
          label={t('settings.slogan')}
          value={values.slogan}
          disabled={busy}
          error={errors.slogan}
          onChange={(event) => change('slogan', event.target.value)}
        />
        <ChoiceField
          label={t('settings.theme')}
          error={errors.theme}
          disabled={busy}
          choices={themeNames}
          value={values.theme}
          onChoose={(choice) => change('theme', choice)}
          labelOf={(theme) => themes[theme].label}
        />
        <ImageUploadField
          upload={uploadLogo}
          label={t('settings.logo')}
          value={values.logoUrl}
          error={errors.logoUrl}
          disabled={busy}
          onBusyChange={onUploadingChange}
          onChange={(url) => change('logoUrl', url)}
        />
      </CardContent>
    </Card>
  );
}

/** How long the kiosk waits, its welcome picture, and what it asks the customer. */
function KioskCard({ onUploadingChange, ...part }: PartProps & Uploading) {
  const { t } = useTranslation();
  const { values, errors, busy, change } = part;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.kiosk')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <NumberField {...part} field="kioskIdleSeconds" hint={t('settings.kioskIdleSecondsHint')} />
        <div className="grid gap-1">
          <ImageUploadField
            upload={uploadLogo}
            label={t('settings.welcomeImage')}
            value={values.welcomeImageUrl}
            error={errors.welcomeImageUrl}
            disabled={busy}
            onBusyChange={onUploadingChange}
            onChange={(url) => change('welcomeImageUrl', url)}
          />
          <p className="text-sm text-muted-foreground">{t('settings.welcomeImageHint')}</p>
        </div>
        <SwitchField
          label={t('settings.askCustomerName')}
          hint={t('settings.askCustomerNameHint')}
          checked={values.askCustomerName}
          disabled={busy}
          onCheckedChange={(checked) => change('askCustomerName', checked)}
        />
        <SwitchField
          label={t('settings.askOrderType')}
          checked={values.askOrderType}
          disabled={busy}
          onCheckedChange={(checked) => change('askOrderType', checked)}
        />
      </CardContent>
    </Card>
  );
}

/** The kitchen display's minutes, the counter's discount limit and approval thresholds. */
function KitchenCard(part: PartProps) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.kitchen')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        <NumberField {...part} field="kdsWarningMinutes" />
        <NumberField {...part} field="kdsLateMinutes" />
        <NumberField
          {...part}
          field="kdsCanceledMinutes"
          hint={t('settings.kdsCanceledMinutesHint')}
        />
        <NumberField {...part} field="discountLimitPercent" />
        <NumberField
          {...part}
          field="terminalIdleMinutes"
          hint={t('settings.terminalIdleMinutesHint')}
        />
        <NumberField {...part} field="pinLockMinutes" hint={t('settings.pinLockMinutesHint')} />
        <ApprovalThresholds {...part} />
      </CardContent>
    </Card>
  );
}

/**
 * Above these a sangria, or a close's difference, needs a Gerente's or the admin's approval
 * at the register (issue 32).
 */
function ApprovalThresholds({ values, errors, busy, change }: PartProps) {
  const { t } = useTranslation();
  const fields = ['sangriaApprovalCents', 'closeDifferenceApprovalCents'] as const;
  return fields.map((field) => (
    <MoneyField
      key={field}
      className="sm:col-span-2"
      label={t(`settings.${field}`)}
      hint={t(`settings.${field}Hint`)}
      value={values[field]}
      disabled={busy}
      error={errors[field]}
      onValueChange={(text) => change(field, text)}
    />
  ));
}

/** Whether the shop keeps opening hours, and each day's. */
function HoursCard({ values, errors, busy, change }: PartProps) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.hours')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <SwitchField
          label={t('settings.useBusinessHours')}
          hint={t('settings.useBusinessHoursHint')}
          checked={values.useBusinessHours}
          disabled={busy}
          onCheckedChange={(checked) => change('useBusinessHours', checked)}
        />
        {values.useBusinessHours && (
          <ul className="grid gap-3">
            {weekdayKeys.map((key, weekday) => (
              <DayRow
                key={key}
                label={t(`settings.weekdays.${key}`)}
                day={values.days[weekday]!}
                error={errors[`businessHours.${weekday}.close`]}
                disabled={busy}
                onChange={(day) =>
                  change(
                    'days',
                    values.days.map((current, index) => (index === weekday ? day : current)),
                  )
                }
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** The text at the foot of the receipt. */
function ReceiptCard({ values, errors, busy, change }: PartProps) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.receipt')}</CardTitle>
      </CardHeader>
      <CardContent>
        <Field
          label={t('settings.receiptFooter')}
          hint={t('settings.receiptFooterHint')}
          error={errors.receiptFooter}
        >
          {(props) => (
            <Textarea
              {...props}
              rows={3}
              value={values.receiptFooter}
              disabled={busy}
              onChange={(event) => change('receiptFooter', event.target.value)}
            />
          )}
        </Field>
      </CardContent>
    </Card>
  );
}

function DayRow({
  label,
  day,
  error,
  disabled,
  onChange,
}: {
  label: string;
  day: SettingsForm['days'][number];
  error: string | undefined;
  disabled: boolean;
  onChange: (day: SettingsForm['days'][number]) => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="grid gap-1">
      <div className="flex flex-wrap items-center gap-3">
        <span className="w-24 font-medium">{label}</span>
        <label className="flex items-center gap-2 text-sm">
          <Switch
            checked={day.open}
            disabled={disabled}
            onCheckedChange={(open) => onChange({ ...day, open })}
          />
          {t('settings.open')}
        </label>
        {day.open && (
          <>
            <Input
              type="time"
              aria-label={`${label}: ${t('settings.from')}`}
              className="w-32"
              value={day.from}
              disabled={disabled}
              onChange={(event) => onChange({ ...day, from: event.target.value })}
            />
            <Input
              type="time"
              aria-label={`${label}: ${t('settings.to')}`}
              className="w-32"
              value={day.to}
              disabled={disabled}
              onChange={(event) => onChange({ ...day, to: event.target.value })}
            />
          </>
        )}
      </div>
      {error && <p className="text-sm text-destructive">{error}</p>}
    </li>
  );
}

/**
 * Busy mode ("Cozinha cheia", decision 070): the switch by hand, which acts at once, and the
 * rules the form saves: the limit on the wait, and what each channel does meanwhile.
 */
function BusyModeCard(part: PartProps) {
  const { t } = useTranslation();
  const { values, errors, busy, change } = part;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.busyMode')}</CardTitle>
        <CardDescription>{t('settings.busyModeHint')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2">
        <BusyModeSwitch />
        <FormField
          label={t('settings.busyLimitMinutes')}
          hint={t('settings.busyLimitMinutesHint')}
          inputMode="numeric"
          value={values.busyLimitMinutes}
          disabled={busy}
          error={errors.busyLimitMinutes}
          onChange={(event) => change('busyLimitMinutes', event.target.value)}
        />
        <NumberField
          {...part}
          field="busyExtraPrepMinutes"
          hint={t('settings.busyExtraPrepMinutesHint')}
        />
        <SwitchField
          label={t('settings.busyPauseIfood')}
          checked={values.busyPauseIfood}
          disabled={busy}
          onCheckedChange={(checked) => change('busyPauseIfood', checked)}
        />
        <SwitchField
          label={t('settings.busyScheduledOnly')}
          checked={values.busyScheduledOnly}
          disabled={busy}
          onCheckedChange={(checked) => change('busyScheduledOnly', checked)}
        />
        <SwitchField
          label={t('settings.kdsExpo')}
          hint={t('settings.kdsExpoHint')}
          checked={values.kdsExpo}
          disabled={busy}
          onCheckedChange={(checked) => change('kdsExpo', checked)}
        />
      </CardContent>
    </Card>
  );
}
