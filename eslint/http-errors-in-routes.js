import path from 'node:path';
import { reportSwitchOff } from './switch-off.js';

/**
 * Errors stay out of HTTP (platform/http/CONTEXT.md): a module's rules throw `DomainError`s with
 * reasons the module declares (its `errors.ts`); `platform/http/domain-errors.ts` is the one
 * mapping to a status and a catalogue message. The HTTP error helpers (`platform/http/errors.ts`:
 * AppError, badRequest, unauthorized, forbidden, conflict, refused, tooMany) are imported only by
 * - a module's route files: `*.routes.ts` and `plugin.ts` (where a call's own HTTP answer is
 *   decided: a missing path parameter, a multipart limit), and
 * - `platform/http/**` itself.
 * Nothing else is exempt, and a comment that would switch this rule off is refused as well.
 */
const RULE_NAME = 'http/errors-in-routes';
const SERVER_SRC = `${path.sep}apps${path.sep}server${path.sep}src${path.sep}`;
const HTTP_ERRORS = `${path.sep}platform${path.sep}http${path.sep}errors.ts`;

/** Where the file stands: a route file, platform/http, or anywhere else under src. */
function placeOf(file) {
  const at = file.indexOf(SERVER_SRC);
  if (at < 0) return 'outside';
  const parts = file.slice(at + SERVER_SRC.length).split(path.sep);
  if (parts[0] === 'platform' && parts[1] === 'http') return 'http';
  const name = parts[parts.length - 1];
  if (parts[0] === 'modules' && (name.endsWith('.routes.ts') || name === 'plugin.ts')) {
    return 'routes';
  }
  return 'service';
}

export const httpErrorsInRoutes = {
  meta: {
    type: 'problem',
    docs: { description: 'HTTP error helpers only in route files and platform/http' },
    schema: [],
    messages: {
      outsideRoutes:
        "'{{source}}' (HTTP errors) is for route files (*.routes.ts, plugin.ts) and platform/http: throw a DomainError with a reason your module declares in its errors.ts",
      disable: 'the errors-in-routes rule is not switched off: throw a DomainError instead',
    },
  },
  create(context) {
    const file = context.filename;
    const place = placeOf(file);
    if (place !== 'service') return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      if (path.resolve(path.dirname(file), source).endsWith(HTTP_ERRORS)) {
        context.report({ node, messageId: 'outsideRoutes', data: { source } });
      }
    };
    return {
      Program() {
        reportSwitchOff(context, RULE_NAME, 'disable');
      },
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
