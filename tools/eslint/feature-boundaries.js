import path from 'node:path';

const webSrc = path.resolve(import.meta.dirname, '../../apps/web/src');

/** The feature folder a file or import target belongs to, if any. */
function featureOf(absolutePath) {
  const relative = path.relative(path.join(webSrc, 'features'), absolutePath);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0] || null;
}

function resolveTarget(fromFile, specifier) {
  if (specifier.startsWith('@/')) return path.join(webSrc, specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  return null;
}

/**
 * DESIGN §3: a web feature never imports another feature, nor the app layer that composes
 * them. Import paths are resolved, so `@/features/x` and `../../x` are caught alike.
 *
 * @type {import('eslint').Rule.RuleModule}
 */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports between web features and from features into app/' },
    messages: {
      crossFeature:
        "Feature '{{from}}' must not import feature '{{to}}': move shared code to components/ or lib/.",
      appLayer: "Feature '{{from}}' must not import the app layer (src/app).",
    },
    schema: [],
  },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string') return;
      const target = resolveTarget(context.filename, source.value);
      if (!target) return;
      const to = featureOf(target);
      if (to && to !== from) {
        context.report({ node: source, messageId: 'crossFeature', data: { from, to } });
      } else if (!to && !path.relative(path.join(webSrc, 'app'), target).startsWith('..')) {
        context.report({ node: source, messageId: 'appLayer', data: { from } });
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
