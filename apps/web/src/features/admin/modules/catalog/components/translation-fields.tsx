import { translationLanguages, type TranslationLanguage } from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/field';
import { FormField } from '@/components/form-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import type { FieldErrors } from '@/lib/form';
import type { TranslationTexts, TranslationsFormValues } from '../utils/translations-form';

/** Each language as the kiosk's flags name it; the admin's labels stay in Portuguese. */
const languageNames: Record<TranslationLanguage, string> = { en: 'English', es: 'Español' };

/**
 * 'Traduções para o totem': the name (and the description, for products) in English and
 * Spanish. Optional: the kiosk shows the Portuguese where a box is blank.
 */
export function TranslationFields({
  values,
  errors,
  disabled,
  withDescription,
  onChange,
}: {
  values: TranslationsFormValues;
  errors: FieldErrors;
  disabled: boolean;
  withDescription: boolean;
  onChange: (language: TranslationLanguage, field: keyof TranslationTexts, text: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t('catalog.translations.title')}</CardTitle>
        <CardDescription>{t('catalog.translations.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2">
        {translationLanguages.map((language) => {
          const names = { language: languageNames[language] };
          return (
            <div key={language} className="grid content-start gap-4">
              <FormField
                label={t('catalog.translations.name', names)}
                autoComplete="off"
                disabled={disabled}
                value={values[language].name}
                error={errors[`translations.${language}.name`]}
                onChange={(event) => onChange(language, 'name', event.target.value)}
              />
              {withDescription && (
                <Field
                  label={t('catalog.translations.descriptionField', names)}
                  error={errors[`translations.${language}.description`]}
                >
                  {(props) => (
                    <Textarea
                      {...props}
                      rows={3}
                      disabled={disabled}
                      value={values[language].description}
                      onChange={(event) => onChange(language, 'description', event.target.value)}
                    />
                  )}
                </Field>
              )}
            </div>
          );
        })}
      </CardContent>
    </Card>
  );
}
