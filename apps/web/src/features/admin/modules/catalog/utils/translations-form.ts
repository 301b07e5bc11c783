import {
  translationLanguages,
  type NameTranslations,
  type ProductTranslations,
  type TranslationLanguage,
} from '@comanda/shared';

/*
 * The kiosk's other languages in the product and category forms (ADR 027): one text box per
 * language and field, blank for "show the Portuguese". The shared schema drops blanks.
 */

export interface TranslationTexts {
  name: string;
  description: string;
}
export type TranslationsFormValues = Record<TranslationLanguage, TranslationTexts>;

export function translationsFormOf(translations: ProductTranslations = {}): TranslationsFormValues {
  const texts = (language: TranslationLanguage): TranslationTexts => ({
    name: translations[language]?.name ?? '',
    description: translations[language]?.description ?? '',
  });
  return { en: texts('en'), es: texts('es') };
}

/** The names only, for a category (which has no description). */
export function translatedNames(values: TranslationsFormValues) {
  return Object.fromEntries(
    translationLanguages.map((language) => [language, { name: values[language].name }]),
  ) as Record<TranslationLanguage, { name: string }>;
}

/** The form's texts with one field changed. */
export function withTranslation(
  values: TranslationsFormValues,
  language: TranslationLanguage,
  field: keyof TranslationTexts,
  text: string,
): TranslationsFormValues {
  return { ...values, [language]: { ...values[language], [field]: text } };
}

/**
 * A product part's name (extra, ingredient, choice group or option) in English and Spanish:
 * one box per language, blank for "show the Portuguese".
 */
export type NameTranslationsFormValues = Record<TranslationLanguage, string>;

export function nameTranslationsFormOf(
  translations: NameTranslations = {},
): NameTranslationsFormValues {
  return { en: translations.en?.name ?? '', es: translations.es?.name ?? '' };
}

/** The part's boxes as the API takes them (the shared schema drops the blank ones). */
export function nameTranslationsInput(values: NameTranslationsFormValues) {
  return Object.fromEntries(
    translationLanguages.map((language) => [language, { name: values[language] }]),
  ) as Record<TranslationLanguage, { name: string }>;
}
