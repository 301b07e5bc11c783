import type ptBR from './locales/pt-BR.json';
import type ptBRKioskMore from './locales/pt-BR.kiosk-more.json';
import type ptBRPanel from './locales/pt-BR.panel.json';
import type ptBROnlineMenu from './locales/pt-BR.online-menu.json';
import type { defaultNS } from './i18n';
import type { AdminModuleStrings } from '@/features/admin/admin-routes';
import type { SuperadminModuleStrings } from '@/features/superadmin/superadmin-routes';

/*
 * Apart from app/i18n.ts, which every screen imports: these types reach every module's
 * strings through the panels' route lists, and those import the screens, which import
 * i18n.ts. Nothing imports this file; the compiler reads it as part of src/ (no cycle).
 */

// Typed keys: a typo in t('...') fails the type check instead of showing the raw key.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: {
      translation: typeof ptBR &
        typeof ptBRKioskMore &
        typeof ptBRPanel &
        typeof ptBROnlineMenu &
        AdminModuleStrings &
        SuperadminModuleStrings;
    };
  }
}
