/**
 * Colours live in the theme modules (a file named theme.ts; with theme.css, the only places with
 * colour values): a string literal or template text holding a hex colour (`#1d5bd8`, `#fff`,
 * `1px solid #eee`) anywhere else is refused. stylelint does the same for stylesheets
 * (stylelint.config.mjs).
 */
const HEX_COLOUR = /(^|[^&\w])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])/i;

/** @type {import('eslint').Rule.RuleModule} */
export const noRawColour = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse raw hex colours outside the theme module (theme.ts).' },
    messages: {
      raw: 'Raw colour {{colour}}: name it in the theme module (src/theme.ts) or use a theme.css custom property.',
    },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      const match = HEX_COLOUR.exec(text);
      if (match)
        context.report({
          node,
          messageId: 'raw',
          data: { colour: match[0].slice(match[1].length) },
        });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.raw);
      },
    };
  },
};
