/**
 * The six tenant themes of SPEC §3, each with primary, primary-hover and accent colours.
 * White text on `primary` (buttons, badges) and `primary` text on white or on `accent` reach
 * WCAG AA's 4.5:1 (issue 19): the brighter brand tones (orange-500, green-600) did not, so each
 * such theme uses the next darker tone of the same hue.
 */
export const themeNames = ['default', 'vermelho', 'azul', 'verde', 'roxo', 'laranja'] as const;
export type ThemeName = (typeof themeNames)[number];

export interface Theme {
  label: string;
  primary: string;
  primaryHover: string;
  accent: string;
}

export const themes: Record<ThemeName, Theme> = {
  default: {
    label: 'Padrão',
    primary: '#c2410c',
    primaryHover: '#9a3412',
    accent: '#fff7ed',
  },
  vermelho: { label: 'Vermelho', primary: '#b91c1c', primaryHover: '#991b1b', accent: '#fef2f2' },
  azul: { label: 'Azul', primary: '#2563eb', primaryHover: '#1d4ed8', accent: '#eff6ff' },
  verde: { label: 'Verde', primary: '#15803d', primaryHover: '#166534', accent: '#f0fdf4' },
  roxo: { label: 'Roxo', primary: '#9333ea', primaryHover: '#7e22ce', accent: '#faf5ff' },
  laranja: { label: 'Terracota', primary: '#9a3412', primaryHover: '#7c2d12', accent: '#ffedd5' },
};

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (themeNames as readonly string[]).includes(value);
}
