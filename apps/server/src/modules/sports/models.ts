import {
  MARKET_TYPE_INFO,
  MIN_ODDS_C,
  selectionsOf,
  settleSelection,
  type MarketType,
  type Score,
  type Sport,
} from '@app/domain/sports/index';

/**
 * The book's price model (pure): a distribution of final scores from the state of a fixture, and
 * each selection's fair price from it through the domain's own settlement rule, so quarter lines,
 * pushes and correct score are priced by the rule that settles them. Football: Poisson goals for
 * the time left; basketball: normal points for the time left (diff and total apart); esports:
 * maps won, each map a coin of the home side's chance.
 */

/** A final score and its probability (basketball: synthetic scores carrying a diff or a total). */
export interface Outcome {
  score: Score;
  p: number;
}

/** What a sport's model knows of a fixture: its strengths, the state now and the time left. */
export type ModelState =
  | {
      sport: 'football';
      /** Expected goals over 90 minutes. */
      homeRate: number;
      awayRate: number;
      /** The share of the match left, 0–1. */
      left: number;
      score: Score;
    }
  | {
      sport: 'basketball';
      /** Expected points over 48 minutes. */
      homeRate: number;
      awayRate: number;
      left: number;
      score: Score;
    }
  | {
      sport: 'esports';
      /** The home side's chance of winning a map. */
      homeMap: number;
      bestOf: number;
      score: Score;
    };

/** The model of a new fixture made by a trader (its default prices; the trader edits them). */
export function neutralModel(sport: Sport): ModelState {
  const score = { home: 0, away: 0 };
  if (sport === 'football') return { sport, homeRate: 1.45, awayRate: 1.15, left: 1, score };
  if (sport === 'basketball') return { sport, homeRate: 112, awayRate: 108, left: 1, score };
  return { sport, homeMap: 0.55, bestOf: 3, score };
}

/** A market of a fixture: its type and line in quarters. */
export interface MarketSpec {
  type: MarketType;
  lineQ: number | null;
}

/** The markets a fixture of the sport is made with, at lines fitting the model's strengths. */
export function defaultMarkets(model: ModelState): MarketSpec[] {
  switch (model.sport) {
    case 'football':
      return [
        { type: '1x2', lineQ: null },
        // Asian handicap (the home side's line): level, −0.25 and −0.75 (quarter lines).
        { type: 'ah', lineQ: 0 },
        { type: 'ah', lineQ: -1 },
        { type: 'ah', lineQ: -3 },
        // Goals: 2.25, 2.5, 2.75.
        { type: 'ou', lineQ: 9 },
        { type: 'ou', lineQ: 10 },
        { type: 'ou', lineQ: 11 },
        { type: 'cs', lineQ: null },
        { type: 'btts', lineQ: null },
      ];
    case 'basketball': {
      // Half-point lines (no push) at the expected margin and total.
      const spread = -(Math.round(model.homeRate - model.awayRate) + 0.5);
      const total = Math.round(model.homeRate + model.awayRate) + 0.5;
      return [
        { type: 'ml', lineQ: null },
        { type: 'spread', lineQ: spread * 4 },
        { type: 'points', lineQ: total * 4 },
      ];
    }
    case 'esports': {
      const need = Math.ceil(model.bestOf / 2);
      return [
        { type: 'winner', lineQ: null },
        { type: 'map_hcp', lineQ: -6 },
        { type: 'maps', lineQ: (need * 2 - 1 - 0.5) * 4 },
      ];
    }
  }
}

function poisson(mean: number, max: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-mean);
  for (let k = 0; k <= max; k += 1) {
    out.push(p);
    p = (p * mean) / (k + 1);
  }
  return out;
}

/** The standard normal's distribution function (Abramowitz–Stegun 7.1.26, error < 1.5e-7). */
function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Integers around `mean` with their normal probabilities (continuity-corrected). */
function discreteNormal(mean: number, variance: number): { k: number; p: number }[] {
  if (variance <= 1e-9) return [{ k: Math.round(mean), p: 1 }];
  const sd = Math.sqrt(variance);
  const from = Math.floor(mean - 6 * sd);
  const to = Math.ceil(mean + 6 * sd);
  const out: { k: number; p: number }[] = [];
  for (let k = from; k <= to; k += 1) {
    const p = normalCdf((k + 0.5 - mean) / sd) - normalCdf((k - 0.5 - mean) / sd);
    if (p > 1e-12) out.push({ k, p });
  }
  return out;
}

function esportsFinals(homeMap: number, bestOf: number, score: Score): Outcome[] {
  const need = Math.ceil(bestOf / 2);
  const out: Outcome[] = [];
  const walk = (home: number, away: number, p: number) => {
    if (home >= need || away >= need) {
      out.push({ score: { home, away }, p });
      return;
    }
    walk(home + 1, away, p * homeMap);
    walk(home, away + 1, p * (1 - homeMap));
  };
  walk(score.home, score.away, 1);
  return out;
}

/** The final scores the market settles on, with their chances, from the model's state. */
export function outcomesFor(model: ModelState, type: MarketType): Outcome[] {
  switch (model.sport) {
    case 'football': {
      const left = Math.max(0, Math.min(1, model.left));
      const home = poisson(model.homeRate * left, 10);
      const away = poisson(model.awayRate * left, 10);
      const out: Outcome[] = [];
      for (let h = 0; h < home.length; h += 1) {
        for (let a = 0; a < away.length; a += 1) {
          out.push({
            score: { home: model.score.home + h, away: model.score.away + a },
            p: home[h]! * away[a]!,
          });
        }
      }
      return out;
    }
    case 'basketball': {
      // Points scored in the time left: about Poisson (variance = mean), sides independent.
      const left = Math.max(0, Math.min(1, model.left));
      const variance = (model.homeRate + model.awayRate) * left * 1.5;
      if (MARKET_TYPE_INFO[type].kind === 'total') {
        const now = model.score.home + model.score.away;
        return discreteNormal(now + (model.homeRate + model.awayRate) * left, variance).map(
          ({ k, p }) => ({ score: { home: Math.max(0, k), away: 0 }, p }),
        );
      }
      const now = model.score.home - model.score.away;
      return discreteNormal(now + (model.homeRate - model.awayRate) * left, variance).map(
        ({ k, p }) => ({ score: { home: Math.max(0, k), away: Math.max(0, -k) }, p }),
      );
    }
    case 'esports':
      return esportsFinals(model.homeMap, model.bestOf, model.score);
  }
}

/**
 * A selection's fair price in hundredths: the odds o at which its expected return is the stake,
 * E = o·A + B = 1 (A: the chance it wins, half for a half win; B: what comes back without a win —
 * a push, a half win's returned half, a half loss's half), clamped to 1.01–FEED_MAX_PRICE_C.
 */
/**
 * The longest price the feed quotes (151.00): a near-certain result late in a match would otherwise
 * be priced in the hundreds against 1.01 (a 28-point lead with a quarter to play), odds no book
 * offers; a trader may still price up to 1000.00.
 */
export const FEED_MAX_PRICE_C = 15_100;

export function fairPriceC(
  type: MarketType,
  selection: string,
  lineQ: number | null,
  outcomes: Outcome[],
): number {
  const kind = MARKET_TYPE_INFO[type].kind;
  let a = 0;
  let b = 0;
  for (const { score, p } of outcomes) {
    switch (settleSelection(kind, selection, lineQ, score)) {
      case 'win':
        a += p;
        break;
      case 'half_win':
        a += p / 2;
        b += p / 2;
        break;
      case 'push':
      case 'void':
        b += p;
        break;
      case 'half_lose':
        b += p / 2;
        break;
      case 'lose':
        break;
    }
  }
  if (a < 1e-6) return FEED_MAX_PRICE_C;
  const price = Math.round(((1 - b) / a) * 100);
  return Math.max(MIN_ODDS_C, Math.min(FEED_MAX_PRICE_C, price));
}

/** Every selection's fair price of a market (hundredths, by code) from the model's state. */
export function fairPrices(model: ModelState, spec: MarketSpec): Record<string, number> {
  const outcomes = outcomesFor(model, spec.type);
  const prices: Record<string, number> = {};
  for (const code of selectionsOf(MARKET_TYPE_INFO[spec.type].kind)) {
    prices[code] = fairPriceC(spec.type, code, spec.lineQ, outcomes);
  }
  return prices;
}
