import { reportSwitchOff } from './switch-off.js';

/**
 * Short functions: a function, component, hook or arrow function of
 * more than `max` lines (120) is refused; split it into named components, hooks and helpers. The
 * lines are counted as the core `max-lines-per-function` counts them with blank lines, comments
 * and IIFEs included (a method or accessor from its key), so the core rule, set to warn at a
 * lower bound (80) in the same config block, and this one measure alike.
 * A comment that would switch either of them off is refused as well: there is no exception list.
 */
const RULE_NAME = 'functions/short-functions';
const CORE_RULE = 'max-lines-per-function';

/** A method or accessor is measured from its key, as the core rule does. */
function isEmbedded(node) {
  const parent = node.parent;
  if (!parent || parent.value !== node) return false;
  if (parent.type === 'MethodDefinition') return true;
  return (
    parent.type === 'Property' && (parent.method || parent.kind === 'get' || parent.kind === 'set')
  );
}

/** How the function reads in the message: its kind and, where it has one, its name. */
function describe(node) {
  const kind = isEmbedded(node)
    ? 'method'
    : node.type === 'ArrowFunctionExpression'
      ? 'arrow function'
      : 'function';
  const parent = node.parent;
  const named =
    node.id ??
    (parent?.type === 'VariableDeclarator' && parent.init === node ? parent.id : null) ??
    ((parent?.type === 'Property' || parent?.type === 'MethodDefinition') && parent.value === node
      ? parent.key
      : null);
  return named?.type === 'Identifier' ? `${kind} '${named.name}'` : kind;
}

export const shortFunctions = {
  meta: {
    type: 'suggestion',
    docs: {
      description: 'refuse functions longer than `max` lines (blank lines and comments count)',
    },
    schema: [
      {
        type: 'object',
        properties: { max: { type: 'integer', minimum: 1 } },
        required: ['max'],
        additionalProperties: false,
      },
    ],
    messages: {
      tooLong:
        '{{name}} has {{lines}} lines, over {{max}}: split it into named components, hooks or helpers',
      disable: `${RULE_NAME} and ${CORE_RULE} are not switched off: split the function instead`,
    },
  },
  create(context) {
    const { max } = context.options[0];
    const check = (fn) => {
      const node = isEmbedded(fn) ? fn.parent : fn;
      const lines = node.loc.end.line - node.loc.start.line + 1;
      if (lines > max) {
        context.report({ node, messageId: 'tooLong', data: { name: describe(fn), lines, max } });
      }
    };
    return {
      Program() {
        reportSwitchOff(context, RULE_NAME, 'disable');
        reportSwitchOff(context, CORE_RULE, 'disable');
      },
      FunctionDeclaration: check,
      FunctionExpression: check,
      ArrowFunctionExpression: check,
    };
  },
};
