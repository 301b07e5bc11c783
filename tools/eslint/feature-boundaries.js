import path from 'node:path';

const webSrc = path.resolve(import.meta.dirname, '../../apps/web/src');

/**
 * Where a file sits: its feature folder and, inside a panel's `modules/` folder, its module
 * (`features/admin/modules/catalog/...` is feature 'admin', module 'catalog'). Null outside
 * features.
 */
function placeOf(absolutePath) {
  const relative = path.relative(path.join(webSrc, 'features'), absolutePath);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [feature, folder, module] = relative.split(path.sep);
  if (!feature) return null;
  const inModule = folder === 'modules' && module;
  return { feature, module: inModule ? module.replace(/\.[jt]sx?$/, '') : null };
}

function resolveTarget(fromFile, specifier) {
  if (specifier.startsWith('@/')) return path.join(webSrc, specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  return null;
}

/**
 * DESIGN §3: a web feature never imports another feature, nor the app layer that composes
 * them. One level down (ADR 013), a panel module (`features/<panel>/modules/<module>/`) never
 * imports another module of its panel: what two modules share lives in components/, lib/ or
 * the panel's own shared folders. Import paths are resolved, so `@/features/x` and `../../x`
 * are caught alike.
 *
 * @type {import('eslint').Rule.RuleModule}
 */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Forbid imports between web features, between modules of a panel, and from features into app/',
    },
    messages: {
      crossFeature:
        "Feature '{{from}}' must not import feature '{{to}}': move shared code to components/ or lib/.",
      crossModule:
        "Module '{{from}}' of '{{feature}}' must not import module '{{to}}': move shared code to components/, lib/ or the panel's shared folders.",
      appLayer: "Feature '{{from}}' must not import the app layer (src/app).",
    },
    schema: [],
  },
  create(context) {
    const from = placeOf(context.filename);
    if (!from) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string') return;
      const target = resolveTarget(context.filename, source.value);
      if (!target) return;
      const to = placeOf(target);
      if (to && to.feature !== from.feature) {
        const data = { from: from.feature, to: to.feature };
        context.report({ node: source, messageId: 'crossFeature', data });
      } else if (to && from.module && to.module && to.module !== from.module) {
        const data = { feature: from.feature, from: from.module, to: to.module };
        context.report({ node: source, messageId: 'crossModule', data });
      } else if (!to && !path.relative(path.join(webSrc, 'app'), target).startsWith('..')) {
        context.report({ node: source, messageId: 'appLayer', data: { from: from.feature } });
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

export default { rules: { 'feature-boundaries': featureBoundaries } };
