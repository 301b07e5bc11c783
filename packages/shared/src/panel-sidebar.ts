/*
 * The panels' sidebar (apps/web components/panel/sidebar.tsx): shared, as the server draws its
 * frame on the owner's dashboard's first screen (decision 097).
 */

/** SPEC §9: the sidebar's open state lives in this cookie for 7 days. */
export const sidebarCookieName = 'sidebar_state';
export const sidebarCookieMaxAgeSeconds = 60 * 60 * 24 * 7;

/** SPEC §9: widths of the open sidebar, the mobile drawer and the collapsed icon rail. */
export const sidebarWidth = '16rem';
export const sidebarWidthMobile = '18rem';
export const sidebarWidthIcon = '3rem';

/** SPEC §9: below this width the sidebar is a slide-over drawer. */
export const mobileBreakpointPx = 768;
export const mobileMediaQuery = `(max-width: ${mobileBreakpointPx - 1}px)`;

/** The open state saved in `cookieHeader` (document.cookie), or undefined when none is. */
export function readSidebarCookie(cookieHeader: string): boolean | undefined {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== sidebarCookieName) continue;
    const value = part.slice(separator + 1).trim();
    if (value === 'true') return true;
    if (value === 'false') return false;
  }
  return undefined;
}

/** The `document.cookie` assignment that saves the open state. */
export function sidebarCookie(open: boolean): string {
  return `${sidebarCookieName}=${open}; path=/; max-age=${sidebarCookieMaxAgeSeconds}; SameSite=Lax`;
}

/** A key press, as a KeyboardEvent has it (this package runs on the server too). */
interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** Ctrl+B, or Cmd+B on a Mac, toggles the sidebar (SPEC §2). */
export function isSidebarShortcut(event: KeyPress): boolean {
  return (
    event.key.toLowerCase() === 'b' &&
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey
  );
}
