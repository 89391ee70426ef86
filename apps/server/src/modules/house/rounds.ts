import { randomBytes } from 'node:crypto';
import type { HouseGameKind } from '@app/contract/house';
import type { AppContext } from '../../platform/context.ts';
import { advisoryXactLock } from '../../platform/db/advisory-lock.ts';
import type { Store, Tx } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { houseVenueBalanceIn, moveWithHouseVenue } from '../ledger/index.ts';
import { admitStake } from '../protection/index.ts';
import { houseStakeKey, houseWinKey } from './ledger-keys.ts';
import { takeNonce, type SeedPair } from './seed-pairs.ts';

/**
 * A personal round of the house venue (a spin, a shot), played in ONE transaction (DESIGN §5,
 * §12): player protection admits the stake; the player's active seed pair gives its next nonce
 * (the row stays locked, so concurrent bets never share one); the game's engine draws the outcome
 * with key = the server seed and prefix = `${clientSeed}:${nonce}`; the stake goes from the
 * player's house wallet to the games' pool (refused 422 余额不足 when the wallet holds less: it
 * never goes below zero) and the win comes back, under keys derived from the bet number; the bet
 * row is written. Anything refused rolls all of it back, the nonce included.
 */

/** Both engines' advisory locks on the house bets (PostgreSQL): class id, then object id. */
const BETS_LOCK = [0x48420001, 1] as const;

/**
 * On PostgreSQL a bet's id is taken from a sequence before it commits, so bets may become visible
 * out of id order, and the bet-record reader moving its cursor past id 11 could miss id 10
 * committing a moment later. Every round holds this lock shared; the reader takes it exclusively,
 * which waits for every round in flight, so it sees a gap-free prefix of ids. SQLite writes one
 * transaction at a time: ids commit in order.
 */
export async function lockBets(store: Store, tx: Tx, mode: 'shared' | 'exclusive'): Promise<void> {
  await advisoryXactLock(store, tx, BETS_LOCK, mode);
}

/** A new public bet number: 'H', the time (base 36) and 48 random bits, in capitals. */
function newBetNo(now: number): string {
  return `H${now.toString(36)}${randomBytes(6).toString('hex')}`.toUpperCase();
}

/** What a game's engine made of a pair and nonce: the win (fen, ≥ 0) and what to keep of it. */
export interface Drawn<D> {
  winMinor: bigint;
  /** Stored as the bet's detail (JSON) and handed back to the caller. */
  detail: D;
}

export interface RoundInput<D> {
  userId: number;
  game: string;
  kind: HouseGameKind;
  stakeMinor: bigint;
  /** The game's engine: the outcome for the pair's seed and this bet's nonce. */
  draw: (pair: SeedPair) => Promise<Drawn<D>>;
}

export interface PlayedRound<D> {
  betNo: string;
  nonce: number;
  stakeMinor: bigint;
  winMinor: bigint;
  /** The player's house wallet after the round. */
  balanceMinor: bigint;
  detail: D;
}

/** Plays one personal round (see above); throws the refusal and writes nothing when refused. */
export async function playRound<D>(ctx: AppContext, input: RoundInput<D>): Promise<PlayedRound<D>> {
  const { store } = ctx;
  const { userId, stakeMinor } = input;
  if (stakeMinor <= 0n) throw new RangeError('a stake is above zero');
  return inTransaction(store, async (tx) => {
    const now = ctx.clock.now();
    await lockBets(store, tx, 'shared');
    await admitStake(ctx, tx, { userId, amountMinor: stakeMinor, kind: 'house' });
    const pair = await takeNonce(tx, userId, now);
    const drawn = await input.draw(pair);
    if (drawn.winMinor < 0n) throw new RangeError('a win is never below zero');
    const betNo = newBetNo(now);
    await moveWithHouseVenue(ctx, tx, {
      userId,
      purpose: 'house_pool',
      amountMinor: -stakeMinor,
      key: houseStakeKey(betNo),
      kind: 'house_stake',
      memo: input.game,
    });
    if (drawn.winMinor > 0n) {
      await moveWithHouseVenue(ctx, tx, {
        userId,
        purpose: 'house_pool',
        amountMinor: drawn.winMinor,
        key: houseWinKey(betNo),
        kind: 'house_win',
        memo: input.game,
      });
    }
    await tx
      .insertInto('house_bets')
      .values({
        bet_no: betNo,
        user_id: userId,
        game: input.game,
        kind: input.kind,
        seed_pair_id: pair.id,
        client_seed: pair.clientSeed,
        nonce: pair.nonce,
        stake_minor: stakeMinor,
        win_minor: drawn.winMinor,
        detail: JSON.stringify(drawn.detail),
        created_at: now,
      })
      .execute();
    const balanceMinor = await houseVenueBalanceIn(tx, userId);
    return {
      betNo,
      nonce: pair.nonce,
      stakeMinor,
      winMinor: drawn.winMinor,
      balanceMinor,
      detail: drawn.detail,
    };
  });
}
