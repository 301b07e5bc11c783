import { describe, expect, it } from 'vitest';
import { kioskChunkName, staticClosure, type ModuleGraphNode } from './kiosk-chunks';

const root = '/app/';
/** A small app: the entry, the kiosk's routes, a panel, and modules they share. */
const graph: Record<string, string[]> = {
  'src/main.tsx': ['src/app/routes.tsx', 'src/components/ui/button.tsx'],
  'src/app/routes.tsx': [],
  'src/components/ui/button.tsx': ['src/lib/cn.ts'],
  'src/lib/cn.ts': [],
  'src/features/tenancy/routes/tenant-gate.tsx': ['src/features/tenancy/utils/tenant-cache.ts'],
  'src/features/tenancy/utils/tenant-cache.ts': [],
  'src/features/kiosk/screens.ts': [
    'src/features/kiosk/routes/welcome.tsx',
    'src/components/ui/button.tsx',
  ],
  'src/features/kiosk/routes/welcome.tsx': [
    'src/lib/money.ts',
    'src/features/kiosk/cart.ts',
    'src/features/kiosk/tags/tag-filter.ts',
  ],
  'src/features/kiosk/cart.ts': [],
  'src/features/kiosk/payment-screens.ts': [
    'src/lib/qr-code.ts',
    'src/features/kiosk/routes/payment.tsx',
    'src/features/kiosk/cart.ts',
  ],
  'src/features/kiosk/routes/payment.tsx': [],
  'src/lib/money.ts': [],
  'src/lib/qr-code.ts': [],
  'src/features/online-menu/screens.ts': [
    'src/features/online-menu/routes/menu.tsx',
    'src/features/kiosk/cart.ts',
    'src/components/ui/input.tsx',
  ],
  'src/features/online-menu/routes/menu.tsx': [],
  'src/features/kiosk/tags/product-tags.tsx': ['src/features/kiosk/tags/tag-filter.ts'],
  'src/features/kiosk/tags/tag-filter.ts': [],
  'src/components/ui/input.tsx': [],
  'src/features/admin/routes/admin-app.tsx': ['src/lib/money.ts', 'src/lib/admin-only.ts'],
  'src/lib/admin-only.ts': [],
};
/** Lazy imports: the online menu loads the kiosk's tags as their own chunk. */
const lazyGraph: Record<string, string[]> = {
  'src/features/online-menu/routes/menu.tsx': ['src/features/kiosk/tags/product-tags.tsx'],
};
const infos = new Map<string, ModuleGraphNode>(
  Object.entries(graph).map(([id, imports]) => [
    root + id,
    {
      importedIds: imports.map((imported) => root + imported),
      dynamicallyImportedIds: (lazyGraph[id] ?? []).map((imported) => root + imported),
    },
  ]),
);
const ctx = { getModuleInfo: (id: string) => infos.get(id) ?? null };

describe("the kiosk's chunk groups", () => {
  const name = kioskChunkName(root);
  const groupOf = (id: string) => name(root + id, ctx);

  it('puts the kiosk-only modules its routes import in `kiosk`', () => {
    expect(groupOf('src/features/kiosk/routes/welcome.tsx')).toBe('kiosk');
  });

  it('puts the lazily imported route modules in `kiosk` too', () => {
    expect(groupOf('src/features/kiosk/screens.ts')).toBe('kiosk');
  });

  it('puts the payment screens, fetched ahead by the summary, in `kiosk-payment`', () => {
    // Not part of the welcome screen's download (bench/kiosk-bundle-size.ts gates that).
    expect(groupOf('src/features/kiosk/payment-screens.ts')).toBe('kiosk-payment');
    expect(groupOf('src/features/kiosk/routes/payment.tsx')).toBe('kiosk-payment');
    // What they share with the panels goes apart, so a panel never loads a kiosk screen...
    expect(groupOf('src/lib/qr-code.ts')).toBe('kiosk-payment-shared');
    // ...and what the screens before them import stays where it was.
    expect(groupOf('src/features/kiosk/cart.ts')).toBe('kiosk-shared');
  });

  it('puts what the kiosk shares with the online menu in `kiosk-shared`, not `kiosk`', () => {
    // A phone on /cardapio then never downloads the kiosk's screens.
    expect(groupOf('src/features/kiosk/cart.ts')).toBe('kiosk-shared');
    expect(groupOf('src/features/tenancy/routes/tenant-gate.tsx')).toBe('kiosk-shared');
    expect(groupOf('src/features/tenancy/utils/tenant-cache.ts')).toBe('kiosk-shared');
    // Reached by a lazy chunk of the online menu: in `kiosk`, that chunk would load the kiosk.
    expect(groupOf('src/features/kiosk/tags/tag-filter.ts')).toBe('kiosk-shared');
  });

  it("puts the online menu's own modules in `online-menu` and `online-menu-shared`", () => {
    expect(groupOf('src/features/online-menu/screens.ts')).toBe('online-menu');
    expect(groupOf('src/features/online-menu/routes/menu.tsx')).toBe('online-menu');
    expect(groupOf('src/components/ui/input.tsx')).toBe('online-menu-shared');
  });

  it('puts what the kiosk shares with the panels in `kiosk-shared`', () => {
    expect(groupOf('src/lib/money.ts')).toBe('kiosk-shared');
  });

  it("leaves the entry's modules and the panels' own modules out of both", () => {
    // In a group, the entry would import the kiosk's chunk on every page.
    expect(groupOf('src/components/ui/button.tsx')).toBeNull();
    expect(groupOf('src/lib/cn.ts')).toBeNull();
    expect(groupOf('src/main.tsx')).toBeNull();
    expect(groupOf('src/features/admin/routes/admin-app.tsx')).toBeNull();
    expect(groupOf('src/lib/admin-only.ts')).toBeNull();
  });

  it('follows static imports through cycles, once each', () => {
    const cyclic = new Map<string, ModuleGraphNode>([
      ['a', { importedIds: ['b'] }],
      ['b', { importedIds: ['a', 'c'] }],
      ['c', { importedIds: [] }],
    ]);
    expect([...staticClosure(['a'], (id) => cyclic.get(id) ?? null)].sort()).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});
