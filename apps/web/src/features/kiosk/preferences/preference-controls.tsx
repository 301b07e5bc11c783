import type { KioskLanguage } from '@comanda/shared';
import { Accessibility } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { setKioskPreferences, useKioskPreferences } from '@/lib/menu/kiosk-preferences';
import { setKioskLanguage } from '@/lib/menu/menu-language';
import {
  languageButtonSizeClass,
  languagePickerClass,
  pickerLanguages,
} from '@/lib/menu/language-picker-layout';

/*
 * The customer's own choices (ADR 027), in a chunk of their own that the kiosk screens load
 * after they show (lazy-controls.ts): the welcome screen does not wait for the flags.
 */

const flags: Record<KioskLanguage, () => ReactNode> = {
  'pt-BR': BrazilFlag,
  en: BritishFlag,
  es: SpanishFlag,
};

/** The welcome screen's flags: Português, English, Español. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const { language: current } = useKioskPreferences();
  return (
    <div role="group" aria-label={t('kiosk.preferences.language')} className={languagePickerClass}>
      {pickerLanguages.map(({ language, name }) => {
        const Flag = flags[language];
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={language === current}
            onClick={() => void setKioskLanguage(language)}
            className={cn(
              'inline-flex items-center justify-center gap-3 rounded-2xl border-2 bg-background px-5 text-xl font-semibold outline-none focus-visible:ring-4 focus-visible:ring-primary/40 lg:text-2xl',
              languageButtonSizeClass,
              language === current ? 'border-primary ring-2 ring-primary' : 'border-border',
            )}
          >
            <Flag />
            {name}
          </button>
        );
      })}
    </div>
  );
}

/**
 * 'Modo acessível' on every kiosk screen, fixed at the bottom corner where a seated customer
 * reaches it: switches the controls into the lower part of the screen, larger type and high
 * contrast (index.css, `[data-kiosk-accessible]`), and back off.
 */
export function AccessibilityToggle() {
  const { t } = useTranslation();
  const { accessible } = useKioskPreferences();
  return (
    <button
      type="button"
      aria-label={t('kiosk.preferences.accessible')}
      aria-pressed={accessible}
      onClick={() => setKioskPreferences({ accessible: !accessible })}
      className={cn(
        'fixed bottom-4 left-4 z-40 flex size-16 items-center justify-center rounded-full border-4 shadow-lg outline-none focus-visible:ring-4 focus-visible:ring-primary/40 [&_svg]:size-9',
        accessible
          ? 'border-background bg-foreground text-background'
          : 'border-primary bg-background text-primary',
      )}
    >
      <Accessibility aria-hidden />
    </button>
  );
}

const flagClass = 'h-8 w-12 shrink-0 rounded-sm shadow-sm ring-1 ring-black/10';

function BrazilFlag() {
  return (
    <svg aria-hidden viewBox="0 0 30 20" className={flagClass}>
      <rect width="30" height="20" fill="#009c3b" />
      <path d="M15 2 28 10 15 18 2 10z" fill="#ffdf00" />
      <circle cx="15" cy="10" r="4.6" fill="#002776" />
    </svg>
  );
}

function BritishFlag() {
  return (
    <svg aria-hidden viewBox="0 0 60 40" preserveAspectRatio="xMidYMid slice" className={flagClass}>
      <rect width="60" height="40" fill="#012169" />
      <path d="M0 0l60 40M60 0 0 40" stroke="#fff" strokeWidth="8" />
      <path d="M0 0l60 40M60 0 0 40" stroke="#c8102e" strokeWidth="3" />
      <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
      <path d="M30 0v40M0 20h60" stroke="#c8102e" strokeWidth="7" />
    </svg>
  );
}

function SpanishFlag() {
  return (
    <svg aria-hidden viewBox="0 0 30 20" className={flagClass}>
      <rect width="30" height="20" fill="#aa151b" />
      <rect y="5" width="30" height="10" fill="#f1bf00" />
    </svg>
  );
}
