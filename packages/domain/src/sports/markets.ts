/**
 * The sportsbook's markets (ours; issue "sportsbook"): which markets each sport offers, their
 * selections, and how a market's line is written. Plain values, no I/O: the server, the player
 * app and the console read them alike.
 *
 * Lines are integers in quarter units (`lineQ` = line × 4), so −0.25 is −1, −0.75 is −3, 2.5 is
 * 10: no float ever decides a settlement. A handicap's line is the home side's (the away side
 * takes its negation); a total's line is the total of both sides.
 */
import {
  MARKET_TYPE_INFO,
  MARKET_TYPES,
  type MarketKind,
  type MarketType,
  type Sport,
} from '@app/contract/sports-constants';

export {
  MARKET_TYPE_INFO,
  MARKET_TYPES,
  SPORT_NAMES,
  SPORTS,
  type MarketKind,
  type MarketType,
  type MarketTypeInfo,
  type Sport,
} from '@app/contract/sports-constants';

/** The market types of a sport, in the order a fixture page lists them. */
export function marketTypesOf(sport: Sport): MarketType[] {
  return MARKET_TYPES.filter((t) => MARKET_TYPE_INFO[t].sport === sport);
}

/** Correct score lists every score up to this many goals a side, and 'other'. */
export const CS_MAX_GOALS = 3;

/** The selection codes of a market kind, in display order. */
export function selectionsOf(kind: MarketKind): string[] {
  switch (kind) {
    case '1x2':
      return ['home', 'draw', 'away'];
    case 'twoway':
    case 'handicap':
      return ['home', 'away'];
    case 'total':
      return ['over', 'under'];
    case 'btts':
      return ['yes', 'no'];
    case 'cs': {
      const out: string[] = [];
      for (let h = 0; h <= CS_MAX_GOALS; h += 1) {
        for (let a = 0; a <= CS_MAX_GOALS; a += 1) out.push(`${h}:${a}`);
      }
      out.push('other');
      return out;
    }
  }
}

/** Whether a line in quarters is allowed for a kind: lined kinds only, within ±400 quarters. */
export function lineAllowed(kind: MarketKind, lineQ: number | null): boolean {
  const lined = kind === 'handicap' || kind === 'total';
  if (!lined) return lineQ === null;
  if (lineQ === null || !Number.isSafeInteger(lineQ) || Math.abs(lineQ) > 1600) return false;
  return kind === 'total' ? lineQ > 0 : true;
}

/** A line in quarters as written: −1 → '-0.25', 10 → '2.5', 0 → '0'. */
export function formatLine(lineQ: number): string {
  const sign = lineQ < 0 ? '-' : '';
  const q = Math.abs(lineQ);
  const whole = Math.floor(q / 4);
  const frac = ['', '.25', '.5', '.75'][q % 4];
  return `${sign}${whole}${frac}`;
}

/** A written line back to quarters ('-0.75' → −3); null when it is not a quarter. */
export function parseLine(text: string): number | null {
  if (!/^[+-]?\d{1,3}(\.(0|00|25|5|50|75))?$/.test(text.trim())) return null;
  const q = Number(text) * 4;
  return Number.isSafeInteger(q) ? q : null;
}

/** How a selection reads on a slip: '主胜', '客 -0.25', '大 2.5', '2:1'. */
export function selectionLabel(
  kind: MarketKind,
  selection: string,
  lineQ: number | null,
  names: { home: string; away: string },
): string {
  switch (kind) {
    case '1x2':
      return selection === 'home' ? names.home : selection === 'away' ? names.away : '平局';
    case 'twoway':
      return selection === 'home' ? names.home : names.away;
    case 'handicap': {
      const q = selection === 'home' ? (lineQ ?? 0) : -(lineQ ?? 0);
      const line = q > 0 ? `+${formatLine(q)}` : formatLine(q);
      return `${selection === 'home' ? names.home : names.away} ${line}`;
    }
    case 'total':
      return `${selection === 'over' ? '大' : '小'} ${formatLine(lineQ ?? 0)}`;
    case 'btts':
      return selection === 'yes' ? '是' : '否';
    case 'cs':
      return selection === 'other' ? '其他比分' : selection;
  }
}
