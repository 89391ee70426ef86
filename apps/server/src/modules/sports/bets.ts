import { randomBytes } from 'node:crypto';
import { formatMinor } from '@app/contract/money';
import {
  MARKET_TYPE_INFO,
  type MarketType,
  type OddsAccept,
  type SportsBetData,
} from '@app/contract/sports';
import {
  combinedOddsC,
  formatOdds,
  oddsAccepted,
  potentialReturn,
  selectionLabel,
  slipProblem,
} from '@app/domain/sports/index';
import type { AppContext } from '../../platform/context.ts';
import type { Store, Tx } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { beijingDate } from '../../platform/time.ts';
import { assertHouseOpen } from '../house/index.ts';
import { houseVenueBalanceIn, moveWithHouseVenue } from '../ledger/index.ts';
import { admitStake } from '../protection/index.ts';
import './bet-errors.ts';
import { legView, type FixtureRow, type MarketRow } from './bet-views.ts';
import { sportsStakeKey } from './ledger-keys.ts';
import { readSportsLimits, type SportsLimits } from './settings.ts';
import { lockRecords, writeRecord } from './records.ts';

/**
 * A bet (issue "sportsbook"): a single (one leg) or a parlay (2–10 legs of different fixtures)
 * from the player's house venue wallet.
 *
 * Read first, outside any transaction: every leg's fixture and market (known, open, the selection
 * offered), the odds against the slip's under the player's choice (`oddsAccepted`), the stake
 * limits, the house venue and the games' gate. In play (a leg on a live fixture) the request then
 * waits the configured delay. Then ONE transaction: the records' lock (shared), the legs' markets
 * and fixtures read again (locked shared on PostgreSQL, so a suspension commits before or after
 * the bet, never across it) — in play, refused `sports_bet_in_play_rejected` unless no
 * `suspend_seq` moved, every leg is still open and the odds still pass; the limits on the odds
 * taken; the player's row of the Beijing day (locked: concurrent bets add up under the daily
 * limits); protection's `admitStake`; the stake house wallet → the book's pool (`sports_stake`,
 * refused 余额不足 when the wallet holds less); the bet, its legs, and its record (unsettled).
 * Refused, nothing is written.
 */

export interface SlipLeg {
  fixture: number;
  market: number;
  selection: string;
  /** The odds the slip showed, hundredths. */
  odds: number;
}

export interface Slip {
  legs: readonly SlipLeg[];
  stakeMinor: bigint;
  accept: OddsAccept;
}

interface LegState {
  leg: SlipLeg;
  fixture: FixtureRow;
  market: MarketRow;
  /** The odds shown now, hundredths. */
  current: number;
}

type Db = Store['db'] | Tx;

const FIXTURE_COLUMNS = [
  'id',
  'sport',
  'league',
  'home',
  'away',
  'starts_at',
  'state',
  'suspend_seq',
] as const;
const MARKET_COLUMNS = [
  'id',
  'fixture_id',
  'type',
  'line_q',
  'state',
  'odds',
  'suspend_seq',
  'version',
] as const;

/** The legs' fixtures and markets, by id (locked shared in id order when `lock`, PostgreSQL). */
async function readRows(
  store: Store,
  db: Db,
  legs: readonly SlipLeg[],
  lock: boolean,
): Promise<{ fixtures: Map<number, FixtureRow>; markets: Map<number, MarketRow> }> {
  const fixtureIds = [...new Set(legs.map((l) => l.fixture))];
  const marketIds = [...new Set(legs.map((l) => l.market))];
  const shared = lock && store.dialect === 'postgres';
  const fixtures = await db
    .selectFrom('sports_fixtures')
    .select([...FIXTURE_COLUMNS])
    .where('id', 'in', fixtureIds)
    .orderBy('id')
    .$if(shared, (q) => q.forShare())
    .execute();
  const markets = await db
    .selectFrom('sports_markets')
    .select([...MARKET_COLUMNS])
    .where('id', 'in', marketIds)
    .orderBy('id')
    .$if(shared, (q) => q.forShare())
    .execute();
  return {
    fixtures: new Map(fixtures.map((f) => [f.id, f])),
    markets: new Map(markets.map((m) => [m.id, m])),
  };
}

/** How a refusal names a market: '甲队 vs 乙队 独赢'. */
function marketName(fixture: FixtureRow, market: MarketRow): string {
  const info = MARKET_TYPE_INFO[market.type as MarketType];
  return `${fixture.home} vs ${fixture.away} ${info?.name ?? market.type}`;
}

function oddsOf(market: MarketRow): Record<string, number> {
  try {
    return JSON.parse(market.odds) as Record<string, number>;
  } catch {
    return {};
  }
}

/** Each leg's rows, known and open; throws the first refusal. */
function legStates(
  legs: readonly SlipLeg[],
  rows: Awaited<ReturnType<typeof readRows>>,
): LegState[] {
  return legs.map((leg) => {
    const fixture = rows.fixtures.get(leg.fixture);
    if (!fixture) throw new DomainError('sports_bet_fixture_unknown');
    const market = rows.markets.get(leg.market);
    if (!market || market.fixture_id !== fixture.id)
      throw new DomainError('sports_bet_market_unknown');
    const odds = oddsOf(market);
    const current = odds[leg.selection];
    if (typeof current !== 'number' || !Number.isSafeInteger(current))
      throw new DomainError('sports_bet_selection_unknown');
    const name = { market: marketName(fixture, market) };
    if (fixture.state === 'finished' || fixture.state === 'cancelled')
      throw new DomainError('sports_bet_market_closed', name);
    if (market.state === 'settled' || market.state === 'void')
      throw new DomainError('sports_bet_market_closed', name);
    if (fixture.state === 'suspended' || market.state === 'suspended')
      throw new DomainError('sports_bet_market_suspended', name);
    if (market.state !== 'open' || (fixture.state !== 'scheduled' && fixture.state !== 'live'))
      throw new DomainError('sports_bet_market_closed', name);
    return { leg, fixture, market, current };
  });
}

function selectionName(state: LegState): string {
  const info = MARKET_TYPE_INFO[state.market.type as MarketType];
  if (!info) return state.leg.selection;
  return selectionLabel(info.kind, state.leg.selection, state.market.line_q, state.fixture);
}

/** The legs whose odds moved against the player's choice, as '主队 1.95→1.90'. */
function refusedChanges(states: readonly LegState[], accept: OddsAccept): string[] {
  return states
    .filter((s) => !oddsAccepted(accept, s.leg.odds, s.current))
    .map((s) => `${selectionName(s)} ${formatOdds(s.leg.odds)}→${formatOdds(s.current)}`);
}

function checkStake(limits: SportsLimits, stakeMinor: bigint, potentialMinor: bigint): void {
  if (stakeMinor < limits.minStake)
    throw new DomainError('sports_bet_stake_below_min', {
      amount: formatMinor(limits.minStake),
    });
  if (stakeMinor > limits.maxStake)
    throw new DomainError('sports_bet_stake_above_max', {
      amount: formatMinor(limits.maxStake),
    });
  if (potentialMinor > limits.maxPayout)
    throw new DomainError('sports_bet_payout_above_max', {
      amount: formatMinor(limits.maxPayout),
    });
}

/**
 * The catalogue's game of a bet: `esports` when every leg is esports, else `sports` (a parlay
 * mixing them is a 体育 bet; both games' gates must be open for it).
 */
export function gameOfSports(sports: readonly string[]): 'sports' | 'esports' {
  return sports.every((s) => s === 'esports') ? 'esports' : 'sports';
}

/** The Beijing day as yyyymmdd. */
export function dayOf(at: number): number {
  return Number(beijingDate(at).replaceAll('-', ''));
}

function newBetNo(now: number): string {
  return `S${now.toString(36)}${randomBytes(6).toString('hex')}`.toUpperCase();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The day's row of the player, made if missing and locked (PostgreSQL; SQLite holds the lock). */
async function lockDaily(store: Store, tx: Tx, userId: number, day: number, now: number) {
  await tx
    .insertInto('sports_daily')
    .values({
      user_id: userId,
      day,
      stake_minor: 0n,
      potential_minor: 0n,
      updated_at: now,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
    .execute();
  return tx
    .selectFrom('sports_daily')
    .select(['id', 'stake_minor', 'potential_minor'])
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .$if(store.dialect === 'postgres', (q) => q.forUpdate())
    .executeTakeFirstOrThrow();
}

/**
 * The legs read again in the bet's transaction. In play: refused `sports_bet_in_play_rejected`
 * when anything of the slip was suspended (a `suspend_seq` moved, even if reopened), closed or
 * repriced against the player's choice since the first read. Before kick-off: the usual refusals,
 * and in play now (it went live since the read: the delay was not waited) refused likewise.
 */
async function recheck(
  store: Store,
  tx: Tx,
  slip: Slip,
  before: readonly LegState[],
  inPlay: boolean,
): Promise<LegState[]> {
  const rows = await readRows(store, tx, slip.legs, true);
  if (inPlay) {
    let states: LegState[];
    try {
      states = legStates(slip.legs, rows);
    } catch {
      throw new DomainError('sports_bet_in_play_rejected');
    }
    const moved = states.some((s, i) => {
      const was = before[i]!;
      return (
        s.fixture.suspend_seq !== was.fixture.suspend_seq ||
        s.market.suspend_seq !== was.market.suspend_seq
      );
    });
    if (moved || refusedChanges(states, slip.accept).length > 0)
      throw new DomainError('sports_bet_in_play_rejected');
    return states;
  }
  const states = legStates(slip.legs, rows);
  if (states.some((s) => s.fixture.state === 'live'))
    throw new DomainError('sports_bet_in_play_rejected');
  const changes = refusedChanges(states, slip.accept);
  if (changes.length > 0)
    throw new DomainError('sports_bet_odds_changed', { changes: changes.join('、') });
  return states;
}

/** The daily limits on the player's locked row of the day; adds the bet to it. */
async function addToDay(
  store: Store,
  tx: Tx,
  limits: SportsLimits,
  bet: { userId: number; day: number; stakeMinor: bigint; potentialMinor: bigint; now: number },
): Promise<void> {
  const daily = await lockDaily(store, tx, bet.userId, bet.day, bet.now);
  if (daily.stake_minor + bet.stakeMinor > limits.dailyStake) {
    const left = limits.dailyStake - daily.stake_minor;
    throw new DomainError('sports_bet_daily_stake', {
      amount: formatMinor(left > 0n ? left : 0n),
    });
  }
  if (daily.potential_minor + bet.potentialMinor > limits.dailyPayout) {
    const left = limits.dailyPayout - daily.potential_minor;
    throw new DomainError('sports_bet_daily_payout', {
      amount: formatMinor(left > 0n ? left : 0n),
    });
  }
  await tx
    .updateTable('sports_daily')
    .set({
      stake_minor: daily.stake_minor + bet.stakeMinor,
      potential_minor: daily.potential_minor + bet.potentialMinor,
      updated_at: bet.now,
    })
    .where('id', '=', daily.id)
    .execute();
}

/** The bet's rows: the bet, its legs, its record (unsettled); answers the bet as taken. */
async function writeBet(
  tx: Tx,
  input: {
    userId: number;
    betNo: string;
    game: string;
    states: readonly LegState[];
    stakeMinor: bigint;
    oddsC: number;
    potentialMinor: bigint;
    day: number;
    now: number;
  },
): Promise<Omit<SportsBetData, 'balance'>> {
  const { userId, betNo, states, stakeMinor, now } = input;
  const kind = states.length === 1 ? 'single' : 'parlay';
  const bet = await tx
    .insertInto('sports_bets')
    .values({
      bet_no: betNo,
      user_id: userId,
      kind,
      stake_minor: stakeMinor,
      odds_c: input.oddsC,
      potential_minor: input.potentialMinor,
      state: 'open',
      paid_minor: null,
      day: input.day,
      placed_at: now,
      settled_at: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const legRows = states.map((s) => ({
    bet_id: bet.id,
    fixture_id: s.fixture.id,
    market_id: s.market.id,
    selection: s.leg.selection,
    odds_c: s.current,
    in_play: s.fixture.state === 'live' ? 1 : 0,
    outcome: null,
    result_id: null,
    created_at: now,
  }));
  await tx.insertInto('sports_bet_legs').values(legRows).execute();
  await writeRecord(
    tx,
    {
      betId: bet.id,
      recordNo: betNo,
      userId,
      game: input.game,
      status: 2,
      stakeMinor,
      validMinor: stakeMinor,
      winLossMinor: 0n,
      betAt: now,
    },
    now,
  );
  return {
    id: betNo,
    kind,
    stake: formatMinor(stakeMinor),
    odds: formatOdds(input.oddsC),
    potential: formatMinor(input.potentialMinor),
    state: 'open',
    paid: null,
    placed_at: now,
    settled_at: null,
    legs: states.map((s, i) => legView(s.fixture, s.market, legRows[i]!, null)),
  };
}

export async function placeSportsBet(
  ctx: AppContext,
  userId: number,
  slip: Slip,
): Promise<SportsBetData> {
  const { store } = ctx;
  const problem = slipProblem([...slip.legs]);
  if (problem === 'same_fixture') throw new DomainError('sports_bet_same_fixture');
  if (problem !== null) throw new DomainError('sports_bet_too_many_legs');
  const limits = await readSportsLimits(store.db);

  const before = legStates(slip.legs, await readRows(store, store.db, slip.legs, false));
  const changes = refusedChanges(before, slip.accept);
  if (changes.length > 0)
    throw new DomainError('sports_bet_odds_changed', { changes: changes.join('、') });
  const stakeMinor = slip.stakeMinor;
  checkStake(
    limits,
    stakeMinor,
    potentialReturn(
      stakeMinor,
      before.map((s) => s.current),
    ),
  );
  const game = gameOfSports(before.map((s) => s.fixture.sport));
  for (const code of new Set(before.map((s) => gameOfSports([s.fixture.sport])))) {
    await assertHouseOpen(ctx, code);
  }
  const inPlay = before.some((s) => s.fixture.state === 'live');
  if (inPlay) await sleep(Math.round(limits.liveDelay * 1000));

  return inTransaction(store, async (tx) => {
    const now = ctx.clock.now();
    await lockRecords(store, tx, 'shared');
    const states = await recheck(store, tx, slip, before, inPlay);
    const taken = states.map((s) => s.current);
    const oddsC = combinedOddsC(taken);
    const potentialMinor = potentialReturn(stakeMinor, taken);
    checkStake(limits, stakeMinor, potentialMinor);
    const day = dayOf(now);
    await addToDay(store, tx, limits, { userId, day, stakeMinor, potentialMinor, now });
    await admitStake(ctx, tx, { userId, amountMinor: stakeMinor, kind: 'house' });
    const betNo = newBetNo(now);
    await moveWithHouseVenue(ctx, tx, {
      userId,
      purpose: 'sports_pool',
      amountMinor: -stakeMinor,
      key: sportsStakeKey(betNo),
      kind: 'sports_stake',
      memo: game,
    });
    const placed = await writeBet(tx, {
      ...{ userId, betNo, game, states, stakeMinor, oddsC, potentialMinor, day, now },
    });
    return { ...placed, balance: formatMinor(await houseVenueBalanceIn(tx, userId)) };
  });
}
