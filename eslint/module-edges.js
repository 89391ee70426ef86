import path from 'node:path';

/**
 * The server's module edges (DESIGN §2), as an ESLint rule:
 * - a file under `src/modules/<name>/` may import another module only through its `index.ts`;
 * - a file under `src/platform/` may import no module at all.
 * Relative imports are resolved against the importing file; nothing is exempt.
 */
const SERVER_SRC = `${path.sep}apps${path.sep}server${path.sep}src${path.sep}`;

function place(file) {
  const at = file.indexOf(SERVER_SRC);
  if (at < 0) return undefined;
  const parts = file.slice(at + SERVER_SRC.length).split(path.sep);
  if (parts[0] === 'modules' && parts.length > 2) {
    return { area: 'module', module: parts[1], rest: parts.slice(2).join('/') };
  }
  if (parts[0] === 'platform') return { area: 'platform' };
  return { area: 'other' };
}

export const moduleEdges = {
  meta: {
    type: 'problem',
    docs: { description: 'server modules import each other only through index.ts' },
    schema: [],
    messages: {
      internals:
        "'{{source}}' reaches into module '{{target}}'; import its public surface '../{{target}}/index.ts' instead",
      platform: "platform/ must not import module '{{target}}' ('{{source}}')",
    },
  },
  create(context) {
    const file = context.filename;
    const from = place(file);
    if (!from || from.area === 'other') return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = place(path.resolve(path.dirname(file), source));
      if (!to || to.area !== 'module') return;
      if (from.area === 'platform') {
        context.report({ node, messageId: 'platform', data: { source, target: to.module } });
        return;
      }
      if (to.module !== from.module && to.rest !== 'index.ts') {
        context.report({ node, messageId: 'internals', data: { source, target: to.module } });
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
