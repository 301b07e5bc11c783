import {
  defaultCfop,
  defaultFiscalUnit,
  ibsCbsNfceClassifications,
  productOrigins,
} from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/field';
import { FormField } from '@/components/form-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import type { FieldErrors } from '@/lib/form';
import type { ProductFormValues } from '../utils/product-form';

type FiscalField = 'ncm' | 'cfop' | 'taxCode' | 'origin' | 'fiscalUnit' | 'ibsCbsClass';

interface ProductFiscalFieldsProps {
  values: Pick<ProductFormValues, FiscalField>;
  errors: FieldErrors;
  disabled: boolean;
  onChange(field: FiscalField, value: string): void;
}

/** The product's NFC-e data (decision 031): optional; the note uses them when the shop emits. */

/** The table's descriptions run to several lines; an option shows the start of one. */
const shortText = (text: string) => (text.length > 90 ? `${text.slice(0, 89)}…` : text);

export function ProductFiscalFields({
  values,
  errors,
  disabled,
  onChange,
}: ProductFiscalFieldsProps) {
  const { t } = useTranslation();
  const text = (field: Exclude<FiscalField, 'origin' | 'ibsCbsClass'>, extra: object = {}) => (
    <FormField
      label={t(`catalog.products.form.fiscal.${field}`)}
      autoComplete="off"
      disabled={disabled}
      value={values[field]}
      error={errors[field]}
      onChange={(event) => onChange(field, event.target.value)}
      {...extra}
    />
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('catalog.products.form.fiscal.title')}</CardTitle>
        <CardDescription>{t('catalog.products.form.fiscal.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {text('ncm', {
          inputMode: 'numeric',
          maxLength: 10,
          hint: t('catalog.products.form.fiscal.ncmHint'),
        })}
        {text('cfop', { inputMode: 'numeric', maxLength: 4, placeholder: defaultCfop })}
        {text('taxCode', {
          inputMode: 'numeric',
          maxLength: 3,
          hint: t('catalog.products.form.fiscal.taxCodeHint'),
        })}
        <Field label={t('catalog.products.form.fiscal.origin')} error={errors.origin}>
          {(props) => (
            <NativeSelect
              {...props}
              disabled={disabled}
              value={values.origin}
              onChange={(event) => onChange('origin', event.target.value)}
            >
              <option value="">{t('catalog.products.form.fiscal.originNone')}</option>
              {productOrigins.map((origin) => (
                <option key={origin} value={String(origin)}>
                  {t(`catalog.products.form.fiscal.origins.${origin}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        {text('fiscalUnit', { maxLength: 6, placeholder: defaultFiscalUnit })}
        <Field
          label={t('catalog.products.form.fiscal.ibsCbsClass')}
          hint={t('catalog.products.form.fiscal.ibsCbsClassHint')}
          error={errors.ibsCbsClass}
          className="sm:col-span-2"
        >
          {(props) => (
            <NativeSelect
              {...props}
              disabled={disabled}
              value={values.ibsCbsClass}
              onChange={(event) => onChange('ibsCbsClass', event.target.value)}
            >
              <option value="">{t('catalog.products.form.fiscal.ibsCbsClassDefault')}</option>
              {ibsCbsNfceClassifications.map((code) => (
                <option key={code.cClassTrib} value={code.cClassTrib}>
                  {`CST ${code.cst} · ${code.cClassTrib} · ${shortText(code.description)}`}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </CardContent>
    </Card>
  );
}
