/**
 * The bet slip's shape rules (issue "sportsbook"): one leg is a single, 2–10 legs from different
 * fixtures a parlay (串关). Limits are the operator's; these are the rules every slip obeys.
 */
import { MAX_PARLAY_LEGS } from '@app/contract/sports-constants';

export { MAX_PARLAY_LEGS };

export type SlipProblem = 'no_legs' | 'too_many_legs' | 'same_fixture';

export function slipProblem(legs: { fixture: number }[]): SlipProblem | null {
  if (legs.length === 0) return 'no_legs';
  if (legs.length > MAX_PARLAY_LEGS) return 'too_many_legs';
  const fixtures = new Set(legs.map((l) => l.fixture));
  if (fixtures.size !== legs.length) return 'same_fixture';
  return null;
}
