import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { formatMinor } from '@app/contract/money';
import { hmacRandomStream, newServerSeed } from '@app/domain/games/csprng';
import type { DiceOutcome } from '@app/domain/games/dice';
import type { RandomInt } from '@app/domain/games/random';
import { isSlotTheme, type SlotOutcome, type SlotTheme } from '@app/domain/games/slot';
import { defineAppState, type AppContext } from '../../platform/context.ts';
import type { Store, Tx } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { VenueError, type BetRecord } from '../venues/index.ts';

/**
 * The demo venue's own books for its games (DESIGN §6): launch sessions (demo_venue_sessions),
 * rounds played (demo_venue_rounds) against its wallet (demo_venue_wallets). Used by the venue's
 * adapter (launch, bet records) and by its HTTP routes (the game pages' calls). Nothing here
 * touches our ledger: the venue is a third party that happens to live in our process.
 */

/** A launch session lives this long; the page then asks the player to open the game again. */
export const SESSION_TTL_MS = 12 * 60 * 60_000;
/** Records answered per fetchBetRecords call. */
export const BET_RECORDS_PAGE = 500;
/** Server seeds kept in memory (one per live session); the oldest goes first. */
const SEEDS_MAX = 10_000;

export type DemoGame = { kind: 'slot'; theme: SlotTheme } | { kind: 'dice' } | { kind: 'lobby' };

/** `slot-<theme>`, `dice` or `lobby`; undefined for anything else. */
export function parseDemoGame(code: string): DemoGame | undefined {
  if (code === 'dice') return { kind: 'dice' };
  if (code === 'lobby') return { kind: 'lobby' };
  if (code.startsWith('slot-')) {
    const theme = code.slice('slot-'.length);
    if (isSlotTheme(theme)) return { kind: 'slot', theme };
  }
  return undefined;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Opens a session for a player of this venue and answers the page's address (relative, same
 * origin). The session lets the page play any demo game of this venue (the lobby links to them
 * all); `gameCode` is the one that opens first.
 */
export async function createDemoSession(
  store: Store,
  platname: string,
  playerRef: string,
  gameCode: string,
  now: number,
): Promise<string> {
  if (!parseDemoGame(gameCode)) {
    throw new VenueError('refused', `${platname}: unknown game ${gameCode}`, 'unknown_game');
  }
  const wallet = await store.db
    .selectFrom('demo_venue_wallets')
    .select('id')
    .where('platname', '=', platname)
    .where('player_ref', '=', playerRef)
    .executeTakeFirst();
  if (!wallet) throw new VenueError('refused', `${platname}: unknown player`, 'unknown_player');

  const token = randomBytes(32).toString('base64url');
  // Expired sessions go as new ones come, so the table holds about 12 hours of launches.
  await store.db.deleteFrom('demo_venue_sessions').where('expires_at', '<=', now).execute();
  await store.db
    .insertInto('demo_venue_sessions')
    .values({
      token_hash: hashToken(token),
      platname,
      player_ref: playerRef,
      game_code: gameCode,
      expires_at: now + SESSION_TTL_MS,
      created_at: now,
    })
    .execute();
  const query = new URLSearchParams({ plat: platname, game: gameCode, t: token });
  return `/venue/demo/play?${query.toString()}`;
}

export interface DemoSession {
  id: number;
  platname: string;
  playerRef: string;
  gameCode: string;
  expiresAt: number;
}

/** The live session of a token; undefined when unknown or expired. */
export async function findDemoSession(
  store: Store,
  token: string,
  now: number,
): Promise<DemoSession | undefined> {
  if (token.length < 16 || token.length > 128) return undefined;
  const row = await store.db
    .selectFrom('demo_venue_sessions')
    .select(['id', 'platname', 'player_ref', 'game_code', 'expires_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.expires_at <= now) return undefined;
  return {
    id: row.id,
    platname: row.platname,
    playerRef: row.player_ref,
    gameCode: row.game_code,
    expiresAt: row.expires_at,
  };
}

/**
 * Ends every launch session of the player at every demo venue (their sessions on our side ended:
 * logoff, new password, frozen account). Their game pages then answer 游戏会话已失效. Answers how
 * many ended; ending them again ends nothing.
 */
export async function endDemoSessions(store: Store, playerRef: string): Promise<number> {
  const result = await store.db
    .deleteFrom('demo_venue_sessions')
    .where('player_ref', '=', playerRef)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The player's wallet at this venue, in fen (0 when the venue has never seen the player). */
export async function demoWalletBalance(
  store: Store,
  platname: string,
  playerRef: string,
): Promise<bigint> {
  const row = await store.db
    .selectFrom('demo_venue_wallets')
    .select('balance_minor')
    .where('platname', '=', platname)
    .where('player_ref', '=', playerRef)
    .executeTakeFirst();
  return row?.balance_minor ?? 0n;
}

// ---- chance ------------------------------------------------------------------------------------

/** Where a round's random numbers come from, given the session and the round's nonce. */
export type RoundRandomSource = (sessionId: number) => RandomInt;

interface SeedBook {
  seeds: Map<number, { seed: Buffer; nonce: number }>;
  override: RoundRandomSource | undefined;
}

/** This app's session seeds (in memory: a restart gives every session a new seed). */
const seedBookOf = defineAppState<SeedBook>('demo-venue.seeds', () => ({
  seeds: new Map(),
  override: undefined,
}));

/**
 * The random stream of a session's next round: HMAC-SHA256 keyed by the session's server seed
 * (32 random bytes, made on the session's first round and kept in memory) over the round's nonce.
 * A session whose seed was dropped (restart, or more than SEEDS_MAX live sessions) gets a new one.
 */
export function nextRoundRandom(ctx: Pick<AppContext, 'state'>, sessionId: number): RandomInt {
  const book = seedBookOf(ctx);
  if (book.override) return book.override(sessionId);
  let entry = book.seeds.get(sessionId);
  if (entry) {
    book.seeds.delete(sessionId); // re-inserted below: most recently used last
  } else {
    entry = { seed: newServerSeed(), nonce: 0 };
    if (book.seeds.size >= SEEDS_MAX) book.seeds.delete(book.seeds.keys().next().value!);
  }
  book.seeds.set(sessionId, entry);
  entry.nonce += 1;
  return hmacRandomStream(entry.seed, entry.nonce);
}

/** Tests: rounds in this app draw from `source` (a forced outcome); without it, the default. */
export function setDemoRoundRandom(
  ctx: Pick<AppContext, 'state'>,
  source?: RoundRandomSource,
): void {
  seedBookOf(ctx).override = source;
}

// ---- rounds ------------------------------------------------------------------------------------

/** Both engines' advisory locks on this venue's rounds (PostgreSQL): class id, then object id. */
const ROUNDS_LOCK_CLASS = 0x44560001;

function roundsLockId(platname: string): number {
  // FNV-1a, 32 bits, as a signed int4.
  let hash = 0x811c9dc5;
  for (let i = 0; i < platname.length; i++) {
    hash ^= platname.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/**
 * On PostgreSQL a round id is taken from a sequence before the round commits, so rounds may
 * become visible out of id order, and a reader moving a cursor past id 11 could miss id 10
 * committing a moment later. Every round transaction holds this venue's advisory lock shared;
 * the bet-record reader takes it exclusively, which waits for every round in flight, so it sees a
 * gap-free prefix of ids. SQLite writes one transaction at a time: ids commit in order.
 */
export async function lockRounds(
  store: Store,
  tx: Tx,
  platname: string,
  mode: 'shared' | 'exclusive',
): Promise<void> {
  if (store.dialect !== 'postgres') return;
  const id = roundsLockId(platname);
  await (mode === 'shared'
    ? sql`select pg_advisory_xact_lock_shared(${ROUNDS_LOCK_CLASS}, ${id})`.execute(tx)
    : sql`select pg_advisory_xact_lock(${ROUNDS_LOCK_CLASS}, ${id})`.execute(tx));
}

function newRoundNo(now: number): string {
  return `R${now.toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;
}

export interface SettledRound {
  roundNo: string;
  balanceMinor: bigint;
}

/**
 * Settles one round in one transaction on the venue's books: the stake comes off the wallet only
 * if the wallet holds it (a conditional update; otherwise 422 "venue balance low" and nothing is
 * written), the win goes on in the same statement, and the round row is written.
 */
async function settleRound(
  store: Store,
  session: DemoSession,
  gameCode: string,
  betMinor: bigint,
  winMinor: bigint,
  detail: unknown,
  now: number,
): Promise<SettledRound> {
  if (betMinor <= 0n || winMinor < 0n) throw new RangeError('bad round amounts');
  const roundNo = newRoundNo(now);
  return inTransaction(store, async (tx) => {
    await lockRounds(store, tx, session.platname, 'shared');
    const wallet = await tx
      .updateTable('demo_venue_wallets')
      .set((eb) => ({ balance_minor: eb('balance_minor', '+', winMinor - betMinor) }))
      .where('platname', '=', session.platname)
      .where('player_ref', '=', session.playerRef)
      .where('balance_minor', '>=', betMinor)
      .returning('balance_minor')
      .executeTakeFirst();
    if (!wallet) throw new DomainError('venue_balance_low');
    if (wallet.balance_minor < 0n) throw new Error('venue wallet went below zero');
    await tx
      .insertInto('demo_venue_rounds')
      .values({
        platname: session.platname,
        round_no: roundNo,
        player_ref: session.playerRef,
        game_code: gameCode,
        bet_minor: betMinor,
        valid_bet_minor: betMinor,
        win_loss_minor: winMinor - betMinor,
        status: 1,
        detail: JSON.stringify(detail),
        created_at: now,
      })
      .execute();
    return { roundNo, balanceMinor: wallet.balance_minor };
  });
}

export function settleSlotRound(
  store: Store,
  session: DemoSession,
  theme: SlotTheme,
  outcome: SlotOutcome,
  now: number,
): Promise<SettledRound> {
  const { betMinor, winMinor } = outcome;
  return settleRound(
    store,
    session,
    `slot-${theme}`,
    betMinor,
    winMinor,
    {
      game: 'slot',
      theme,
      stops: outcome.stops,
      grid: outcome.grid.map((reel) => reel.join('')),
      lines: outcome.lines.map((l) => ({
        line: l.line,
        symbol: l.symbol,
        count: l.count,
        multiplier: l.multiplier,
        win: formatMinor(l.winMinor),
      })),
      bet: formatMinor(outcome.betMinor),
      win: formatMinor(outcome.winMinor),
    },
    now,
  );
}

export function settleDiceRound(
  store: Store,
  session: DemoSession,
  outcome: DiceOutcome,
  now: number,
): Promise<SettledRound> {
  return settleRound(
    store,
    session,
    'dice',
    outcome.betMinor,
    outcome.winMinor,
    {
      game: 'dice',
      pick: outcome.pick,
      dice: outcome.dice,
      total: outcome.total,
      triple: outcome.triple,
      bet: formatMinor(outcome.betMinor),
      win: formatMinor(outcome.winMinor),
    },
    now,
  );
}

// ---- bet records -------------------------------------------------------------------------------

const CURSOR_PATTERN = /^\d{1,15}$/;

function roundStatus(status: number): BetRecord['status'] {
  if (status !== 0 && status !== 1 && status !== 2) throw new Error(`round status ${status}`);
  return status;
}

/**
 * The rounds of this venue after a cursor (the last round id answered; '' = from the start), in id
 * order, at most BET_RECORDS_PAGE, and the cursor to ask from next (unchanged when none). Rows are
 * never changed after they are written, so asking again with a cursor answers the same records.
 */
export async function demoRoundsSince(
  store: Store,
  platname: string,
  cursor: string,
): Promise<{ records: BetRecord[]; cursor: string }> {
  if (cursor !== '' && !CURSOR_PATTERN.test(cursor)) {
    throw new VenueError('refused', `${platname}: bad cursor`, 'cursor');
  }
  const after = cursor === '' ? 0 : Number(cursor);
  const read = (db: Store['db'] | Tx) =>
    db
      .selectFrom('demo_venue_rounds')
      .select([
        'id',
        'round_no',
        'player_ref',
        'game_code',
        'bet_minor',
        'valid_bet_minor',
        'win_loss_minor',
        'status',
        'created_at',
      ])
      .where('platname', '=', platname)
      .where('id', '>', after)
      .orderBy('id')
      .limit(BET_RECORDS_PAGE)
      .execute();
  const rows =
    store.dialect === 'postgres'
      ? await inTransaction(store, async (tx) => {
          await lockRounds(store, tx, platname, 'exclusive');
          return read(tx);
        })
      : await read(store.db);
  const records = rows.map((row): BetRecord => ({
    betId: row.round_no,
    playerRef: row.player_ref,
    gameCode: row.game_code,
    betMinor: row.bet_minor,
    validBetMinor: row.valid_bet_minor,
    winLossMinor: row.win_loss_minor,
    status: roundStatus(row.status),
    betAt: row.created_at,
  }));
  const last = rows.at(-1);
  return { records, cursor: last ? String(last.id) : cursor };
}
