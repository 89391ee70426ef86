import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { evaluateSlot, SLOT_LINE_COUNT, SLOT_STRIPS } from '@app/domain/games/slot';
import { buildApp } from '../../app.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { creditFromHouse } from '../ledger/index.ts';
import { verifyLedger } from '../ledger/index.ts';
import { call, registerPlayer, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { VenueError } from '../venues/index.ts';
import { createDemoVenue } from './adapter.ts';
import { adapterFor } from '../venues/index.ts';
import { playerRefFor } from '../venues/index.ts';
import {
  BET_RECORDS_PAGE,
  lockRounds,
  SESSION_TTL_MS,
  setDemoRoundRandom,
} from './demo-venue.service.ts';

/** Stops of a spin that pays nothing (found once from the engine). */
function losingStops(): number[] {
  for (let a = 0; a < SLOT_STRIPS[0]!.length; a++) {
    for (let b = 0; b < SLOT_STRIPS[1]!.length; b++) {
      const stops = [a, b, 0, 0, 0];
      if (evaluateSlot(stops, 100n).winMinor === 0n) return stops;
    }
  }
  throw new Error('no losing spin');
}

/** A random source that answers these values in turn (a forced outcome). */
const forced = (values: number[]) => () => {
  let next = 0;
  return () => values[next++ % values.length]!;
};

describe.each(TEST_DATABASES)('demo venue games on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterEach(() => setDemoRoundRandom(t.ctx));
  afterAll(async () => {
    const report = await verifyLedger(t.store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    await t.app.close();
    await t.store.close();
  });

  const venue = (platname = 'demo4') => adapterFor(t.ctx, { platname, adapter: 'demo' });
  let serial = 0;

  /** A player of the venue with `yuan` in the venue wallet, and a launch session. */
  async function playerWithSession(yuan: number, game = 'slot-fruit', platname = 'demo4') {
    serial += 1;
    const playerRef = `p${kind.slice(0, 2)}${serial}${Date.now().toString(36)}`;
    await venue(platname).registerPlayer(playerRef);
    if (yuan > 0) {
      await venue(platname).transferIn({
        orderId: `T${playerRef}`,
        playerRef,
        amountMinor: BigInt(yuan) * 100n,
      });
    }
    const url = await venue(platname).launchUrl(playerRef, game);
    const token = new URL(url, 'http://x').searchParams.get('t')!;
    return { playerRef, url, token };
  }

  const post = async (url: string, body: Record<string, unknown>, token?: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/json',
        ...(token ? { 'x-venue-session': token } : {}),
      },
      payload: JSON.stringify(body),
    });
    return { status: response.statusCode, ...response.json() };
  };
  const spin = (token: string, body: Record<string, unknown>) =>
    post('/venue/demo/api/slot/spin', body, token);
  const roll = (token: string, body: Record<string, unknown>) =>
    post('/venue/demo/api/dice/roll', body, token);
  const wallet = async (playerRef: string, platname = 'demo4') =>
    venue(platname).balance(playerRef);
  const rounds = (playerRef: string) =>
    t.store.db
      .selectFrom('demo_venue_rounds')
      .selectAll()
      .where('player_ref', '=', playerRef)
      .orderBy('id')
      .execute();

  it('launches a session: relative address with a 32-byte token stored as its SHA-256', async () => {
    const before = Date.now();
    const { url, token, playerRef } = await playerWithSession(0, 'slot-gems');
    expect(url).toMatch(/^\/venue\/demo\/play\?plat=demo4&game=slot-gems&t=[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const row = await t.store.db
      .selectFrom('demo_venue_sessions')
      .selectAll()
      .where('player_ref', '=', playerRef)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row).toMatchObject({ platname: 'demo4', game_code: 'slot-gems' });
    expect(row.expires_at).toBeGreaterThanOrEqual(before + SESSION_TTL_MS);
    expect(row.expires_at).toBeLessThanOrEqual(Date.now() + SESSION_TTL_MS);

    for (const code of ['dice', 'lobby', 'slot-jungle']) {
      expect(await venue().launchUrl(playerRef, code)).toContain(`game=${code}&`);
    }
    for (const code of ['slot-', 'slot-nope', 'baccarat', '', 'SLOT-fruit']) {
      const error = await venue()
        .launchUrl(playerRef, code)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(VenueError);
      expect(error).toMatchObject({ failure: 'refused', reason: 'unknown_game' });
    }
    await expect(venue().launchUrl('nobody-here', 'dice')).rejects.toMatchObject({
      failure: 'refused',
      reason: 'unknown_player',
    });
  });

  it('serves the page from the web build, and a 503 page when it is not built', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/venue/demo/play?plat=demo4' });
    expect(missing.statusCode).toBe(503);
    expect(missing.headers['content-type']).toContain('text/html');
    expect(missing.body).toContain('尚未构建');

    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-dist-'));
    fs.writeFileSync(
      path.join(dist, 'play.html'),
      '<script type="module" crossorigin src="./assets/play-x.js"></script>',
    );
    fs.writeFileSync(path.join(dist, 'index.html'), '<div id="root"></div>');
    const built = await buildApp({
      config: { ...t.config, webDist: dist },
      store: t.store,
      logger: false,
    });
    try {
      const page = await built.inject({ method: 'GET', url: '/venue/demo/play?plat=demo4&t=x' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      // From /venue/demo/play the build's assets are two levels up.
      expect(page.body).toBe(
        '<script type="module" crossorigin src="../../assets/play-x.js"></script>',
      );
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    } finally {
      await built.close();
    }
  });

  it('answers the session: venue, game, stated RTP, stakes and the wallet balance', async () => {
    const { token } = await playerWithSession(88, 'slot-dragon');
    const answer = await post('/venue/demo/api/session', {}, token);
    expect(answer).toMatchObject({ code: 200, message: MSG.ok });
    expect(answer.data).toMatchObject({
      plat: 'demo4',
      venue_name: '演示电子一',
      game: 'slot-dragon',
      game_name: '龙腾四海',
      kind: 'slot',
      theme: 'dragon',
      rtp: '96.00',
      balance: '88.00',
      slot: {
        rtp: '96.00',
        lines: 10,
        bets: ['1.00', '2.00', '5.00', '10.00', '20.00', '50.00', '100.00'],
      },
      dice: { rtp: '97.22', min_bet: '10.00', max_bet: '5000.00' },
    });
    expect(answer.data.games).toHaveLength(9);
    expect(answer.data.games.at(-1)).toEqual({
      code: 'dice',
      name: '骰宝大小',
      kind: 'dice',
      rtp: '97.22',
    });
    // The same session opens any demo game of the venue; the token may come in the body too.
    const dice = await post('/venue/demo/api/session', { t: token, game: 'dice' });
    expect(dice.data).toMatchObject({ game: 'dice', kind: 'dice', rtp: '97.22', theme: '' });
    const lobby = await post('/venue/demo/api/session', { game: 'lobby' }, token);
    expect(lobby.data).toMatchObject({ kind: 'lobby', rtp: '' });
    expect(await post('/venue/demo/api/session', { game: 'poker' }, token)).toMatchObject({
      status: 400,
      message: MSG.gameNotFound,
    });
  });

  it('refuses a missing, unknown or expired session with 401', async () => {
    const expired = await playerWithSession(10);
    await t.store.db
      .updateTable('demo_venue_sessions')
      .set({ expires_at: Date.now() - 1 })
      .where('player_ref', '=', expired.playerRef)
      .execute();
    for (const token of [undefined, 'x', 'A'.repeat(43), expired.token]) {
      for (const [url, body] of [
        ['/venue/demo/api/session', {}],
        ['/venue/demo/api/slot/spin', { bet: 1 }],
        ['/venue/demo/api/dice/roll', { bet: 10, pick: 'big' }],
      ] as const) {
        expect(await post(url, body, token)).toMatchObject({
          status: 401,
          code: 401,
          message: MSG.gameSessionExpired,
          data: null,
        });
      }
    }
    expect(await wallet(expired.playerRef)).toBe(1000n);
  });

  it('spins: takes the stake, pays the win and records the round, in one transaction', async () => {
    const { token, playerRef } = await playerWithSession(100, 'slot-ocean');
    let balance = 10_000n;
    let played = 0;
    for (const bet of [1, '2', '5.00', 10, 1, 1]) {
      const answer = await spin(token, { bet });
      expect(answer.code).toBe(200);
      const data = answer.data;
      const betMinor = BigInt(Math.round(Number(bet) * 100));
      const winMinor = BigInt(data.win.replace('.', ''));
      balance = balance - betMinor + winMinor;
      played += 1;
      expect(data).toMatchObject({ game: 'slot-ocean', bet: Number(bet).toFixed(2) });
      expect(data.balance).toBe((Number(balance) / 100).toFixed(2));
      expect(data.round_no).toMatch(/^R[0-9A-Z]+$/);
      expect(data.grid).toHaveLength(5);
      for (const reel of data.grid) expect(reel).toHaveLength(3);
      // The answer is the engine's evaluation of the stops it shows.
      const again = evaluateSlot(data.stops, betMinor);
      expect(again.grid).toEqual(data.grid);
      expect(again.winMinor).toBe(winMinor);
      expect(data.lines.map((l: { line: number }) => l.line)).toEqual(
        again.lines.map((l) => l.line),
      );
    }
    expect(await wallet(playerRef)).toBe(balance);
    const rows = await rounds(playerRef);
    expect(rows).toHaveLength(played);
    const first = rows[0]!;
    expect(first).toMatchObject({
      platname: 'demo4',
      game_code: 'slot-ocean',
      bet_minor: 100n,
      valid_bet_minor: 100n,
      status: 1,
    });
    const detail = JSON.parse(first.detail);
    expect(detail).toMatchObject({ game: 'slot', theme: 'ocean', bet: '1.00' });
    expect(first.win_loss_minor).toBe(BigInt(detail.win.replace('.', '')) - 100n);
    expect(rows.reduce((sum, r) => sum + r.win_loss_minor, 0n)).toBe(balance - 10_000n);

    // A spin may name another slot of the venue (the lobby's links share the session).
    const gems = await spin(token, { bet: 1, game: 'slot-gems' });
    expect(gems.data.game).toBe('slot-gems');
    expect(await spin(token, { bet: 1, game: 'dice' })).toMatchObject({
      status: 400,
      message: MSG.gameNotFound,
    });
  });

  it('refuses stakes that are not offered, with nothing moved', async () => {
    const { token, playerRef } = await playerWithSession(50);
    for (const bet of [1.5, '3', 0, -1, '1.234', 'abc', null, 1000]) {
      expect(await spin(token, { bet }), String(bet)).toMatchObject({
        status: 400,
        message: MSG.betAmountInvalid,
      });
    }
    expect(await spin(token, {})).toMatchObject({ status: 400, message: MSG.betAmountInvalid });
    for (const bet of [9.99, 5000.01, 0]) {
      expect(await roll(token, { bet, pick: 'big' })).toMatchObject({
        status: 400,
        message: MSG.betAmountInvalid,
      });
    }
    expect(await roll(token, { bet: 10, pick: 'triple' })).toMatchObject({ status: 400 });
    expect(await roll(token, { bet: 10 })).toMatchObject({ status: 400 });
    expect(await wallet(playerRef)).toBe(5_000n);
    expect(await rounds(playerRef)).toHaveLength(0);
  });

  it('refuses a stake the venue wallet does not hold with 422, writing nothing', async () => {
    const { token, playerRef } = await playerWithSession(4);
    expect(await spin(token, { bet: 5 })).toMatchObject({
      status: 422,
      code: 422,
      message: MSG.venueBalanceLow,
    });
    expect(await roll(token, { bet: 10, pick: 'small' })).toMatchObject({
      status: 422,
      message: MSG.venueBalanceLow,
    });
    expect(await wallet(playerRef)).toBe(400n);
    expect(await rounds(playerRef)).toHaveLength(0);
  });

  it('rolls the dice: a win pays 1:1, a triple loses both big and small', async () => {
    const { token, playerRef } = await playerWithSession(100, 'dice');
    setDemoRoundRandom(t.ctx, forced([5, 3, 0])); // 6, 4, 1 = 11: big, odd
    const big = await roll(token, { bet: '20', pick: 'big' });
    expect(big.data).toMatchObject({
      game: 'dice',
      dice: [6, 4, 1],
      total: 11,
      triple: false,
      winning: ['big', 'odd'],
      won: true,
      bet: '20.00',
      win: '40.00',
      balance: '120.00',
    });
    const small = await roll(token, { bet: 20, pick: 'small' });
    expect(small.data).toMatchObject({ won: false, win: '0.00', balance: '100.00' });
    setDemoRoundRandom(t.ctx, forced([3])); // 4, 4, 4
    for (const pick of ['big', 'small', 'even']) {
      const answer = await roll(token, { bet: 10, pick });
      expect(answer.data).toMatchObject({ dice: [4, 4, 4], triple: true, won: false });
    }
    expect(await wallet(playerRef)).toBe(7_000n);
    const rows = await rounds(playerRef);
    expect(rows.map((r) => [r.game_code, r.bet_minor, r.win_loss_minor])).toEqual([
      ['dice', 2_000n, 2_000n],
      ['dice', 2_000n, -2_000n],
      ['dice', 1_000n, -1_000n],
      ['dice', 1_000n, -1_000n],
      ['dice', 1_000n, -1_000n],
    ]);
    expect(JSON.parse(rows[0]!.detail)).toMatchObject({ pick: 'big', dice: [6, 4, 1], total: 11 });
  });

  it('takes exactly the rounds the wallet affords when 50 spins race', async () => {
    const { token, playerRef } = await playerWithSession(10);
    setDemoRoundRandom(t.ctx, forced(losingStops()));
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => spin(token, { bet: 1, game: 'slot-gold' })),
    );
    const accepted = answers.filter((a) => a.code === 200);
    expect(accepted).toHaveLength(10);
    expect(answers.filter((a) => a.code === 422 && a.message === MSG.venueBalanceLow)).toHaveLength(
      40,
    );
    // Every accepted spin saw a different balance, from 9.00 down to 0.00: never below zero.
    expect(accepted.map((a) => a.data.balance).sort()).toEqual([
      '0.00',
      '1.00',
      '2.00',
      '3.00',
      '4.00',
      '5.00',
      '6.00',
      '7.00',
      '8.00',
      '9.00',
    ]);
    expect(await wallet(playerRef)).toBe(0n);
    expect(await rounds(playerRef)).toHaveLength(10);
  });

  it('takes exactly the rounds the wallet affords when 50 dice rolls race', async () => {
    const { token, playerRef } = await playerWithSession(100, 'dice');
    setDemoRoundRandom(t.ctx, forced([0])); // triple ones: every pick loses
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => roll(token, { bet: 10, pick: i % 2 ? 'big' : 'small' })),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.code === 422)).toHaveLength(40);
    expect(await wallet(playerRef)).toBe(0n);
    expect(await rounds(playerRef)).toHaveLength(10);
  });

  it('answers bet records after a cursor, 500 at most, idempotently', async () => {
    // A venue of its own so that other tests' rounds do not interleave.
    const platname = 'demo6';
    const source = venue(platname);
    const first = await source.fetchBetRecords('');
    const start = first.cursor;
    const { token, playerRef } = await playerWithSession(1000, 'slot-space', platname);
    const played: string[] = [];
    for (let i = 0; i < 3; i++) played.push((await spin(token, { bet: 2 })).data.round_no);
    played.push((await roll(token, { bet: 10, pick: 'odd' })).data.round_no);

    const page = await source.fetchBetRecords(start);
    expect(page.records.map((r) => r.betId)).toEqual(played);
    const rows = await rounds(playerRef);
    expect(page.cursor).toBe(String(rows.at(-1)!.id));
    expect(page.records[0]).toEqual({
      betId: rows[0]!.round_no,
      playerRef,
      gameCode: 'slot-space',
      betMinor: 200n,
      validBetMinor: 200n,
      winLossMinor: rows[0]!.win_loss_minor,
      status: 1,
      betAt: rows[0]!.created_at,
    });
    expect(page.records[3]).toMatchObject({ gameCode: 'dice', betMinor: 1_000n });
    // The same cursor answers the same records; the last cursor answers none and stays.
    expect(await source.fetchBetRecords(start)).toEqual(page);
    expect(await source.fetchBetRecords(page.cursor)).toEqual({ records: [], cursor: page.cursor });
    // Other venues' rounds are not this venue's records.
    expect((await venue('demo5').fetchBetRecords(start)).records.map((r) => r.betId)).not.toContain(
      played[0],
    );
    await expect(source.fetchBetRecords('abc')).rejects.toMatchObject({
      failure: 'refused',
      reason: 'cursor',
    });

    // 1,203 more rounds: pages of 500, 500, 203, in id order, each once.
    const now = Date.now();
    const bulk = Array.from({ length: 1203 }, (_, i) => ({
      platname,
      round_no: `BULK${kind}${i}${now.toString(36)}`,
      player_ref: playerRef,
      game_code: 'dice',
      bet_minor: 1_000n,
      valid_bet_minor: 1_000n,
      win_loss_minor: i % 2 ? 1_000n : -1_000n,
      status: 1,
      detail: '{}',
      created_at: now,
    }));
    for (let i = 0; i < bulk.length; i += 100) {
      await t.store.db
        .insertInto('demo_venue_rounds')
        .values(bulk.slice(i, i + 100))
        .execute();
    }
    const seen: string[] = [];
    let cursor = page.cursor;
    const sizes: number[] = [];
    for (;;) {
      const next = await source.fetchBetRecords(cursor);
      if (next.records.length === 0) {
        expect(next.cursor).toBe(cursor);
        break;
      }
      sizes.push(next.records.length);
      seen.push(...next.records.map((r) => r.betId));
      expect(Number(next.cursor)).toBeGreaterThan(Number(cursor));
      cursor = next.cursor;
    }
    expect(sizes).toEqual([BET_RECORDS_PAGE, BET_RECORDS_PAGE, 203]);
    expect(seen).toEqual(bulk.map((r) => r.round_no));
  });

  it('misses no round when records are read while rounds are being played', async () => {
    const platname = 'demo7';
    const source = venue(platname);
    let cursor = (await source.fetchBetRecords('')).cursor;
    const { token, playerRef } = await playerWithSession(1000, 'slot-fruit', platname);
    const seen: string[] = [];
    let playing = true;
    const reader = (async () => {
      // Walk the cursor for as long as rounds are being played, then once more (a pause between
      // reads, as a puller has, so that the rounds get the connection too).
      for (let more = true, reads = 0; more && reads < 1_000; reads++) {
        more = playing;
        const page = await source.fetchBetRecords(cursor);
        seen.push(...page.records.map((r) => r.betId));
        cursor = page.cursor;
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
    await Promise.all(Array.from({ length: 40 }, () => spin(token, { bet: 1 })));
    playing = false;
    await reader;
    const rows = await rounds(playerRef);
    expect(rows).toHaveLength(40);
    expect(seen).toEqual(rows.map((r) => r.round_no));
  });

  it.runIf(kind === 'postgres')(
    'waits for a round still committing before moving the cursor past it',
    async () => {
      const platname = 'demo5';
      const source = venue(platname);
      const start = (await source.fetchBetRecords('')).cursor;
      const { token, playerRef } = await playerWithSession(100, 'slot-gems', platname);
      // A slow round: its id is taken, it has not committed yet.
      let commit!: () => void;
      const held = new Promise<void>((resolve) => (commit = resolve));
      let inserted!: () => void;
      const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
      const slow = t.store.db.transaction().execute(async (tx) => {
        await lockRounds(t.store, tx, platname, 'shared');
        await tx
          .insertInto('demo_venue_rounds')
          .values({
            platname,
            round_no: `SLOW${Date.now().toString(36)}`,
            player_ref: playerRef,
            game_code: 'dice',
            bet_minor: 1_000n,
            valid_bet_minor: 1_000n,
            win_loss_minor: -1_000n,
            status: 1,
            detail: '{}',
            created_at: Date.now(),
          })
          .execute();
        inserted();
        await held;
      });
      await insertedYet;
      // A later round (higher id) commits while the slow one is still open...
      expect((await spin(token, { bet: 1 })).code).toBe(200);
      // ...and a reader asking now must not move its cursor past the slow one.
      const page = source.fetchBetRecords(start);
      setTimeout(commit, 200);
      await slow;
      const answered = await page;
      const ids = (await rounds(playerRef)).map((r) => r.round_no);
      expect(ids).toHaveLength(2);
      expect(answered.records.map((r) => r.betId)).toEqual(ids);
      const rest = await source.fetchBetRecords(answered.cursor);
      expect([...answered.records, ...rest.records].map((r) => r.betId)).toEqual(ids);
    },
  );

  it('keeps bet records and launches behind the injected faults', async () => {
    const failing = createDemoVenue(t.ctx, 'demo4', { failRate: 1 });
    await expect(failing.fetchBetRecords('')).rejects.toMatchObject({ failure: 'unavailable' });
    await expect(failing.launchUrl('u1', 'dice')).rejects.toMatchObject({
      failure: 'unavailable',
    });
    const slow = createDemoVenue(t.ctx, 'demo4', { timeoutRate: 1 });
    await expect(slow.fetchBetRecords('')).rejects.toMatchObject({ failure: 'timeout' });
  });

  it('plays the whole loop: transfer in from the wallet, play, see the venue balance', async () => {
    serial += 1;
    const name = `dv${kind.slice(0, 2)}${serial}${Date.now().toString(36).slice(-6)}`;
    const apiToken = await registerPlayer(t.app, name);
    const { id: userId } = await t.store.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', name)
      .executeTakeFirstOrThrow();
    await inTransaction(t.store, (tx) =>
      creditFromHouse(t.ctx, tx, {
        userId,
        purpose: 'demo_credit',
        amountMinor: 50_00n,
        key: `demo-venue-test:${userId}`,
        kind: 'demo_credit',
      }),
    );
    const moved = await call(
      t.app,
      '/api/transfer',
      { amount: 30, sourcetype: 'userbalance', targettype: 'demo4' },
      apiToken,
    );
    expect(moved.code).toBe(200);
    const url = await venue().launchUrl(playerRefFor(userId), 'lobby');
    const token = new URL(url, 'http://x').searchParams.get('t')!;
    const session = await post('/venue/demo/api/session', {}, token);
    expect(session.data).toMatchObject({ kind: 'lobby', balance: '30.00' });
    setDemoRoundRandom(t.ctx, forced(losingStops()));
    expect((await spin(token, { bet: 10, game: 'slot-panda' })).data.balance).toBe('20.00');
    const list = await call(t.app, '/api/balancelist', {}, apiToken);
    expect(list.data.find((v: { platname: string }) => v.platname === 'demo4').balance).toBe(
      '20.00',
    );
    expect(SLOT_LINE_COUNT).toBe(10);
  });
});
