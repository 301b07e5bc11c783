import path from 'node:path';

const serverSrc = path.resolve(import.meta.dirname, '../../apps/server/src');
const modulesDir = path.join(serverSrc, 'modules');
const schemaFile = path.join(serverSrc, 'db/schema');
const pluginsDir = path.join(serverSrc, 'plugins');

/**
 * Decision 037: the server's modules in tiers, lowest first. A module imports modules of its
 * own tier or lower, never higher (the import-cycle test keeps each tier free of cycles).
 * A lower tier that needs to know something from a higher one asks through an event, or a
 * port that app.ts hands in. apps/server/src/modules/README.md says why each sits where it is.
 * Above every tier, the composition (app.ts, workflows/, seed/) may import any module's index.
 */
export const tiers = [
  ['foundation', ['establishments', 'audit', 'auth', 'tenancy', 'uploads']],
  ['catalog', ['catalog', 'tables']],
  ['orders', ['orders']],
  ['operations', ['printing', 'stock', 'suppliers', 'whatsapp']],
  ['money', ['payments', 'fiscal', 'cash-register', 'finance', 'marketplaces', 'online-menu']],
  ['reporting', ['platform', 'reports', 'backup', 'health']],
];
const tierOf = new Map(
  tiers.flatMap(([tier, modules], rank) => modules.map((module) => [module, { tier, rank }])),
);

/** Folders that hold no module and that no module's code may depend on being above. */
const isInside = (folder, file) => {
  const relative = path.relative(folder, file);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
};

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
      higherTier:
        "Module '{{from}}' ({{fromTier}}) must not import module '{{to}}' ({{toTier}}), a higher tier: ask through an event or a port app.ts hands in (decision 037).",
      unknownTier:
        "Module '{{module}}' has no tier: add it to the tiers in tools/eslint/module-boundaries.js and modules/README.md.",
      plugins:
        "Module '{{from}}' must not import plugins/: the types it needs belong in lib/ (decision 037).",
      sharedImportsModule:
        "'{{folder}}/' must not import module '{{to}}': modules build on {{folder}}/, never the other way (decision 037).",
      face: "Import module '{{to}}' through its index ('{{to}}'), not '{{inner}}'.",
    },
    schema: [],
  },
  create(context) {
    const from = placeOf(context.filename);
    const check = from ? (source) => checkModule(context, from, source) : outsideCheck(context);
    if (!check) return {};
    if (from && !tierOf.has(from.module)) {
      context.report({
        loc: { line: 1, column: 0 },
        messageId: 'unknownTier',
        data: { module: from.module },
      });
    }
    const visit = (source) => {
      if (source && typeof source.value === 'string' && source.value.startsWith('.')) {
        check(source);
      }
    };
    return {
      ImportDeclaration: (node) => visit(node.source),
      ExportNamedDeclaration: (node) => visit(node.source),
      ExportAllDeclaration: (node) => visit(node.source),
      ImportExpression: (node) => visit(node.source),
    };
  },
};

/** A module's file: its imports of other modules, of db/schema and of plugins/. */
function checkModule(context, from, source) {
  const target = path.resolve(path.dirname(context.filename), source.value);
  if (withoutExtension(target) === schemaFile) {
    if (!isTest(from.inner) && !schemaReaders.has(`${from.module}/${from.inner}`)) {
      context.report({ node: source, messageId: 'schema', data: { from: from.module } });
    }
    return;
  }
  if (isInside(pluginsDir, target)) {
    context.report({ node: source, messageId: 'plugins', data: { from: from.module } });
    return;
  }
  const to = placeOf(target);
  if (!to || to.module === from.module) return;
  const data = { from: from.module, to: to.module, inner: to.inner };
  const [fromTier, toTier] = [tierOf.get(from.module), tierOf.get(to.module)];
  if (fromTier && toTier && toTier.rank > fromTier.rank) {
    const tiersOf = { fromTier: fromTier.tier, toTier: toTier.tier };
    context.report({ node: source, messageId: 'higherTier', data: { ...data, ...tiersOf } });
    return;
  }
  if (isIndex(to.inner)) return;
  if (!isTables(to.inner)) {
    context.report({ node: source, messageId: 'crossModule', data });
  } else if (!isTables(from.inner)) {
    context.report({ node: source, messageId: 'foreignTables', data });
  }
}

/**
 * A file outside the modules. lib/ and db/ import no module (db/schema.ts, drizzle-kit's
 * aggregate, alone gathers the tables); every other file (app.ts, plugins/, workflows/, seed/)
 * imports a module through its index. Tests and test/ helpers are free: they seed and read
 * what they check.
 */
function outsideCheck(context) {
  if (!isInside(serverSrc, context.filename) || /\.test\.ts$/.test(context.filename)) return null;
  const own = path.relative(serverSrc, context.filename).split(path.sep)[0];
  if (own === 'test') return null;
  const isSchema = withoutExtension(context.filename) === schemaFile;
  return (source) => {
    const to = placeOf(path.resolve(path.dirname(context.filename), source.value));
    if (!to) return;
    if ((own === 'lib' || own === 'db') && !(isSchema && isTables(to.inner))) {
      context.report({
        node: source,
        messageId: 'sharedImportsModule',
        data: { folder: own, to: to.module },
      });
    } else if (!isIndex(to.inner) && !isSchema) {
      context.report({ node: source, messageId: 'face', data: { to: to.module, inner: to.inner } });
    }
  };
}

export default { rules: { 'module-boundaries': moduleBoundaries } };
