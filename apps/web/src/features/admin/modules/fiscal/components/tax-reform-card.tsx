import { businessDateOf, ibsCbsExplanation } from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { SwitchField } from '@/components/field';
import { FiscalCard, type FiscalSectionProps } from './fiscal-section';

/**
 * What the tax reform (IBS and CBS, decision 060) changes on this shop's NFC-e and when, from
 * its CRT as chosen on the form, and the choice to carry the new groups before the date.
 */
export function TaxReformCard({ section }: { section: FiscalSectionProps }) {
  const { t } = useTranslation();
  const { values, busy, change } = section;
  const paragraphs = ibsCbsExplanation(values.crt, businessDateOf(new Date()), values.ibsCbsEarly);
  return (
    <FiscalCard title={t('fiscal.taxReform')} description={t('fiscal.taxReformHint')} grid={false}>
      <div className="grid gap-2 text-sm" data-testid="tax-reform-explanation">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <SwitchField
        label={t('fiscal.ibsCbsEarly')}
        hint={t('fiscal.ibsCbsEarlyHint')}
        error={section.errors.ibsCbsEarly}
        checked={values.ibsCbsEarly}
        disabled={busy}
        onCheckedChange={(checked) => change('ibsCbsEarly', checked)}
      />
    </FiscalCard>
  );
}
