import { ifoodAppInputSchema, type PlatformSettings } from '@comanda/shared';
import { Bike, LoaderCircle, Save } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useFormState } from '@/hooks/use-form-state';
import { errorMessage } from '@/lib/error-message';
import { fieldErrorsFromApi, validateForm } from '@/lib/form';
import { useSaveIfoodApp } from '../api/save-settings';

/**
 * Configurações → iFood (issue 34): the platform's centralised iFood application. The secret
 * is written, never read back: the server says only whether one is stored.
 */
// eslint-disable-next-line max-lines-per-function -- one screen part with its own state and markup; to split into components, #29
export function IfoodAppCard({ settings }: { settings: PlatformSettings }) {
  const { t } = useTranslation();
  const save = useSaveIfoodApp();
  const { values, errors, setErrors, setField } = useFormState(() => ({
    clientId: settings.ifood.clientId ?? '',
    clientSecret: '',
  }));
  const title = t('superadmin.settings.ifood.title');

  function submit(event: FormEvent) {
    event.preventDefault();
    const validation = validateForm(ifoodAppInputSchema, values);
    if (!validation.success) {
      setErrors(validation.errors);
      return;
    }
    save.mutate(values, {
      onSuccess: () =>
        toast.success(t('superadmin.common.success'), {
          description: t('superadmin.settings.ifood.saved'),
        }),
      onError: (error) => {
        setErrors(fieldErrorsFromApi(error));
        toast.error(t('superadmin.common.error'), {
          description: errorMessage(error, t('superadmin.settings.ifood.saveFailed')),
        });
      },
    });
  }

  const configured = settings.ifood.clientId !== null && settings.ifood.secretSet;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Bike aria-hidden className="size-4" />
          {title}
          <Badge variant={configured ? 'success' : 'secondary'}>
            {configured ? t('superadmin.common.active') : t('superadmin.common.inactive')}
          </Badge>
        </CardTitle>
        <CardDescription>{t('superadmin.settings.ifood.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} aria-label={title} className="grid gap-4">
          <FormField
            label={t('superadmin.settings.ifood.clientId')}
            value={values.clientId}
            error={errors.clientId}
            disabled={save.isPending}
            autoComplete="off"
            onChange={(event) => setField('clientId', event.target.value)}
          />
          <FormField
            label={t('superadmin.settings.ifood.clientSecret')}
            type="password"
            hint={
              settings.ifood.secretSet
                ? t('superadmin.settings.ifood.secretKept')
                : t('superadmin.settings.ifood.secretMissing')
            }
            value={values.clientSecret}
            error={errors.clientSecret}
            disabled={save.isPending}
            autoComplete="new-password"
            onChange={(event) => setField('clientSecret', event.target.value)}
          />
          <div className="flex justify-end">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? (
                <LoaderCircle aria-hidden className="animate-spin" />
              ) : (
                <Save aria-hidden />
              )}
              {t('superadmin.settings.ifood.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
