import { useTranslation } from 'react-i18next';
import { FiscalCard, FiscalTextField, type FiscalSectionProps } from './fiscal-section';

/** The address printed on the note (the DANFE's header). */
export function AddressCard({ section }: { section: FiscalSectionProps }) {
  const { t } = useTranslation();
  return (
    <FiscalCard title={t('fiscal.address')} description={t('fiscal.addressHint')}>
      <FiscalTextField section={section} field="legalName" />
      <FiscalTextField section={section} field="tradeName" hint={t('fiscal.tradeNameHint')} />
      <FiscalTextField section={section} field="street" />
      <FiscalTextField section={section} field="streetNumber" placeholder="S/N" />
      <FiscalTextField section={section} field="complement" />
      <FiscalTextField section={section} field="district" />
      <FiscalTextField section={section} field="cep" inputMode="numeric" placeholder="00000-000" />
      <FiscalTextField section={section} field="municipalityName" />
      <FiscalTextField
        section={section}
        field="phone"
        inputMode="numeric"
        hint={t('fiscal.phoneHint')}
      />
    </FiscalCard>
  );
}

/** The consumer's QR code secret (CSC) and its id. */
export function CscCard({
  section,
  cscConfigured,
}: {
  section: FiscalSectionProps;
  cscConfigured: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FiscalCard title={t('fiscal.csc')} description={t('fiscal.cscHint')}>
      <FiscalTextField section={section} field="cscId" inputMode="numeric" placeholder="000001" />
      <FiscalTextField
        section={section}
        field="csc"
        hint={cscConfigured ? t('fiscal.cscConfigured') : t('fiscal.cscMissing')}
      />
    </FiscalCard>
  );
}
