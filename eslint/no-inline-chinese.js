/**
 * The console's words live in one strings.ts per feature (DESIGN §9, so that a locale can follow):
 * a component may not carry Chinese text itself — no string or template literal and no JSX text
 * with a CJK character. Wired for apps/admin/src/**\/*.tsx (strings.ts and tests excepted), with
 * inline configuration off there, so there is no way around it but the strings file.
 */
const CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;

export const noInlineChinese = {
  meta: {
    type: 'suggestion',
    docs: { description: "Chinese text belongs in the feature's strings.ts, not in a component" },
    schema: [],
    messages: {
      inline:
        "Chinese text in a component: move '{{text}}' to the feature's strings.ts and refer to it.",
    },
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'inline', data: { text: text.trim().slice(0, 24) } });
    return {
      Literal(node) {
        if (typeof node.value === 'string' && CJK.test(node.value)) report(node, node.value);
      },
      TemplateElement(node) {
        if (CJK.test(node.value.cooked ?? node.value.raw)) report(node, node.value.raw);
      },
      JSXText(node) {
        if (CJK.test(node.value)) report(node, node.value);
      },
    };
  },
};
