import type { KioskLanguage } from '@comanda/shared';

/*
 * The language picker's geometry, shared by the picker (preference-controls.tsx, a lazy chunk)
 * and the space the welcome screen keeps for it until that chunk arrives (welcome.tsx). The
 * buttons have a fixed width, so the empty space wraps into the same rows as the flags on every
 * screen width and nothing on the centred welcome screen moves when they appear (ADR 016: the
 * flags arriving late shifted /totem by 0.072 CLS).
 */
export const languagePickerClass = 'flex flex-wrap justify-center gap-3 lg:gap-4';
export const languageButtonSizeClass = 'min-h-16 w-56 lg:w-64';

/** Each language named in itself, as a visitor looks for it. */
export const pickerLanguages: readonly { language: KioskLanguage; name: string }[] = [
  { language: 'pt-BR', name: 'Português' },
  { language: 'en', name: 'English' },
  { language: 'es', name: 'Español' },
];
