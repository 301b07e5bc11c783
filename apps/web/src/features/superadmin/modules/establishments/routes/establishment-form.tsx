import {
  derivePaymentMethods,
  pixKeyTypes,
  themeNames,
  themes,
  type EstablishmentDetail,
} from '@comanda/shared';
import { LoaderCircle, Save, ScrollText } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { Field, SwitchField } from '@/components/field';
import { FormField } from '@/components/form-field';
import { ImageUploadField } from '@/components/image-upload-field';
import { PageHeader } from '@/components/page-header';
import { LoadingState } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { ChoiceSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { fillPath } from '@/lib/fill-path';
import { focusFirstInvalid } from '@/lib/focus';
import { fieldErrorsFromApi, type FieldErrors } from '@/lib/form';
import { useFormState } from '@/hooks/use-form-state';
import { useEstablishment } from '../api/get-establishment';
import { useSaveEstablishment } from '../api/save-establishment';
import { uploadLogo } from '../api/upload-logo';
import { kioskUrlOf, usePlatformDomain } from '../../../hooks/use-platform-domain';
import {
  emptyEstablishmentForm,
  establishmentFormFromDetail,
  validateEstablishmentForm,
  withName,
  type EstablishmentFormField,
  type EstablishmentFormValues,
} from '../utils/establishment-form';
import { superadminPaths } from '@/features/superadmin/superadmin-paths';

const listPath = superadminPaths.establishments;

/** /superadmin/estabelecimentos/novo and /superadmin/estabelecimentos/editar/{id} (SPEC §2). */
export default function EstablishmentForm() {
  const { id } = useParams();
  return id ? <EditEstablishment id={id} /> : <EstablishmentEditor />;
}

function EditEstablishment({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const establishment = useEstablishment(id);
  const failed = establishment.isError;

  // SPEC §2/§8: a load failure shows an error toast and returns to the list.
  useEffect(() => {
    if (!failed) return;
    toast.error(t('superadmin.common.error'), {
      description: t('superadmin.establishmentForm.loadFailed'),
    });
    void navigate(listPath, { replace: true });
  }, [failed, navigate, t]);

  if (!establishment.data) {
    return (
      <Frame title={t('superadmin.modules.editEstablishment')}>
        <LoadingState label={t('superadmin.common.loading')} />
      </Frame>
    );
  }
  // Keyed: a refetched shop starts a fresh form.
  return <EstablishmentEditor key={establishment.data.id} establishment={establishment.data} />;
}

function Frame({
  title,
  shopId,
  children,
}: {
  title: string;
  /** An existing shop: its audit log is one click away (issue 32). */
  shopId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid max-w-4xl gap-6">
      <PageHeader
        title={title}
        back={{ to: listPath, label: t('superadmin.establishmentForm.backToList') }}
        actions={
          shopId && (
            <Button asChild variant="outline">
              <Link to={fillPath(superadminPaths.establishmentAudit, { id: shopId })}>
                <ScrollText aria-hidden />
                {t('superadmin.establishmentAudit.open')}
              </Link>
            </Button>
          )
        }
      />
      {children}
    </div>
  );
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2">{children}</CardContent>
    </Card>
  );
}

// eslint-disable-next-line max-lines-per-function -- one screen part with its own state and markup; to split into components, #29
function EstablishmentEditor({ establishment }: { establishment?: EstablishmentDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const creating = !establishment;
  const form = useFormState<EstablishmentFormValues>(() =>
    establishment ? establishmentFormFromDetail(establishment) : emptyEstablishmentForm(),
  );
  const { values, setValues, errors, setErrors, clearErrors, setField: change } = form;
  const [uploading, setUploading] = useState(false);
  const save = useSaveEstablishment();
  const busy = save.isPending;

  const text = (field: EstablishmentFormField & keyof PickText) => ({
    value: values[field],
    error: errors[field],
    disabled: busy,
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || uploading) return;
    const validation = validateEstablishmentForm(values, creating);
    if (!validation.success) {
      setErrors(validation.errors);
      focusFirstInvalid(formRef.current);
      return;
    }
    save.mutate(
      establishment
        ? { id: establishment.id, input: validation.input }
        : { input: validation.input },
      {
        onSuccess: () => {
          toast.success(t('superadmin.common.success'), {
            description: creating
              ? t('superadmin.establishmentForm.created')
              : t('superadmin.establishmentForm.updated'),
          });
          void navigate(listPath);
        },
        onError: (error) => {
          setErrors(fieldErrorsFromApi(error));
          focusFirstInvalid(formRef.current);
          toast.error(t('superadmin.common.error'), {
            description: isApiError(error)
              ? error.message
              : t('superadmin.establishmentForm.saveFailed'),
          });
        },
      },
    );
  }

  const part = { values, errors, busy, change, text };
  return (
    <Frame
      title={t(
        creating ? 'superadmin.modules.newEstablishment' : 'superadmin.modules.editEstablishment',
      )}
      shopId={establishment?.id}
    >
      <form ref={formRef} noValidate onSubmit={submit} className="grid gap-6">
        <GeneralSection
          part={part}
          onName={(name) => {
            setValues((current) => withName(current, name, creating));
            clearErrors('name');
            clearErrors('subdomain');
          }}
          onUploadingChange={setUploading}
        />
        <PaymentSection {...part} establishment={establishment} />
        {creating && <AdminSection text={text} />}
        <EditorActions busy={busy} waiting={uploading} creating={creating} />
      </form>
    </Frame>
  );
}

/** Cancelar, and Criar or Salvar ('Salvando...' while the request is out). */
function EditorActions({
  busy,
  waiting,
  creating,
}: {
  busy: boolean;
  /** The logo is still uploading: saving now would lose it. */
  waiting: boolean;
  creating: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button asChild variant="outline">
        <Link to={listPath}>{t('superadmin.common.cancel')}</Link>
      </Button>
      <Button type="submit" disabled={busy || waiting}>
        {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <Save aria-hidden />}
        {busy
          ? t('superadmin.common.saving')
          : creating
            ? t('superadmin.establishmentForm.create')
            : t('superadmin.establishmentForm.update')}
      </Button>
    </div>
  );
}

/** The text fields of the form (the ones bound to an input as typed). */
type PickText = {
  [K in EstablishmentFormField as EstablishmentFormValues[K] extends string ? K : never]: true;
};

type TextBinder = (field: EstablishmentFormField & keyof PickText) => {
  value: string;
  error: string | undefined;
  disabled: boolean;
  autoComplete: string;
  onChange: (event: { target: { value: string } }) => void;
};

interface PartProps {
  values: EstablishmentFormValues;
  errors: FieldErrors;
  busy: boolean;
  change: <K extends EstablishmentFormField>(field: K, value: EstablishmentFormValues[K]) => void;
  text: TextBinder;
}

/** The shop's name, subdomain, slogan, theme, phone, city and logo. */
function GeneralSection({
  part,
  onName,
  onUploadingChange,
}: {
  part: PartProps;
  /** The name changed: while creating, the subdomain follows it. */
  onName: (name: string) => void;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const { t } = useTranslation();
  const { values, errors, busy, change, text } = part;
  return (
    <Section title={t('superadmin.establishmentForm.sections.general')}>
      <FormField
        label={t('superadmin.establishmentForm.name')}
        placeholder={t('superadmin.establishmentForm.namePlaceholder')}
        required
        {...text('name')}
        onChange={(event) => onName(event.target.value)}
      />
      <SubdomainField
        value={values.subdomain}
        error={errors.subdomain}
        disabled={busy}
        onChange={(subdomain) => change('subdomain', subdomain)}
      />
      <FormField
        label={t('superadmin.establishmentForm.slogan')}
        placeholder={t('superadmin.establishmentForm.sloganPlaceholder')}
        {...text('slogan')}
      />
      <Field label={t('superadmin.establishmentForm.theme')} error={errors.theme}>
        {(props) => (
          <ChoiceSelect
            {...props}
            disabled={busy}
            choices={themeNames}
            value={values.theme}
            onChoose={(choice) => change('theme', choice)}
            labelOf={(theme) => themes[theme].label}
          />
        )}
      </Field>
      <FormField label={t('superadmin.establishmentForm.phone')} type="tel" {...text('phone')} />
      <FormField label={t('superadmin.establishmentForm.city')} {...text('city')} />
      <div className="sm:col-span-2">
        <ImageUploadField
          upload={uploadLogo}
          label={t('superadmin.establishmentForm.logoLabel')}
          value={values.logoUrl}
          error={errors.logoUrl}
          disabled={busy}
          onBusyChange={onUploadingChange}
          onChange={(url) => change('logoUrl', url)}
        />
      </div>
    </Section>
  );
}

/** The first admin's e-mail and password, asked only when the shop is created. */
function AdminSection({ text }: { text: TextBinder }) {
  const { t } = useTranslation();
  return (
    <Section
      title={t('superadmin.establishmentForm.sections.admin')}
      description={t('superadmin.establishmentForm.sections.adminHint')}
    >
      <FormField
        label={t('superadmin.establishmentForm.adminEmail')}
        type="email"
        {...text('adminEmail')}
      />
      <FormField
        label={t('superadmin.establishmentForm.adminPassword')}
        type="password"
        placeholder={t('superadmin.establishmentForm.adminPasswordPlaceholder')}
        {...text('adminPassword')}
        autoComplete="new-password"
      />
    </Section>
  );
}

function SubdomainField({
  value,
  error,
  disabled,
  onChange,
}: {
  value: string;
  error?: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const domain = usePlatformDomain();
  const preview = kioskUrlOf(domain, value.trim().toLowerCase() || 'subdominio');
  return (
    <Field
      label={t('superadmin.establishmentForm.subdomain')}
      error={error}
      hint={`${t('superadmin.establishmentForm.subdomainHint')} ${t('superadmin.establishmentForm.preview', { url: preview })}`}
    >
      {(props) => (
        <div className="flex items-stretch">
          <Input
            {...props}
            className="rounded-r-none"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            disabled={disabled}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          <span className="flex items-center rounded-r-md border border-l-0 border-border bg-muted px-3 text-sm text-muted-foreground">
            .{domain}
          </span>
        </div>
      )}
    </Field>
  );
}

function PaymentSection({
  establishment,
  ...part
}: PartProps & { establishment?: EstablishmentDetail }) {
  const { values, errors, busy, change, text } = part;
  const { t } = useTranslation();
  // The methods the server will derive on save (SPEC §4), shown while typing.
  const tokenAfterSave =
    !values.clearMercadopagoAccessToken &&
    (values.mercadopagoAccessToken.trim() !== '' || !!establishment?.mercadopagoAccessTokenHint);
  const methods = derivePaymentMethods({
    pixKey: values.pixKey.trim() || null,
    hasMercadopagoAccessToken: tokenAfterSave,
  });
  return (
    <Section
      title={t('superadmin.establishmentForm.sections.payment')}
      description={t('superadmin.establishmentForm.paymentMethods', {
        methods: methods
          .map((method) => t(`superadmin.establishmentForm.methods.${method}`))
          .join(' e '),
      })}
    >
      <Field label={t('superadmin.establishmentForm.pixKeyType')} error={errors.pixKeyType}>
        {(props) => (
          <ChoiceSelect
            {...props}
            disabled={busy}
            choices={pixKeyTypes}
            value={values.pixKeyType}
            onChoose={(choice) => change('pixKeyType', choice)}
            labelOf={(type) => t(`superadmin.establishmentForm.pixKeyTypes.${type}`)}
          />
        )}
      </Field>
      <FormField label={t('superadmin.establishmentForm.pixKey')} {...text('pixKey')} />
      <MercadoPagoFields {...part} establishment={establishment} />
      <CounterPaymentFields {...part} />
    </Section>
  );
}

/** The shop's Mercado Pago account: secrets (kept unless replaced or cleared), keys, terminal. */
function MercadoPagoFields({
  establishment,
  values,
  errors,
  busy,
  change,
  text,
}: PartProps & { establishment?: EstablishmentDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <SecretField
        label={t('superadmin.establishmentForm.accessToken')}
        hint={establishment?.mercadopagoAccessTokenHint ?? null}
        value={values.mercadopagoAccessToken}
        clearing={values.clearMercadopagoAccessToken}
        error={errors.mercadopagoAccessToken}
        disabled={busy}
        onChange={(value) => change('mercadopagoAccessToken', value)}
        onClearingChange={(clear) => change('clearMercadopagoAccessToken', clear)}
      />
      <FormField
        label={t('superadmin.establishmentForm.publicKey')}
        {...text('mercadopagoPublicKey')}
      />
      <SecretField
        label={t('superadmin.establishmentForm.webhookSecret')}
        hint={establishment?.mercadopagoWebhookSecretHint ?? null}
        value={values.mercadopagoWebhookSecret}
        clearing={values.clearMercadopagoWebhookSecret}
        error={errors.mercadopagoWebhookSecret}
        disabled={busy}
        onChange={(value) => change('mercadopagoWebhookSecret', value)}
        onClearingChange={(clear) => change('clearMercadopagoWebhookSecret', clear)}
      />
      <FormField
        label={t('superadmin.establishmentForm.pointDevice')}
        {...text('mercadopagoPointDeviceId')}
      />
    </>
  );
}

/** The counter's card terminal and fee, payment notes, and demo payments. */
function CounterPaymentFields({ values, errors, busy, change, text }: PartProps) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        label={t('superadmin.establishmentForm.cardTerminalIp')}
        placeholder={t('superadmin.establishmentForm.cardTerminalIpPlaceholder')}
        inputMode="decimal"
        {...text('cardTerminalIp')}
      />
      <FormField
        label={t('superadmin.establishmentForm.cardFee')}
        placeholder={t('superadmin.establishmentForm.cardFeePlaceholder')}
        inputMode="decimal"
        {...text('cardFeePercent')}
      />
      <Field
        label={t('superadmin.establishmentForm.paymentNotes')}
        error={errors.paymentNotes}
        className="sm:col-span-2"
      >
        {(props) => (
          <Textarea
            {...props}
            disabled={busy}
            value={values.paymentNotes}
            onChange={(event) => change('paymentNotes', event.target.value)}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <SwitchField
          label={t('superadmin.establishmentForm.demoPayments')}
          hint={t('superadmin.establishmentForm.demoPaymentsHint')}
          checked={values.demoPayments}
          disabled={busy}
          onCheckedChange={(checked) => change('demoPayments', checked)}
        />
      </div>
    </>
  );
}

/**
 * A Mercado Pago secret: a password field that is empty even when one is stored (the browser
 * never gets it back), with a hint of the stored one and a way to remove it.
 */
function SecretField({
  label,
  hint,
  value,
  clearing,
  error,
  disabled,
  onChange,
  onClearingChange,
}: {
  label: string;
  hint: string | null;
  value: string;
  clearing: boolean;
  error?: string;
  disabled: boolean;
  onChange: (value: string) => void;
  onClearingChange: (clearing: boolean) => void;
}) {
  const { t } = useTranslation();
  const status = clearing
    ? t('superadmin.establishmentForm.secretWillRemove')
    : hint
      ? t('superadmin.establishmentForm.secretStored', { hint })
      : undefined;
  return (
    <Field label={label} error={error} hint={status}>
      {(props) => (
        <div className="flex gap-2">
          <Input
            {...props}
            type="password"
            autoComplete="new-password"
            disabled={disabled || clearing}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          {hint && (
            <Button
              type="button"
              variant="outline"
              disabled={disabled}
              onClick={() => onClearingChange(!clearing)}
            >
              {clearing
                ? t('superadmin.establishmentForm.secretKeep')
                : t('superadmin.establishmentForm.secretRemove')}
            </Button>
          )}
        </div>
      )}
    </Field>
  );
}
