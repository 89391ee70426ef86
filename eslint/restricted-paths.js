import path from 'node:path';

/**
 * Layers as zones (bulletproof-react's restricted paths, without a resolver dependency): a file
 * under a zone's `target` may not import, by a relative path, anything under its `from`. Paths
 * are relative to `basePath`; a path names a folder (and everything under it) or a file.
 */
const within = (file, place) => file === place || file.startsWith(place + path.sep);
const list = (value) => (Array.isArray(value) ? value : [value]);

export const restrictedPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'a layer imports only the layers it may' },
    schema: [
      {
        type: 'object',
        properties: { basePath: { type: 'string' }, zones: { type: 'array' } },
        additionalProperties: false,
      },
    ],
    messages: { restricted: "'{{source}}': {{message}}" },
  },
  create(context) {
    const { basePath, zones } = context.options[0];
    const abs = (p) => path.resolve(basePath, p);
    const file = context.filename;
    const mine = zones.filter((zone) => list(zone.target).some((t) => within(file, abs(t))));
    if (mine.length === 0) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      for (const zone of mine) {
        if (list(zone.from).some((from) => within(target, abs(from)))) {
          context.report({
            node,
            messageId: 'restricted',
            data: { source, message: zone.message },
          });
          return;
        }
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
