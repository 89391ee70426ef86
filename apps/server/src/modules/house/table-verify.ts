import type { HouseTableVerifyData } from '@app/contract/house-tables';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { findRound, dealtRoundOf } from './table-rounds.ts';
import { tableOrRefuse } from './table-state.ts';

/**
 * GET /api/house/verify?table=&round= (house-games.md): what recomputes a dealt round — its
 * commitment, the revealed seed, the beacon (''), the cards in deal order and the outcome, as
 * stored by the deal. 404 for a round not dealt yet (its seed stays secret until then).
 */
export async function verifyTableRound(
  ctx: AppContext,
  code: string,
  round: number,
): Promise<HouseTableVerifyData> {
  const table = await tableOrRefuse(ctx.store.db, code);
  const row = await findRound(ctx.store.db, code, round);
  const dealt = row ? dealtRoundOf(row) : null;
  if (!row || !dealt) throw new DomainError('house_round_not_found');
  return {
    kind: 'table',
    game: table.game,
    table: code,
    round,
    commit: dealt.commit,
    seed: dealt.seed,
    beacon: row.beacon,
    cards: dealt.cards,
    outcome: dealt.outcome,
  };
}
