/**
 * Rewrites the app's imports from two index modules ("barrels") into imports from the modules
 * that define each name, at build (ADR 016, eighth pass):
 *
 *   import { Plus, X as Close } from 'lucide-react'
 *     → import { default as Plus } from 'lucide-react/icons/plus'; …
 *   import { formatMoney, type Money } from '@comanda/shared'
 *     → import { formatMoney } from '<repo>/packages/shared/src/money.ts'; import type …
 *
 * Why: through an index, a module that imports one name imports every module the index
 * re-exports, in the bundler's module graph. The kiosk's chunk groups (kiosk-chunks.ts) are
 * computed from that graph, so every icon and every shared module looked like one the app's
 * entry imports and none could join the kiosk's groups: the kiosk downloaded each as a chunk of
 * its own (about twenty requests of a few hundred bytes, each an extra round trip on a slow
 * network). Imported from their own modules, the graph says what each module really uses. The
 * JavaScript is the same (tree-shaking dropped the unused names either way).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Where a name is defined: the module to import it from, and its export name there. */
export interface NameSource {
  from: string;
  exported: string;
}
export type NameSources = Map<string, NameSource>;

/** Lucide's ES index: `export { default as Plus, default as PlusIcon } from './icons/plus.mjs'`. */
export function lucideNameSources(indexSource: string): NameSources {
  const sources: NameSources = new Map();
  const reExport = /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g;
  for (const [, names, file] of indexSource.matchAll(reExport)) {
    for (const name of names!.matchAll(/default as (\w+)/g)) {
      sources.set(name[1]!, { from: `lucide-react/icons/${file}`, exported: 'default' });
    }
  }
  return sources;
}

/**
 * The shared package's names: its index is `export * from './x'` lines, and each module
 * declares its exports (`export const|function|type|interface …`, `export { a, b }`).
 */
export function sharedNameSources(
  indexSource: string,
  readModule: (file: string) => { path: string; source: string },
): NameSources {
  const sources: NameSources = new Map();
  for (const [, file] of indexSource.matchAll(/export \* from '\.\/([\w-]+)'/g)) {
    const { path, source } = readModule(file!);
    const declared =
      /^export (?:declare )?(?:async )?(?:function\*?|const|let|class|interface|type|enum) (\w+)/gm;
    const names = [...source.matchAll(declared)].map((match) => match[1]!);
    for (const [, list] of source.matchAll(/^export \{([^}]*)\};?$/gm)) {
      names.push(
        ...list!.split(',').map((name) =>
          name
            .trim()
            .split(/\s+as\s+/)
            .pop()!,
        ),
      );
    }
    for (const name of names) if (name) sources.set(name, { from: path, exported: name });
  }
  return sources;
}

/**
 * `source` with its named imports from `barrel` split per defining module. Names not found
 * (none, unless a barrel changes shape) keep an import from the barrel; types are imported with
 * `import type`, so nothing of the barrel is left once TypeScript's imports are erased.
 */
export function splitBarrelImports(source: string, barrel: string, sources: NameSources): string {
  const quoted = barrel.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  const statement = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"];?`, 'g');
  return source.replace(statement, (whole, specifiers: string) => {
    const lines: string[] = [];
    const rest: string[] = [];
    const types: string[] = [];
    for (const raw of specifiers.split(',')) {
      const specifier = raw.trim();
      if (!specifier) continue;
      if (specifier.startsWith('type ')) {
        types.push(specifier.slice('type '.length));
        continue;
      }
      const [imported, local = imported] = specifier.split(/\s+as\s+/) as [string, string?];
      const found = sources.get(imported);
      if (found) lines.push(`import { ${found.exported} as ${local} } from '${found.from}';`);
      else rest.push(specifier);
    }
    if (rest.length > 0) lines.push(`import { ${rest.join(', ')} } from '${barrel}';`);
    if (types.length > 0) lines.push(`import type { ${types.join(', ')} } from '${barrel}';`);
    // As many lines as the statement had, so that every later line keeps its number.
    return lines.join(' ') + '\n'.repeat(whole.split('\n').length - 1);
  });
}

const sharedSrc = fileURLToPath(new URL('../../../packages/shared/src/', import.meta.url));

function barrels(): Record<string, NameSources> {
  const require = createRequire(import.meta.url);
  // The "import" condition's file, beside the CommonJS one that require resolves.
  const lucideIndex = require
    .resolve('lucide-react')
    .replace(/cjs[\\/]lucide-react\.js$/, 'esm/lucide-react.mjs');
  const readShared = (file: string) => {
    const path = `${sharedSrc}${file}.ts`;
    return { path, source: readFileSync(path, 'utf8') };
  };
  return {
    'lucide-react': lucideNameSources(readFileSync(lucideIndex, 'utf8')),
    '@comanda/shared': sharedNameSources(readFileSync(`${sharedSrc}index.ts`, 'utf8'), readShared),
  };
}

export function barrelImports(): Plugin {
  let sources: Record<string, NameSources> | undefined;
  return {
    name: 'comanda-barrel-imports',
    apply: 'build',
    // Before TypeScript is stripped, while `type` specifiers still say what they are.
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.tsx?$/.test(id)) return null;
      sources ??= barrels();
      let out = code;
      for (const [barrel, names] of Object.entries(sources)) {
        if (out.includes(barrel)) out = splitBarrelImports(out, barrel, names);
      }
      return out === code ? null : { code: out, map: null };
    },
  };
}
