/**
 * Stand-ins for `@app/domain/lottery` functions that have not landed on this branch yet (same
 * names and shapes); replaced by the domain's imports when they do.
 */
export function combinations(numbers: readonly number[], k: number): number[][] {
  const out: number[][] = [];
  const pick: number[] = [];
  const walk = (start: number) => {
    if (pick.length === k) {
      out.push([...pick]);
      return;
    }
    for (let i = start; i <= numbers.length - (k - pick.length); i++) {
      pick.push(numbers[i]!);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

export function encodePlayField(id: string, picks: readonly number[]): string {
  return picks.length === 0
    ? id
    : `${id}:${picks.map((n) => String(n).padStart(2, '0')).join(',')}`;
}

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
