import { themes } from '@comanda/shared';
import { describe, expect, it } from 'vitest';
import css from '@/index.css?raw';
import { applyTheme } from './theme';

function fakeRoot() {
  const properties = new Map<string, string>();
  const root = {
    dataset: {} as DOMStringMap,
    style: {
      setProperty: (name: string, value: string) => void properties.set(name, value),
      removeProperty: (name: string) => void properties.delete(name),
    },
  };
  return { root: root as unknown as HTMLElement, properties };
}

describe('applyTheme', () => {
  it('sets the tenant colours exactly as themes.ts defines them', () => {
    const { root, properties } = fakeRoot();
    applyTheme('azul', root);
    expect(Object.fromEntries(properties)).toEqual({
      '--primary': '#2563eb',
      '--primary-hover': '#1d4ed8',
      '--accent': '#eff6ff',
    });
    expect(root.dataset.theme).toBe('azul');
  });

  it('falls back to the stylesheet colours when there is no theme', () => {
    const { root, properties } = fakeRoot();
    applyTheme('roxo', root);
    applyTheme(null, root);
    expect(properties.size).toBe(0);
    expect(root.dataset.theme).toBeUndefined();
  });

  it('keeps the stylesheet defaults equal to the default theme', () => {
    const { primary, primaryHover, accent } = themes.default;
    expect(css).toContain(`--primary: ${primary};`);
    expect(css).toContain(`--primary-hover: ${primaryHover};`);
    expect(css).toContain(`--accent: ${accent};`);
  });
});
