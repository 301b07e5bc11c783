/** The six tenant themes of SPEC §3, each with primary, primary-hover and accent colours. */
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
    label: 'Padrão Laranja',
    primary: '#f97316',
    primaryHover: '#ea580c',
    accent: '#fff7ed',
  },
  vermelho: { label: 'Vermelho', primary: '#dc2626', primaryHover: '#b91c1c', accent: '#fef2f2' },
  azul: { label: 'Azul', primary: '#2563eb', primaryHover: '#1d4ed8', accent: '#eff6ff' },
  verde: { label: 'Verde', primary: '#16a34a', primaryHover: '#15803d', accent: '#f0fdf4' },
  roxo: { label: 'Roxo', primary: '#9333ea', primaryHover: '#7e22ce', accent: '#faf5ff' },
  laranja: { label: 'Laranja', primary: '#ea580c', primaryHover: '#c2410c', accent: '#ffedd5' },
};

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (themeNames as readonly string[]).includes(value);
}
