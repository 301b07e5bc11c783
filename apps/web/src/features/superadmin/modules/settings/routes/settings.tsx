import { platformSettingsInputSchema, type PlatformSettings } from '@comanda/shared';
import { DatabaseBackup, Globe, LoaderCircle, Mail, Save } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SwitchField } from '@/components/field';
import { FormField } from '@/components/form-field';
import { PageHeader } from '@/components/page-header';
import { QueryView } from '@/components/query-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/error-message';
import { fieldErrorsFromApi, validateForm } from '@/lib/form';
import { useFormState } from '@/hooks/use-form-state';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { useSettings } from '../../../api/get-settings';
import { useSaveSettings } from '../api/save-settings';
import { IfoodAppCard } from '../components/ifood-app-card';

/** /superadmin/configuracoes: sign-up, the platform domain, SMTP, the iFood application. */
export default function Settings() {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <div className="grid max-w-3xl gap-6">
      <PageHeader
        title={t('superadmin.modules.settings')}
        description={t('superadmin.settings.description')}
      />
      <QueryView
        query={settings}
        loading={t('superadmin.settings.loading')}
        failed={t('superadmin.settings.loadFailed')}
      >
        {(data) => (
          <>
            <SettingsForm key={JSON.stringify(data)} settings={data} />
            <IfoodAppCard key={`ifood-${JSON.stringify(data.ifood)}`} settings={data} />
          </>
        )}
      </QueryView>
      <PlatformBackupCard />
    </div>
  );
}

/** The whole platform's backup (decision 023): a download; restoring is done offline (README). */
function PlatformBackupCard() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('superadmin.settings.backup.title')}</CardTitle>
        <CardDescription>{t('superadmin.settings.backup.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <a href="/api/superadmin/backup/platform" download>
            <DatabaseBackup aria-hidden />
            {t('superadmin.settings.backup.download')}
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}

// eslint-disable-next-line max-lines-per-function -- one screen part with its own state and markup; to split into components, #29
function SettingsForm({ settings }: { settings: PlatformSettings }) {
  const { t } = useTranslation();
  const save = useSaveSettings();
  const { values, errors, setErrors, setField } = useFormState(() => ({
    signupOpen: settings.signupOpen,
    platformDomain: settings.platformDomainIsDefault ? '' : settings.platformDomain,
  }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = values;
    const validation = validateForm(platformSettingsInputSchema, input);
    if (!validation.success) {
      setErrors(validation.errors);
      return;
    }
    save.mutate(input, {
      onSuccess: () =>
        toast.success(t('superadmin.common.success'), {
          description: t('superadmin.settings.saved'),
        }),
      onError: (error) => {
        setErrors(fieldErrorsFromApi(error));
        toast.error(t('superadmin.common.error'), {
          description: errorMessage(error, t('superadmin.settings.saveFailed')),
        });
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-6">
      <Card>
        <CardContent className="grid gap-5">
          <SwitchField
            label={t('superadmin.settings.signup')}
            hint={t('superadmin.settings.signupHint')}
            checked={values.signupOpen}
            disabled={save.isPending}
            onCheckedChange={(signupOpen) => setField('signupOpen', signupOpen)}
          />
          <FormField
            label={t('superadmin.settings.domain')}
            placeholder={getRuntimeConfig().appDomain}
            hint={t('superadmin.settings.domainHint', { appDomain: getRuntimeConfig().appDomain })}
            value={values.platformDomain}
            error={errors.platformDomain}
            disabled={save.isPending}
            autoComplete="off"
            onChange={(event) => setField('platformDomain', event.target.value)}
          />
          <div className="flex justify-end">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? (
                <LoaderCircle aria-hidden className="animate-spin" />
              ) : (
                <Save aria-hidden />
              )}
              {save.isPending ? t('superadmin.common.saving') : t('superadmin.settings.save')}
            </Button>
          </div>
        </CardContent>
      </Card>
      <ServiceStatus
        icon={<Mail aria-hidden className="size-4" />}
        title={t('superadmin.settings.smtp')}
        active={settings.smtpConfigured}
        description={
          settings.smtpConfigured
            ? t('superadmin.settings.smtpOn', { from: settings.mailFrom })
            : t('superadmin.settings.smtpOff')
        }
      />
      <ServiceStatus
        icon={<Globe aria-hidden className="size-4" />}
        title={t('superadmin.settings.publicUrl')}
        active={Boolean(settings.publicUrl)}
        description={
          settings.publicUrl
            ? t('superadmin.settings.publicUrlOn', { url: settings.publicUrl })
            : t('superadmin.settings.publicUrlOff')
        }
      />
    </form>
  );
}

/** A service the platform reads from its environment (email, public address): on or off. */
function ServiceStatus({
  icon,
  title,
  active,
  description,
}: {
  icon: ReactNode;
  title: string;
  active: boolean;
  description: string;
}) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {icon}
          {title}
          <Badge variant={active ? 'success' : 'secondary'}>
            {active ? t('superadmin.common.active') : t('superadmin.common.inactive')}
          </Badge>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
    </Card>
  );
}
