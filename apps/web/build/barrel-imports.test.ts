import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as shared from '@comanda/shared';
import { describe, expect, it } from 'vitest';
import {
  lucideNameSources,
  sharedNameSources,
  splitBarrelImports,
  type NameSources,
} from './barrel-imports';

const sharedSrc = fileURLToPath(new URL('../../../packages/shared/src/', import.meta.url));
const readShared = (file: string) => {
  const path = `${sharedSrc}${file}.ts`;
  return { path, source: readFileSync(path, 'utf8') };
};

describe('imports split per defining module', () => {
  const icons: NameSources = lucideNameSources(
    "export { default as Plus, default as PlusIcon, default as LucidePlus } from './icons/plus.mjs';\n" +
      "export { default as X, default as XIcon } from './icons/x.mjs';",
  );

  it("reads every name of an icon from Lucide's index", () => {
    expect(icons.get('PlusIcon')).toEqual({ from: 'lucide-react/icons/plus', exported: 'default' });
    expect(icons.get('X')).toEqual({ from: 'lucide-react/icons/x', exported: 'default' });
  });

  it('splits a statement over several lines, keeping aliases, types, unknown names and the line count', () => {
    const source = [
      'import {',
      '  Plus,',
      '  X as Close,',
      '  createLucideIcon,',
      '  type LucideIcon,',
      "} from 'lucide-react';",
      'const after = 1;',
    ].join('\n');
    const split = splitBarrelImports(source, 'lucide-react', icons);
    expect(split.split('\n')).toHaveLength(source.split('\n').length);
    expect(split).toContain("import { default as Plus } from 'lucide-react/icons/plus';");
    expect(split).toContain("import { default as Close } from 'lucide-react/icons/x';");
    expect(split).toContain("import { createLucideIcon } from 'lucide-react';");
    expect(split).toContain("import type { LucideIcon } from 'lucide-react';");
    expect(split.endsWith('const after = 1;')).toBe(true);
  });

  it('leaves imports from other modules alone', () => {
    const source =
      "import { Plus } from 'lucide-react-extra';\nimport { X } from './lucide-react';";
    expect(splitBarrelImports(source, 'lucide-react', icons)).toBe(source);
  });

  it('finds every value the shared package exports in the module that defines it', async () => {
    const sources = sharedNameSources(readFileSync(`${sharedSrc}index.ts`, 'utf8'), readShared);
    for (const [name, value] of Object.entries(shared)) {
      const source = sources.get(name);
      expect(source, name).toBeDefined();
      const module = (await import(source!.from)) as Record<string, unknown>;
      expect(module[source!.exported], name).toBe(value);
    }
  });
});
