import path from 'node:path';

const serverSrc = path.resolve(import.meta.dirname, '../../apps/server/src');
const modulesDir = path.join(serverSrc, 'modules');
const schemaFile = path.join(serverSrc, 'db/schema');

/** The module folder a file or import target belongs to, and its path inside it. */
function placeOf(absolutePath) {
  const relative = path.relative(modulesDir, absolutePath);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [module, ...rest] = relative.split(path.sep);
  return module ? { module, inner: rest.join('/') } : null;
}

const withoutExtension = (file) => file.replace(/\.(ts|js)$/, '');
const isIndex = (inner) => ['', 'index'].includes(withoutExtension(inner));
const isTables = (inner) => withoutExtension(inner).endsWith('.tables');
/** Tests, and a module's own test/ helpers, may seed any table through db/schema. */
const isTest = (inner) => /\.test\.ts$/.test(inner) || inner.startsWith('test/');
/**
 * Decision 023: the backup enumerates every tenant table from the schema, so that a table added
 * by any module is backed up without a list to keep; this one file may read db/schema.
 */
const schemaReaders = new Set(['backup/tenant-tables.ts']);

/**
 * Decision 012: a server module is used through its index only (its public face), and its
 * tables are private. A module's file may not import another module's files other than its
 * index; `*.tables.ts` files alone may import another module's tables, for foreign keys.
 * Outside tests, no module reads rows through db/schema (drizzle-kit's aggregate of all tables).
 *
 * @type {import('eslint').Rule.RuleModule}
 */
export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid reaching past another server module's index" },
    messages: {
      crossModule:
        "Module '{{from}}' must import module '{{to}}' through its index ('../{{to}}'), not '{{inner}}'.",
      foreignTables:
        "Module '{{from}}' must not import the tables of module '{{to}}': call a function its index exports.",
      schema:
        "Module '{{from}}' must not read tables through db/schema: call the owning module's index.",
    },
    schema: [],
  },
  create(context) {
    const from = placeOf(context.filename);
    if (!from) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source.value);
      if (withoutExtension(target) === schemaFile) {
        if (!isTest(from.inner) && !schemaReaders.has(`${from.module}/${from.inner}`)) {
          context.report({ node: source, messageId: 'schema', data: { from: from.module } });
        }
        return;
      }
      const to = placeOf(target);
      if (!to || to.module === from.module || isIndex(to.inner)) return;
      const data = { from: from.module, to: to.module, inner: to.inner };
      if (!isTables(to.inner)) {
        context.report({ node: source, messageId: 'crossModule', data });
      } else if (!isTables(from.inner)) {
        context.report({ node: source, messageId: 'foreignTables', data });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { 'module-boundaries': moduleBoundaries } };
