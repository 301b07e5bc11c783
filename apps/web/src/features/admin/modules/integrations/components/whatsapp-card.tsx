import type { WhatsappSettings } from '@comanda/shared';
import { LoaderCircle, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IntegrationCard } from './integration-card';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { SwitchField } from '@/components/field';
import { Button } from '@/components/ui/button';
import { useFormState } from '@/hooks/use-form-state';
import { saveFailed } from '@/lib/form';
import { useSaveWhatsapp, useWhatsappSettings } from '../api/integrations';

/**
 * /admin/integracoes → "WhatsApp" (issue 35, decision 072): the shop's WhatsApp Business number
 * sends "pedido pronto" when an order is ready. Off by default; each message costs money, so
 * the month's count is on the card. The access token is never shown back.
 */
export function WhatsappCard() {
  const settings = useWhatsappSettings();
  return (
    <IntegrationCard name="whatsapp" query={settings}>
      {(view) => <WhatsappForm key={String(view.tokenSet)} view={view} />}
    </IntegrationCard>
  );
}

type Field = 'phoneNumberId' | 'accessToken' | 'templateName';

function WhatsappForm({ view }: { view: WhatsappSettings }) {
  const { t } = useTranslation();
  const save = useSaveWhatsapp();
  const [enabled, setEnabled] = useState(view.enabled);
  const { values, errors, setErrors, setField } = useFormState<Record<Field, string>>(() => ({
    phoneNumberId: view.phoneNumberId ?? '',
    accessToken: '',
    templateName: view.templateName,
  }));
  const busy = save.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { ...values, enabled },
      {
        onSuccess: () => {
          setErrors({});
          setField('accessToken', '');
          toast.success(t('integrations.whatsapp.saved'));
        },
        onError: saveFailed(setErrors, t('integrations.whatsapp.saveFailed')),
      },
    );
  }

  const field = (name: Field, extra: { type?: string; hint?: string } = {}) => (
    <FormField
      label={t(`integrations.whatsapp.${name}`)}
      value={values[name]}
      autoComplete="off"
      disabled={busy}
      error={errors[name]}
      onChange={(event) => setField(name, event.target.value)}
      {...extra}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <SwitchField
        label={t('integrations.whatsapp.enabled')}
        hint={t('integrations.whatsapp.enabledHint')}
        checked={enabled}
        disabled={busy}
        onCheckedChange={setEnabled}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {field('phoneNumberId', { hint: t('integrations.whatsapp.phoneNumberIdHint') })}
        {field('accessToken', {
          type: 'password',
          hint: view.tokenSet ? t('integrations.whatsapp.tokenKept') : undefined,
        })}
        {field('templateName', { hint: t('integrations.whatsapp.templateHint') })}
      </div>
      <p data-testid="whatsapp-sent" className="text-sm text-muted-foreground">
        {t('integrations.whatsapp.sentThisMonth', { count: view.sentThisMonth })}
      </p>
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <Save aria-hidden />}
          {t('integrations.whatsapp.save')}
        </Button>
      </div>
    </form>
  );
}
