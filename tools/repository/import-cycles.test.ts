import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, importGraph, loopThrough, type ImportGraph } from './import-cycles';

/*
 * Decision 036: no import cycle in the server or the web, type imports included. A cycle
 * makes its files one lump: none can be read, tested or moved without the others.
 */
const apps = path.resolve(import.meta.dirname, '../../apps');

function describeCycles(graph: ImportGraph, folder: string): string[] {
  return cycles(graph).map(
    (component) =>
      `${component.length} files in a cycle, e.g. ` +
      loopThrough(graph, component)
        .map((file) => path.relative(folder, file))
        .join(' → '),
  );
}

function fixture(files: Record<string, string>): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), text);
  }
  return folder;
}

describe('import cycles', () => {
  it('finds a cycle through relative, aliased, index and type imports, and prints its loop', () => {
    const folder = fixture({
      'a.ts': "import { b } from './b';\nexport const a = b;",
      'b.ts': "import { c } from '@/lib';\nexport const b = c;",
      'lib/index.ts': "export { c } from './c';",
      'lib/c.tsx': "import type { A } from '../a';\nexport const c = 1;\nexport type C = A;",
      'd.ts': "import { a } from './a';\nimport { z } from 'zod';\nexport const d = [a, z];",
      'self.ts': "export * from './self';",
    });
    const graph = importGraph(folder, folder);
    const found = cycles(graph).map((component) =>
      component.map((file) => path.relative(folder, file)),
    );
    expect(found).toHaveLength(2);
    expect(found).toContainEqual(['a.ts', 'b.ts', 'lib/c.tsx', 'lib/index.ts']);
    expect(found).toContainEqual(['self.ts']);
    expect(describeCycles(graph, folder)).toContain(
      '4 files in a cycle, e.g. a.ts → b.ts → lib/index.ts → lib/c.tsx → a.ts',
    );
  });

  it('finds none in a graph that only goes one way', () => {
    const folder = fixture({
      'a.ts': "import { b } from './b';\nexport const a = b;",
      'b.ts': "import type { C } from './c';\nexport const b: C = 1;",
      'c.ts': 'export type C = number;',
    });
    expect(cycles(importGraph(folder))).toEqual([]);
  });

  it.each([
    ['server', 'server/src', undefined],
    ['web', 'web/src', 'web/src'],
  ])(
    'the %s has none',
    (_name, folder, alias) => {
      const root = path.join(apps, folder);
      const graph = importGraph(root, alias && path.join(apps, alias));
      expect(graph.size).toBeGreaterThan(100);
      expect(describeCycles(graph, root)).toEqual([]);
    },
    // About half a second of CPU per app; the limit leaves room for a loaded CI machine.
    30_000,
  );
});
