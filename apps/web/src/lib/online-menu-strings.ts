import { defaultNS, i18n } from '@/app/i18n';
import strings from '@/app/locales/pt-BR.online-menu.json';

/*
 * The online menu's own words (/cardapio), added when its chunk loads (like
 * kiosk-more-strings.ts): neither the kiosk nor the panels download them. The kiosk's words it
 * reuses (product options, choice groups, the cart line) ship with the app. Import this module
 * for its effect.
 */
i18n.addResourceBundle('pt-BR', defaultNS, strings, true, false);
