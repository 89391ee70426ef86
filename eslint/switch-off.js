/**
 * For rules that may not be switched off: reports, in the file's Program visitor, every
 * `eslint-disable…` comment that names `ruleName` or names no rule (which switches every rule
 * off). The report stands before the file's first character: a directive switches a rule off only
 * from where it stands, so even one at the very top cannot hide it. `messageId` names the rule's
 * own message.
 */
export function reportSwitchOff(context, ruleName, messageId) {
  for (const comment of context.sourceCode.getAllComments()) {
    const directive = /^\s*eslint-disable(?:-next-line|-line)?(?:\s+([^]*?))?\s*(?:--[^]*)?$/.exec(
      comment.value,
    );
    if (directive && (!directive[1] || directive[1].includes(ruleName))) {
      context.report({
        loc: { start: { line: 1, column: -1 }, end: { line: 1, column: 0 } },
        messageId,
      });
    }
  }
}
