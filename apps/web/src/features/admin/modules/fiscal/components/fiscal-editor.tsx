import type { FiscalSettings } from '@comanda/shared';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SaveButton } from '@/components/form-actions';
import { useFormState } from '@/hooks/use-form-state';
import { saveFailed } from '@/lib/form';
import { useSaveFiscalSettings } from '../api/fiscal-settings';
import { fiscalFormOf, fiscalInputOf, type FiscalForm } from '../utils/fiscal-form';
import { AddressCard, CscCard } from './address-card';
import { EmitterCard } from './emitter-card';
import type { FiscalSectionProps } from './fiscal-section';
import { SeriesCard } from './series-card';
import { TaxReformCard } from './tax-reform-card';

/** The settings form: emitter, address, CSC, series and tax reform cards, saved together. */
export function FiscalEditor({ settings }: { settings: FiscalSettings }) {
  const { t } = useTranslation();
  const save = useSaveFiscalSettings();
  const { values, errors, setErrors, setField } = useFormState<FiscalForm>(() =>
    fiscalFormOf(settings),
  );
  const busy = save.isPending;
  const section: FiscalSectionProps = { values, errors, busy, change: setField };

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(fiscalInputOf(values), {
      onSuccess: () => {
        setErrors({});
        toast.success(t('fiscal.saved'));
      },
      onError: saveFailed(setErrors, t('fiscal.saveFailed')),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-6">
      <EmitterCard section={section} />
      <AddressCard section={section} />
      <CscCard section={section} cscConfigured={settings.cscConfigured} />
      <SeriesCard section={section} />
      <TaxReformCard section={section} />
      <div className="flex justify-end">
        <SaveButton busy={busy} />
      </div>
    </form>
  );
}
