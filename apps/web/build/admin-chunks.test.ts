import { describe, expect, it } from 'vitest';
import { adminChunkName } from './admin-chunks';
import type { ModuleGraphNode } from './kiosk-chunks';

const root = '/app/';
/** A small app: the entry's lazy routes, the admin's shell and dashboard, and what they share. */
const graph: Record<string, string[]> = {
  'src/main.tsx': ['src/app/routes.tsx', 'src/lib/cn.ts'],
  'src/app/routes.tsx': [],
  'src/lib/cn.ts': [],
  'src/features/admin/routes/admin-app.tsx': [
    'src/components/panel/panel-layout.tsx',
    'src/lib/money.ts',
    'src/lib/cn.ts',
  ],
  'src/features/admin/modules/dashboard/routes/dashboard.tsx': [
    'src/components/stat-card.tsx',
    'src/lib/schemas.ts',
  ],
  'src/features/admin/modules/products/routes/products.tsx': ['src/lib/forms.ts'],
  'src/components/panel/panel-layout.tsx': [],
  'src/components/stat-card.tsx': [],
  'src/lib/schemas.ts': [],
  'src/lib/forms.ts': [],
  'src/lib/money.ts': [],
  'src/features/auth/routes/auth.tsx': ['src/lib/schemas.ts'],
  'src/features/superadmin/routes/superadmin-app.tsx': ['src/components/stat-card.tsx'],
  'src/features/kiosk/screens.ts': ['src/lib/money.ts'],
};
/** Lazy imports: the routes, and the admin's other screens. */
const lazyGraph: Record<string, string[]> = {
  'src/app/routes.tsx': [
    'src/features/admin/routes/admin-app.tsx',
    'src/features/auth/routes/auth.tsx',
    'src/features/superadmin/routes/superadmin-app.tsx',
    'src/features/kiosk/screens.ts',
  ],
  'src/features/admin/routes/admin-app.tsx': [
    'src/features/admin/modules/dashboard/routes/dashboard.tsx',
    'src/features/admin/modules/products/routes/products.tsx',
  ],
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

describe("the owner's dashboard's chunk group", () => {
  const name = adminChunkName(root);
  const groupOf = (id: string) => name(root + id, ctx);

  it('gathers the shell, the dashboard and what they import in `admin-dashboard`', () => {
    for (const id of [
      'src/features/admin/routes/admin-app.tsx',
      'src/features/admin/modules/dashboard/routes/dashboard.tsx',
      'src/components/panel/panel-layout.tsx',
      'src/components/stat-card.tsx',
      // Sign-in and the super admin's panel share these: they load the group too.
      'src/lib/schemas.ts',
    ]) {
      expect(groupOf(id)).toBe('admin-dashboard');
    }
  });

  it('leaves out what the kiosk needs, the entry loads, and the lazy admin screens', () => {
    // The kiosk would otherwise download the back office's chunk.
    expect(groupOf('src/lib/money.ts')).toBeNull();
    expect(groupOf('src/lib/cn.ts')).toBeNull();
    expect(groupOf('src/main.tsx')).toBeNull();
    expect(groupOf('src/features/admin/modules/products/routes/products.tsx')).toBeNull();
    expect(groupOf('src/lib/forms.ts')).toBeNull();
    expect(groupOf('src/features/auth/routes/auth.tsx')).toBeNull();
  });
});
