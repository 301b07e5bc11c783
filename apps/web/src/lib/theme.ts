import { themes, type ThemeName } from '@comanda/shared';

const themeVariables = {
  '--primary': 'primary',
  '--primary-hover': 'primaryHover',
  '--accent': 'accent',
} as const;

/**
 * Paints the page (or one element: the status board) in a tenant's colours, or back in the
 * default ones from index.css when `theme` is null. Tailwind's bg-primary etc. read these variables.
 */
export function applyTheme(theme: ThemeName | null, root: HTMLElement = document.documentElement) {
  for (const [variable, key] of Object.entries(themeVariables)) {
    if (theme) root.style.setProperty(variable, themes[theme][key]);
    else root.style.removeProperty(variable);
  }
  if (theme) root.dataset.theme = theme;
  else delete root.dataset.theme;
}
