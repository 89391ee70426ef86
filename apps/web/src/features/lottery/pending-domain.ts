/**
 * Stand-in for `@app/domain/lottery/bet-command`'s parser that have not landed on this branch yet (same
 * names and shapes); replaced by the domain's imports when they do.
 */
export type BetCommand =
  | { kind: 'bets'; bets: { play: string; label: string; amountMinor: bigint }[] }
  | { kind: 'invalid'; help: string }
  | { kind: 'chat' };

export function parseBetCommand(text: string): BetCommand {
  const parts = text.trim().split(/\s+/);
  const names: Record<string, string> = { 大: 'big', 小: 'small', 单: 'odd', 双: 'even' };
  const bets: { play: string; label: string; amountMinor: bigint }[] = [];
  for (const part of parts) {
    const match = /^(大|小|单|双)(\d+)$/.exec(part);
    if (!match)
      return bets.length === 0 && !/\d/.test(text)
        ? { kind: 'chat' }
        : { kind: 'invalid', help: '格式：大100 单50' };
    bets.push({ play: names[match[1]!]!, label: match[1]!, amountMinor: BigInt(match[2]!) * 100n });
  }
  return { kind: 'bets', bets };
}
