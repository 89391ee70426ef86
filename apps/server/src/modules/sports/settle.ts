import { sql } from 'kysely';
import { MARKET_TYPE_INFO, type LegOutcome, type MarketType } from '@app/contract/sports';
import { betReturn, settleSelection } from '@app/domain/sports/index';
import type { AppContext } from '../../platform/context.ts';
import type { Store, Tx } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { houseVenueBalanceIn, moveWithHouseVenue } from '../ledger/index.ts';
import { gameOfSports } from './bets.ts';
import { BET_COLUMNS } from './bet-views.ts';
import { sportsAdjustKey, sportsReturnKey } from './ledger-keys.ts';
import { lockRecords, writeRecord } from './records.ts';

/**
 * Settlement (issue "sportsbook"). A leg's outcome comes from the result in force of its fixture
 * (`sports_fixtures.result_id`) by the domain's `settleSelection`; a cancelled fixture (or a
 * cancelling result) or a void market makes it 'void'. A bet settles when every leg has an
 * outcome: it returns `betReturn(stake, legs)`.
 *
 * ONE transaction per bet: its legs' outcomes are written, and when all are known the bet row
 * moves on by a conditional update on `settle_seq` (so two nodes, or a retry after a node died,
 * never pay twice: the loser updates no row and rolls back), the money moves (first settlement:
 * `sports_return` pool → wallet when above zero; a resettlement: the difference new − old as
 * `sports_adjust`, either way) under keys of (bet id, settle seq), and a record is appended.
 *
 * A correction taking money back never takes the wallet below zero: it takes what is there and
 * adds the rest to the bet's `shortfall_minor` (the player kept it; the console shows it); a
 * later correction in the player's favour cancels the shortfall before paying anything.
 */

/** Bets settled per sweep (each its own transaction). */
export const SETTLE_BATCH = 500;
/** Results made the one in force per sweep. */
const ADOPT_BATCH = 50;
/** How long after its check a result's legs are still compared for a later correction (sweep). */
const CORRECTION_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** Another node settled the bet first: this transaction rolls back and moves nothing. */
class SettledElsewhere extends Error {}

export interface ResultRow {
  id: number;
  fixture_id: number;
  cancel: number;
  score_home: number | null;
  score_away: number | null;
}

/**
 * Makes a confirmed result the fixture's result in force (in the caller's transaction): any
 * other confirmed result of the fixture becomes 'replaced', the fixture takes its id and the state
 * 'finished' (or 'cancelled'), its markets still open or suspended become 'settled' (a cancel
 * leaves them as they are: its legs are void anyway).
 */
export async function adoptResult(tx: Tx, result: ResultRow, now: number): Promise<void> {
  await tx
    .updateTable('sports_results')
    .set({ state: 'replaced' })
    .where('fixture_id', '=', result.fixture_id)
    .where('state', '=', 'confirmed')
    .where('id', '<>', result.id)
    .execute();
  await tx
    .updateTable('sports_fixtures')
    .set({
      result_id: result.id,
      state: result.cancel === 1 ? 'cancelled' : 'finished',
      updated_at: now,
    })
    .where('id', '=', result.fixture_id)
    .execute();
  if (result.cancel !== 1) {
    await tx
      .updateTable('sports_markets')
      .set({ state: 'settled', updated_at: now })
      .where('fixture_id', '=', result.fixture_id)
      .where('state', 'in', ['open', 'suspended'])
      .execute();
  }
}

interface LegToSettle {
  id: number;
  selection: string;
  odds_c: number;
  outcome: string | null;
  result_id: number | null;
  sport: string;
  fixture_state: string;
  fixture_result: number | null;
  market_state: string;
  type: string;
  line_q: number | null;
  cancel: number | null;
  score_home: number | null;
  score_away: number | null;
}

/** A leg's outcome now, and the result it rests on (null: not known yet). */
function outcomeOf(leg: LegToSettle): { outcome: LegOutcome | null; resultId: number | null } {
  if (leg.fixture_result !== null && leg.cancel !== null) {
    const resultId = leg.fixture_result;
    if (leg.cancel === 1 || leg.market_state === 'void') return { outcome: 'void', resultId };
    const info = MARKET_TYPE_INFO[leg.type as MarketType];
    const score = { home: leg.score_home ?? 0, away: leg.score_away ?? 0 };
    return { outcome: settleSelection(info.kind, leg.selection, leg.line_q, score), resultId };
  }
  if (leg.fixture_state === 'cancelled' || leg.market_state === 'void')
    return { outcome: 'void', resultId: null };
  return { outcome: null, resultId: null };
}

export interface Settled {
  /** The bet was settled or resettled (money or not). */
  settled: boolean;
  /** Paid to the player (positive) or taken back (negative) by this transaction. */
  movedMinor: bigint;
}

const NOTHING: Settled = { settled: false, movedMinor: 0n };

/**
 * Brings one bet up to date with its fixtures' results (see above). Safe to call any number of
 * times, on any node: what is done already is not done again.
 */
export async function settleBet(ctx: AppContext, betId: number): Promise<Settled> {
  try {
    return await inTransaction(ctx.store, (tx) => settleBetIn(ctx, tx, betId));
  } catch (error) {
    if (error instanceof SettledElsewhere) return NOTHING;
    throw error;
  }
}

type BetToSettle = Awaited<ReturnType<typeof readBet>>;

function readBet(tx: Tx, betId: number) {
  return tx
    .selectFrom('sports_bets')
    .select([...BET_COLUMNS])
    .where('id', '=', betId)
    .executeTakeFirst();
}

function readLegs(tx: Tx, betId: number): Promise<LegToSettle[]> {
  return tx
    .selectFrom('sports_bet_legs as l')
    .innerJoin('sports_fixtures as f', 'f.id', 'l.fixture_id')
    .innerJoin('sports_markets as m', 'm.id', 'l.market_id')
    .leftJoin('sports_results as r', 'r.id', 'f.result_id')
    .select([
      'l.id',
      'l.selection',
      'l.odds_c',
      'l.outcome',
      'l.result_id',
      'f.sport',
      'f.state as fixture_state',
      'f.result_id as fixture_result',
      'm.state as market_state',
      'm.type',
      'm.line_q',
      'r.cancel',
      'r.score_home',
      'r.score_away',
    ])
    .where('l.bet_id', '=', betId)
    .orderBy('l.id')
    .execute();
}

/** Writes the legs' outcomes that changed; answers every leg's outcome (null: not known). */
async function writeOutcomes(tx: Tx, legs: readonly LegToSettle[]) {
  const outcomes = legs.map(outcomeOf);
  for (const [i, leg] of legs.entries()) {
    const next = outcomes[i]!;
    if (next.outcome === null) continue;
    if (next.outcome === leg.outcome && next.resultId === leg.result_id) continue;
    await tx
      .updateTable('sports_bet_legs')
      .set({ outcome: next.outcome, result_id: next.resultId })
      .where('id', '=', leg.id)
      .execute();
  }
  return outcomes.map((o) => o.outcome);
}

async function settleBetIn(ctx: AppContext, tx: Tx, betId: number): Promise<Settled> {
  await lockRecords(ctx.store, tx, 'shared');
  const bet = await readBet(tx, betId);
  if (!bet) return NOTHING;
  const legs = await readLegs(tx, betId);
  const outcomes = await writeOutcomes(tx, legs);
  if (outcomes.some((o) => o === null)) return NOTHING;
  const known = outcomes as LegOutcome[];
  const returned = betReturn(
    bet.stake_minor,
    legs.map((leg, i) => ({ outcome: known[i]!, oddsC: leg.odds_c })),
  );
  const game = gameOfSports(legs.map((l) => l.sport));
  if (bet.state === 'open') return firstSettlement(ctx, tx, bet, known, returned, game);
  if (returned === (bet.paid_minor ?? 0n)) return NOTHING;
  return resettle(ctx, tx, bet, returned, game);
}

/** The first settlement: the return pool → wallet, the record settled. */
async function firstSettlement(
  ctx: AppContext,
  tx: Tx,
  bet: NonNullable<BetToSettle>,
  outcomes: readonly LegOutcome[],
  returned: bigint,
  game: string,
): Promise<Settled> {
  const now = ctx.clock.now();
  const seq = bet.settle_seq + 1;
  await takeSeq(tx, bet.id, bet.settle_seq, {
    state: 'settled',
    paid_minor: returned,
    settled_at: now,
  });
  if (returned > 0n) {
    await moveWithHouseVenue(ctx, tx, {
      userId: bet.user_id,
      purpose: 'sports_pool',
      amountMinor: returned,
      key: sportsReturnKey(bet.id, seq),
      kind: 'sports_return',
      memo: game,
    });
  }
  await writeRecord(
    tx,
    {
      betId: bet.id,
      recordNo: bet.bet_no,
      userId: bet.user_id,
      game,
      status: 1,
      stakeMinor: bet.stake_minor,
      validMinor: validStake(bet.stake_minor, outcomes),
      winLossMinor: returned - bet.stake_minor,
      betAt: bet.placed_at,
    },
    now,
  );
  return { settled: true, movedMinor: returned };
}

/**
 * A resettlement (a correction): the difference new − old return as `sports_adjust`; money taken
 * back only as far as the wallet holds (the rest is the bet's shortfall), money owed first
 * cancels a shortfall; the adjustment record `<bet no>-<n>` with what moved.
 */
async function resettle(
  ctx: AppContext,
  tx: Tx,
  bet: NonNullable<BetToSettle>,
  returned: bigint,
  game: string,
): Promise<Settled> {
  const now = ctx.clock.now();
  const seq = bet.settle_seq + 1;
  const delta = returned - (bet.paid_minor ?? 0n);
  let shortfall = bet.shortfall_minor;
  let toMove: bigint;
  if (delta > 0n) {
    // What the player kept of an earlier correction counts first.
    const offset = shortfall < delta ? shortfall : delta;
    shortfall -= offset;
    toMove = delta - offset;
  } else {
    const held = await houseVenueBalanceIn(tx, bet.user_id);
    toMove = held < -delta ? -held : delta;
  }
  await takeSeq(tx, bet.id, bet.settle_seq, { paid_minor: returned, settled_at: now });
  const moved =
    toMove === 0n ? 0n : await moveAdjustment(ctx, tx, bet.user_id, bet.id, seq, toMove, game);
  // Taken back short of the difference: the rest stays with the player, recorded on the bet.
  if (delta < 0n) shortfall += -delta + moved;
  if (shortfall !== bet.shortfall_minor) {
    await tx
      .updateTable('sports_bets')
      .set({ shortfall_minor: shortfall })
      .where('id', '=', bet.id)
      .execute();
  }
  await writeRecord(
    tx,
    {
      betId: bet.id,
      recordNo: `${bet.bet_no}-${seq}`,
      userId: bet.user_id,
      game,
      status: 1,
      stakeMinor: 0n,
      validMinor: 0n,
      winLossMinor: moved,
      betAt: bet.placed_at,
    },
    now,
  );
  return { settled: true, movedMinor: moved };
}

/** The bet's next settlement, taken by a conditional update (0 rows: another node took it). */
async function takeSeq(
  tx: Tx,
  betId: number,
  seq: number,
  set: { state?: string; paid_minor: bigint; settled_at: number },
): Promise<void> {
  const updated = await tx
    .updateTable('sports_bets')
    .set({ ...set, settle_seq: seq + 1 })
    .where('id', '=', betId)
    .where('settle_seq', '=', seq)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new SettledElsewhere();
}

/**
 * Posts a resettlement's difference; one taking money back that the wallet no longer holds in
 * full (it changed since the read) takes what the wallet holds under the lock. Answers the amount
 * moved (signed).
 */
async function moveAdjustment(
  ctx: AppContext,
  tx: Tx,
  userId: number,
  betId: number,
  seq: number,
  amountMinor: bigint,
  game: string,
): Promise<bigint> {
  const post = (amount: bigint) =>
    moveWithHouseVenue(ctx, tx, {
      userId,
      purpose: 'sports_pool',
      amountMinor: amount,
      key: sportsAdjustKey(betId, seq),
      kind: 'sports_adjust',
      memo: game,
    });
  try {
    await post(amountMinor);
    return amountMinor;
  } catch (error) {
    if (!(error instanceof DomainError) || error.reason !== 'insufficient_funds') throw error;
    // The ledger refused before writing, with the wallet's row locked: its balance is stable now.
    const held = await houseVenueBalanceIn(tx, userId);
    if (held > 0n) await post(-held);
    return -held;
  }
}

/**
 * A bet's valid stake (turnover): the stake times the part of it that was really at risk — a
 * leg that pushed or was void returns its stake (a single: nothing at risk; in a parlay it is
 * odds 1.00 and the rest still ran); a half win or half lose risked half. Exactly: stake × (1 −
 * the share returned at par), the share of a single's outcome being push/void 1, half 1/2, else
 * 0. A parlay counts in full unless every leg was push or void (then 0).
 */
export function validStake(stakeMinor: bigint, outcomes: readonly LegOutcome[]): bigint {
  const par = (o: LegOutcome) => o === 'push' || o === 'void';
  if (outcomes.every(par)) return 0n;
  if (outcomes.length === 1) {
    const o = outcomes[0]!;
    if (o === 'half_win' || o === 'half_lose') return stakeMinor / 2n;
  }
  return stakeMinor;
}

/** Bets touching a fixture whose legs wait for its result (or a correction of it). */
export async function betsToSettleOf(db: Store['db'], fixtureId: number, limit: number) {
  const rows = await db
    .selectFrom('sports_bet_legs as l')
    .innerJoin('sports_fixtures as f', 'f.id', 'l.fixture_id')
    .select('l.bet_id')
    .distinct()
    .where('l.fixture_id', '=', fixtureId)
    .where((eb) =>
      eb.or([
        eb('l.outcome', 'is', null),
        eb(sql<number>`coalesce(l.result_id, 0)`, '<>', sql<number>`coalesce(f.result_id, 0)`),
      ]),
    )
    .orderBy('l.bet_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.bet_id);
}

/** Settles every bet of a fixture that waits for it (at most `limit`); the sum moved. */
export async function settleFixture(
  ctx: AppContext,
  fixtureId: number,
  limit = 5_000,
): Promise<{ settled: number; movedMinor: bigint }> {
  let settled = 0;
  let movedMinor = 0n;
  for (const betId of await betsToSettleOf(ctx.store.db, fixtureId, limit)) {
    const done = await settleBet(ctx, betId);
    if (done.settled) settled += 1;
    movedMinor += done.movedMinor;
  }
  return { settled, movedMinor };
}

/** The confirmed results newer than the one in force of their fixture, made the one in force. */
async function adoptFresh(ctx: AppContext, signal?: AbortSignal): Promise<number> {
  const { store } = ctx;
  const db = store.db;
  const fresh = await db
    .selectFrom('sports_results as r')
    .innerJoin('sports_fixtures as f', 'f.id', 'r.fixture_id')
    .select(['r.id', 'r.fixture_id', 'r.cancel', 'r.score_home', 'r.score_away'])
    .where('r.state', '=', 'confirmed')
    .where((eb) => eb.or([eb('f.result_id', 'is', null), eb('f.result_id', '<', eb.ref('r.id'))]))
    .orderBy('r.id')
    .limit(ADOPT_BATCH)
    .execute();
  let adopted = 0;
  for (const result of fresh) {
    if (signal?.aborted) break;
    const done = await inTransaction(store, async (tx) => {
      // Still confirmed and newer than the one in force (another node may have adopted it).
      const still = await tx
        .selectFrom('sports_results as r')
        .innerJoin('sports_fixtures as f', 'f.id', 'r.fixture_id')
        .select('r.id')
        .where('r.id', '=', result.id)
        .where('r.state', '=', 'confirmed')
        .where((eb) =>
          eb.or([eb('f.result_id', 'is', null), eb('f.result_id', '<', eb.ref('r.id'))]),
        )
        .executeTakeFirst();
      if (!still) return false;
      await adoptResult(tx, result, ctx.clock.now());
      return true;
    });
    if (done) adopted += 1;
  }

  return adopted;
}

/**
 * One sweep (the job `sports.settle`): confirmed results not yet in force are adopted (a feed's
 * result is written confirmed), then bets whose legs wait for an outcome — legs without one on a
 * fixture with a result, a cancelled fixture or a void market; and legs settled on a result that
 * a correction replaced in the last days — are settled, each in its own transaction. Bounded.
 */
export async function settlementSweep(
  ctx: AppContext,
  signal?: AbortSignal,
): Promise<{ adopted: number; settled: number }> {
  const { store } = ctx;
  const db = store.db;
  const adopted = await adoptFresh(ctx, signal);

  const waiting = await db
    .selectFrom('sports_bet_legs as l')
    .innerJoin('sports_fixtures as f', 'f.id', 'l.fixture_id')
    .innerJoin('sports_markets as m', 'm.id', 'l.market_id')
    .select('l.bet_id')
    .distinct()
    .where('l.outcome', 'is', null)
    .where((eb) =>
      eb.or([
        eb('f.result_id', 'is not', null),
        eb('f.state', '=', 'cancelled'),
        eb('m.state', '=', 'void'),
      ]),
    )
    .orderBy('l.bet_id')
    .limit(SETTLE_BATCH)
    .execute();
  const since = ctx.clock.now() - CORRECTION_WINDOW_MS;
  const corrected = await db
    .selectFrom('sports_results as r')
    .innerJoin('sports_fixtures as f', 'f.result_id', 'r.id')
    .innerJoin('sports_bet_legs as l', 'l.fixture_id', 'f.id')
    .select('l.bet_id')
    .distinct()
    .where((eb) => eb.or([eb('r.checked_at', '>=', since), eb('r.created_at', '>=', since)]))
    .where('l.outcome', 'is not', null)
    .where(sql<number>`coalesce(l.result_id, 0)`, '<>', sql<number>`r.id`)
    .orderBy('l.bet_id')
    .limit(SETTLE_BATCH)
    .execute();
  const betIds = [...new Set([...waiting, ...corrected].map((r) => r.bet_id))].sort(
    (a, b) => a - b,
  );
  let settled = 0;
  for (const betId of betIds.slice(0, SETTLE_BATCH)) {
    if (signal?.aborted) break;
    if ((await settleBet(ctx, betId)).settled) settled += 1;
  }
  return { adopted, settled };
}
