import {
  brazilianStateCodes,
  fiscalEnvironmentLabels,
  fiscalEnvironments,
  fiscalRegimeLabels,
  fiscalRegimes,
} from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { Field, SwitchField } from '@/components/field';
import { NativeSelect } from '@/components/ui/native-select';
import type { FiscalForm } from '../utils/fiscal-form';
import { FiscalCard, FiscalTextField, type FiscalSectionProps } from './fiscal-section';

/** Who issues the notes: on/off, CNPJ, IE, tax regime, environment, state and municipality. */
export function EmitterCard({ section }: { section: FiscalSectionProps }) {
  const { t } = useTranslation();
  const { values, busy, change } = section;
  return (
    <FiscalCard title={t('fiscal.emitter')} description={t('fiscal.emitterHint')}>
      <div className="sm:col-span-2">
        <SwitchField
          label={t('fiscal.enabled')}
          hint={t('fiscal.enabledHint')}
          error={section.errors.enabled}
          checked={values.enabled}
          disabled={busy}
          onCheckedChange={(checked) => change('enabled', checked)}
        />
      </div>
      <FiscalTextField section={section} field="cnpj" hint={t('fiscal.cnpjHint')} />
      <FiscalTextField section={section} field="ie" inputMode="numeric" />
      <EmitterSelects section={section} />
      <FiscalTextField
        section={section}
        field="municipalityCode"
        inputMode="numeric"
        hint={t('fiscal.municipalityHint')}
      />
    </FiscalCard>
  );
}

function EmitterSelects({
  section: { values, errors, busy, change },
}: {
  section: FiscalSectionProps;
}) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}
