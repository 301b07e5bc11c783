import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { FieldErrors } from '@/lib/form';
import type { FiscalForm } from '../utils/fiscal-form';

/** What each card of the settings form is handed: the form's state and how to change it. */
export interface FiscalSectionProps {
  values: FiscalForm;
  errors: FieldErrors;
  busy: boolean;
  change: <Field extends keyof FiscalForm & string>(field: Field, value: FiscalForm[Field]) => void;
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

/** One text setting: its label is `fiscal.<field>`, its message the field's error. */
export function FiscalTextField({
  section: { values, errors, busy, change },
  field,
  hint,
  inputMode,
  placeholder,
}: {
  section: FiscalSectionProps;
  field: TextField;
  hint?: string;
  inputMode?: 'numeric';
  placeholder?: string;
}) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t(`fiscal.${field}`)}
      autoComplete="off"
      value={values[field]}
      disabled={busy}
      error={errors[field]}
      onChange={(event) => change(field, event.target.value)}
      {...(hint !== undefined ? { hint } : {})}
      {...(inputMode ? { inputMode } : {})}
      {...(placeholder !== undefined ? { placeholder } : {})}
    />
  );
}

/** A card of the form: title, what it is for, its fields. */
export function FiscalCard({
  title,
  description,
  grid = true,
  children,
}: {
  title: string;
  description: string;
  grid?: boolean;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={grid ? 'grid gap-5 sm:grid-cols-2' : 'grid gap-3'}>
        {children}
      </CardContent>
    </Card>
  );
}
