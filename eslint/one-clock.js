import { reportSwitchOff } from './switch-off.js';

/**
 * One clock (DESIGN §2, platform/time.ts): the server's modules and platform take the time from
 * the app's clock (`ctx.clock.now()`, or a `now` handed down), never from the machine, so that a
 * test's manual clock moves every stamp, window and expiry together. Refused:
 * - `Date.now` (called or passed as a function);
 * - `new Date()` without an argument (`new Date(at)` stands for a given time: allowed);
 * - `Date(...)` called without `new` (it answers the machine's time whatever it is given).
 * The clock itself (platform/time.ts) is left out by the config's `ignores`; nothing else is.
 * A comment that would switch this rule off is refused as well.
 */
const RULE_NAME = 'clock/one-clock';

const isDate = (node) =>
  (node.type === 'Identifier' && node.name === 'Date') ||
  (node.type === 'MemberExpression' &&
    !node.computed &&
    node.property.type === 'Identifier' &&
    node.property.name === 'Date' &&
    node.object.type === 'Identifier' &&
    node.object.name === 'globalThis');

const propertyName = (node) =>
  node.computed
    ? node.property.type === 'Literal'
      ? node.property.value
      : undefined
    : node.property.type === 'Identifier'
      ? node.property.name
      : undefined;

export const oneClock = {
  meta: {
    type: 'problem',
    docs: { description: "modules and platform take the time from the app's clock" },
    schema: [],
    messages: {
      dateNow:
        "Date.now reads the machine's time: use the app's clock (ctx.clock.now(), or a `now` passed down)",
      newDate:
        "{{what}} reads the machine's time: use new Date(ctx.clock.now()) or a `now` passed down",
      disable: 'the one-clock rule is not switched off: take the time from the app clock instead',
    },
  },
  create(context) {
    return {
      Program() {
        reportSwitchOff(context, RULE_NAME, 'disable');
      },
      MemberExpression(node) {
        if (isDate(node.object) && propertyName(node) === 'now') {
          context.report({ node, messageId: 'dateNow' });
        }
      },
      NewExpression(node) {
        if (isDate(node.callee) && node.arguments.length === 0) {
          context.report({
            node,
            messageId: 'newDate',
            data: { what: 'new Date() without an argument' },
          });
        }
      },
      CallExpression(node) {
        if (isDate(node.callee)) {
          context.report({ node, messageId: 'newDate', data: { what: 'Date() without new' } });
        }
      },
    };
  },
};
