import { defaultNS, i18n } from '@/app/i18n';
import strings from '@/app/locales/pt-BR.kiosk-more.json';

/*
 * Kiosk words that only lazy chunks use (the tags, the featured products): added to the
 * translations when such a chunk loads, so the welcome screen's JavaScript stays within its
 * budget. Import this module for its effect.
 */
i18n.addResourceBundle('pt-BR', defaultNS, strings, true, false);
