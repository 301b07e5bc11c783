import { translationLanguages, type TranslationLanguage } from '@comanda/shared';
import { useTranslation } from 'react-i18next';
import { controlProps, Field, FieldMessage } from '@/components/field';
import { FormField } from '@/components/form-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { FieldErrors } from '@/lib/form';
import type {
  NameTranslationsFormValues,
  TranslationTexts,
  TranslationsFormValues,
} from '../utils/translations-form';

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

/**
 * A product part's name (extra, ingredient, choice group, free-text option) in English and
 * Spanish: two small boxes under its Portuguese name, blank for "show the Portuguese". Each
 * box shows its language and is named after its row ("Adicional 1 em English"), so screen
 * readers tell the rows apart.
 */
export function NameTranslationInputs({
  id,
  labelOf,
  path,
  values,
  errors,
  disabled,
  onChange,
}: {
  /** Unique prefix of the boxes' ids (the row's key). */
  id: string;
  /** The box's full name, given the language's name. */
  labelOf: (language: string) => string;
  /** The row's path in the form's errors (`extras.0`). */
  path: string;
  values: NameTranslationsFormValues;
  errors: FieldErrors;
  disabled: boolean;
  /** The row's new translations, and the path of the message the change answers. */
  onChange: (values: NameTranslationsFormValues, errorPath: string) => void;
}) {
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {translationLanguages.map((language) => {
        const inputId = `${id}-${language}`;
        const errorPath = `${path}.translations.${language}.name`;
        return (
          <div key={language} className="grid gap-1">
            <Label htmlFor={inputId} className="text-xs font-normal text-muted-foreground">
              {languageNames[language]}
            </Label>
            <Input
              {...controlProps(inputId, errors[errorPath])}
              aria-label={labelOf(languageNames[language])}
              lang={language}
              className="h-8 text-sm"
              autoComplete="off"
              disabled={disabled}
              value={values[language]}
              onChange={(event) =>
                onChange({ ...values, [language]: event.target.value }, errorPath)
              }
            />
            <FieldMessage id={inputId} error={errors[errorPath]} />
          </div>
        );
      })}
    </div>
  );
}
