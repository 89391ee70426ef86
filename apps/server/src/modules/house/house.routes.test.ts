import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import {
  commitOf,
  exactRtp,
  formatRtp,
  recomputePersonal,
  SLOT_GAMES,
  slotGameOf,
  slotWindow,
} from '@app/domain/house/index';
import { houseTotal, houseVenueBalance, verifyLedger } from '../ledger/index.ts';
import { call, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { get, housePlayer, shoot, spin } from './house.test-helpers.ts';

const fen = (money: string) => BigInt(money.replace('.', ''));

describe.each(TEST_DATABASES)('the house venue calls on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    const report = await verifyLedger(t.store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    await t.app.close();
    await t.store.close();
  });

  const betsOf = (userId: number) =>
    t.store.db.selectFrom('house_bets').selectAll().where('user_id', '=', userId).execute();

  it('the lobby: the games with RTP and stakes, the house wallet, the seed commitment', async () => {
    const p = await housePlayer(t, 500, 200);
    const lobby = await get(t.app, '/api/house/games', {}, p.token);
    expect(lobby.code).toBe(200);
    expect(lobby.data.balance).toBe('200.00');
    expect(lobby.data.games.map((g: { code: string; kind: string }) => [g.code, g.kind])).toEqual([
      ['fruit', 'slot'],
      ['ocean', 'slot'],
      ['dynasty', 'slot'],
      ['fishing', 'fishing'],
      ['zhajinhua', 'cards'],
    ]);
    expect(lobby.data.games[0]).toMatchObject({
      name: '缤纷水果',
      rtp: '95.98%',
      bets: ['1.00', '2.00', '5.00', '10.00', '20.00', '50.00', '100.00'],
    });
    expect(lobby.data.games[3]).toMatchObject({ rtp: '96.00%' });
    expect(lobby.data.commit).toMatch(/^[0-9a-f]{64}$/);
    const seeds = await get(t.app, '/api/house/seeds', {}, p.token);
    expect(seeds.data).toEqual({
      commit: lobby.data.commit,
      clientSeed: lobby.data.clientSeed,
      nonce: 0,
    });
    expect(seeds.data.clientSeed).toMatch(/^[0-9a-f]{16}$/);
    expect((await get(t.app, '/api/house/games')).status).toBe(401);
    expect((await get(t.app, '/api/house/seeds')).status).toBe(401);
  });

  it("a slot's definition: its strips and the exact RTP computed from them", async () => {
    for (const engine of SLOT_GAMES) {
      const slot = await get(t.app, '/api/house/slot', { game: engine.code });
      expect(slot.code).toBe(200);
      const exact = exactRtp(engine);
      expect(slot.data).toMatchObject({
        code: engine.code,
        rows: 3,
        wild: engine.wild,
        rtp: engine.statedRtp,
        rtp_exact: { numerator: String(exact.numerator), denominator: String(exact.denominator) },
      });
      expect(formatRtp(exact)).toBe(slot.data.rtp);
      expect(slot.data.reels).toEqual(engine.reels);
      expect(slot.data.paylines).toEqual(engine.lines);
      expect(slot.data.symbols.map((s: { id: string }) => s.id)).toEqual(engine.symbols);
      expect(
        slot.data.symbols.every((s: { name: string }) => /^\p{Script=Han}+$/u.test(s.name)),
      ).toBe(true);
      // Every stake is a whole number of line bets.
      for (const bet of slot.data.bets as string[]) {
        expect(fen(bet) % BigInt(engine.lines.length)).toBe(0n);
      }
    }
    expect(await get(t.app, '/api/house/slot', { game: 'nope' })).toMatchObject({
      status: 404,
      message: MSG.houseGameUnknown,
    });
    expect(await get(t.app, '/api/house/slot', { game: 'Fruit!' })).toMatchObject({
      status: 400,
      message: MSG.houseGameUnknown,
    });
    expect((await get(t.app, '/api/house/slot')).status).toBe(400);
    const fishing = await get(t.app, '/api/house/fishing');
    expect(fishing.data).toMatchObject({ code: 'fishing', rtp: '96.00%', rtp_ppm: 960_000 });
    expect(fishing.data.fish[0]).toEqual({ code: 'clownfish', name: '小丑鱼', multiplier: 2 });
  });

  it('a spin moves its stake and win through the ledger; nonces 0, 1, 2 …; a replayed key moves nothing', async () => {
    const p = await housePlayer(t, 100, 100);
    const poolBefore = await houseTotal(t.store, 'house_pool');
    let balance = 10_000n;
    let paidIn = 0n;
    for (let i = 0; i < 6; i++) {
      const answer = await spin(
        t.app,
        p.token,
        { game: 'ocean', bet: '1.50' },
        `spin-${kind}-${i}`,
      );
      expect(answer.code).toBe(200);
      const { data } = answer;
      expect(data).toMatchObject({ game: 'ocean', bet: '1.50', nonce: i });
      expect(data.bet_no).toMatch(/^H[0-9A-Z]{10,40}$/);
      balance += fen(data.win) - 150n;
      paidIn += 150n - fen(data.win);
      expect(data.balance).toBe((Number(balance) / 100).toFixed(2));
      // The window is the strips at the stops, row by row; the lines pay what they say.
      const byReel = slotWindow(slotGameOf('ocean')!, data.stops);
      expect(data.window).toEqual([0, 1, 2].map((row) => byReel.map((reel) => reel[row])));
      const lineWins = data.lines.reduce((sum: bigint, l: { win: string }) => sum + fen(l.win), 0n);
      expect(lineWins).toBe(fen(data.win));
    }
    expect(await houseVenueBalance(t.store, p.userId)).toBe(balance);
    expect((await houseTotal(t.store, 'house_pool')) - poolBefore).toBe(paidIn);

    // The same key again: the first answer, nothing played or moved.
    const first = await spin(t.app, p.token, { game: 'ocean', bet: '1.50' }, `spin-${kind}-0`);
    expect(first.data.nonce).toBe(0);
    expect(await houseVenueBalance(t.store, p.userId)).toBe(balance);
    expect(await betsOf(p.userId)).toHaveLength(6);
    expect((await get(t.app, '/api/house/seeds', {}, p.token)).data.nonce).toBe(6);
  });

  it('a shot pays stake × multiplier when caught, through the ledger', async () => {
    const p = await housePlayer(t, 50, 50);
    let balance = 5_000n;
    let caught = 0;
    for (let i = 0; i < 12; i++) {
      const { code, data } = await shoot(t.app, p.token, { fish: 'clownfish', bet: 1 });
      expect(code).toBe(200);
      expect(data).toMatchObject({ fish: 'clownfish', multiplier: 2, bet: '1.00', nonce: i });
      expect(data.win).toBe(data.caught ? '2.00' : '0.00');
      if (data.caught) caught += 1;
      balance += fen(data.win) - 100n;
      expect(fen(data.balance)).toBe(balance);
    }
    expect(await houseVenueBalance(t.store, p.userId)).toBe(balance);
    expect((await betsOf(p.userId)).filter((b) => b.win_minor > 0n)).toHaveLength(caught);
  });

  it('refuses bad rounds with a clear 4xx and writes nothing', async () => {
    const p = await housePlayer(t, 20, 2);
    const refused = [
      [await spin(t.app, p.token, { game: 'fruit', bet: '1.50' }), 400, MSG.houseStakeInvalid],
      [await spin(t.app, p.token, { game: 'fruit', bet: 0 }), 400, MSG.houseStakeInvalid],
      [await spin(t.app, p.token, { game: 'fruit', bet: '1.001' }), 400, MSG.houseStakeInvalid],
      [await spin(t.app, p.token, { game: 'fruit', bet: -1 }), 400, MSG.houseStakeInvalid],
      [await spin(t.app, p.token, { game: 'fruit' }), 400, MSG.houseStakeInvalid],
      [await spin(t.app, p.token, { game: 'nope', bet: 1 }), 404, MSG.houseGameUnknown],
      [await spin(t.app, p.token, { game: 'fishing', bet: 1 }), 404, MSG.houseGameUnknown],
      [await spin(t.app, p.token, { game: 'fr\u0000uit', bet: 1 }), 400, MSG.textInvalid],
      [await spin(t.app, p.token, { game: 'x'.repeat(100), bet: 1 }), 400, MSG.houseGameUnknown],
      [await shoot(t.app, p.token, { fish: 'nemo', bet: 1 }), 404, MSG.houseFishUnknown],
      [await shoot(t.app, p.token, { fish: 'shark', bet: '0.30' }), 400, MSG.houseStakeInvalid],
      // 5.00 with 2.00 in the house wallet: 余额不足, never below zero.
      [await spin(t.app, p.token, { game: 'fruit', bet: 5 }), 422, MSG.insufficientBalance],
      [await shoot(t.app, p.token, { fish: 'shark', bet: 5 }), 422, MSG.insufficientBalance],
    ] as const;
    for (const [answer, status, message] of refused) {
      expect({ status: answer.status, message: answer.message }).toEqual({ status, message });
    }
    expect(await betsOf(p.userId)).toEqual([]);
    expect(await houseVenueBalance(t.store, p.userId)).toBe(200n);
    expect((await get(t.app, '/api/house/seeds', {}, p.token)).data.nonce).toBe(0);
    expect((await spin(t.app, '', { game: 'fruit', bet: 1 })).status).toBe(401);
  });

  it('rotation reveals the seed, and the verification recomputes exactly what was played', async () => {
    const p = await housePlayer(t, 100, 100);
    const before = (await get(t.app, '/api/house/seeds', {}, p.token)).data;
    const spun = (await spin(t.app, p.token, { game: 'dynasty', bet: 2 })).data;
    const shot = (await shoot(t.app, p.token, { fish: 'whale', bet: '0.50' })).data;

    const hidden = await get(t.app, '/api/house/verify', { bet: spun.bet_no });
    expect(hidden.data).toMatchObject({
      kind: 'slot',
      game: 'dynasty',
      commit: before.commit,
      seed: null,
      clientSeed: before.clientSeed,
      nonce: 0,
      bet: '2.00',
      outcome: { stops: spun.stops, win: spun.win },
    });

    const rotated = await call(
      t.app,
      '/api/house/seeds/rotate',
      { clientSeed: 'my-lucky~seed!' },
      p.token,
    );
    expect(rotated.code).toBe(200);
    expect(rotated.data.previous).toMatchObject({
      commit: before.commit,
      clientSeed: before.clientSeed,
      nonce: 2,
    });
    expect(await commitOf(rotated.data.previous.seed)).toBe(before.commit);
    expect(rotated.data).toMatchObject({ clientSeed: 'my-lucky~seed!', nonce: 0 });
    expect(rotated.data.commit).not.toBe(before.commit);

    const slot = (await get(t.app, '/api/house/verify', { bet: spun.bet_no })).data;
    expect(slot.seed).toBe(rotated.data.previous.seed);
    const again = await recomputePersonal({
      game: 'slots',
      seed: slot.seed,
      clientSeed: slot.clientSeed,
      nonce: slot.nonce,
      params: { slot: slot.game, stake: fen(slot.bet) },
    });
    expect({ stops: again.stops, win: again.win }).toEqual({
      stops: spun.stops,
      win: fen(spun.win),
    });

    const fish = (await get(t.app, '/api/house/verify', { bet: shot.bet_no })).data;
    expect(fish).toMatchObject({
      kind: 'fishing',
      game: 'fishing',
      fish: 'whale',
      multiplier: 50,
      rtp_ppm: 960_000,
      nonce: 1,
      outcome: { caught: shot.caught, win: shot.win },
    });
    const caught = await recomputePersonal({
      game: 'fishing',
      seed: fish.seed,
      clientSeed: fish.clientSeed,
      nonce: fish.nonce,
      params: { multiplier: fish.multiplier, rtpPpm: fish.rtp_ppm },
    });
    expect(caught.caught).toBe(shot.caught);

    // The next bet is nonce 0 of the new pair, with the client seed the player chose.
    const next = (await spin(t.app, p.token, { game: 'fruit', bet: 1 })).data;
    expect(next.nonce).toBe(0);
    const nextView = (await get(t.app, '/api/house/verify', { bet: next.bet_no })).data;
    expect(nextView).toMatchObject({
      commit: rotated.data.commit,
      clientSeed: 'my-lucky~seed!',
      seed: null,
    });

    // A rotation without a client seed takes a random one.
    const plain = await call(t.app, '/api/house/seeds/rotate', {}, p.token);
    expect(plain.data.clientSeed).toMatch(/^[0-9a-f]{16}$/);
    expect(plain.data.previous.nonce).toBe(1);
  });

  it('refuses a client seed that is not 1–64 printable characters without space or colon', async () => {
    const p = await housePlayer(t, 0, 0);
    for (const clientSeed of ['a:b', 'with space', 'x'.repeat(65), '种子', 'tab\tseed', 7]) {
      const answer = await call(t.app, '/api/house/seeds/rotate', { clientSeed }, p.token);
      expect({ status: answer.status, message: answer.message }).toEqual({
        status: 400,
        message: MSG.houseClientSeedInvalid,
      });
    }
    const ok = await call(
      t.app,
      '/api/house/seeds/rotate',
      { clientSeed: 'x'.repeat(64) },
      p.token,
    );
    expect(ok.data.clientSeed).toBe('x'.repeat(64));
  });

  it('verify: 404 for a bet that does not exist, 400 for a malformed number', async () => {
    expect(await get(t.app, '/api/house/verify', { bet: 'H0000000000000' })).toMatchObject({
      status: 404,
      message: MSG.houseBetNotFound,
    });
    for (const bet of ['', 'h123', 'H12', `H${'1'.repeat(50)}`]) {
      expect(await get(t.app, '/api/house/verify', { bet })).toMatchObject({
        status: 400,
        message: MSG.houseBetNoInvalid,
      });
    }
  });

  it("houseBets: the player's bets newest first, with what their verification needs", async () => {
    const p = await housePlayer(t, 100, 100);
    const played: string[] = [];
    for (let i = 0; i < 3; i++)
      played.push((await spin(t.app, p.token, { game: 'fruit', bet: 1 })).data.bet_no);
    played.push((await shoot(t.app, p.token, { fish: 'turtle', bet: 1 })).data.bet_no);
    const page = await get(t.app, '/api/house/bets', { page: 1 }, p.token);
    expect(page.data).toMatchObject({ total: 4, current_page: 1, last_page: 1 });
    expect(page.data.data.map((b: { bet_no: string }) => b.bet_no)).toEqual([...played].reverse());
    expect(page.data.data[0]).toMatchObject({
      game: 'fishing',
      game_name: '深海捕鱼',
      kind: 'fishing',
      bet: '1.00',
      seed: null,
      nonce: 3,
    });
    expect(page.data.data[3]).toMatchObject({
      game: 'fruit',
      game_name: '缤纷水果',
      kind: 'slot',
      nonce: 0,
    });
    expect(page.data.data[3].created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await get(t.app, '/api/house/bets', { page: 2 }, p.token)).data.data).toEqual([]);
    expect((await get(t.app, '/api/house/bets', { page: 0 }, p.token)).status).toBe(400);
    const other = await housePlayer(t, 0, 0);
    expect((await get(t.app, '/api/house/bets', {}, other.token)).data.total).toBe(0);
  });

  it('protection refuses a stake during a time-out, and nothing moves', async () => {
    const p = await housePlayer(t, 100, 50);
    const out = await call(t.app, '/api/responsible/timeout', { days: 1 }, p.token);
    expect(out.code).toBe(200);
    const until = out.data.block.until.slice(0, 16);
    const message = MSG.protectionTimeoutActive.replace('{until}', until);
    for (const refused of [
      await spin(t.app, p.token, { game: 'fruit', bet: 1 }),
      await shoot(t.app, p.token, { fish: 'shark', bet: 1 }),
    ]) {
      expect({ status: refused.status, message: refused.message }).toEqual({
        status: 403,
        message,
      });
    }
    expect(await betsOf(p.userId)).toEqual([]);
    expect(await houseVenueBalance(t.store, p.userId)).toBe(5_000n);
    // The money still comes back to the platform wallet.
    const back = await call(
      t.app,
      '/api/transfer',
      { amount: 50, sourcetype: 'house', targettype: 'userbalance' },
      p.token,
    );
    expect(back.data).toMatchObject({ state: 1, amount: '50.00' });
    expect(await houseVenueBalance(t.store, p.userId)).toBe(0n);
  });

  it('a closed house venue plays no round; its money still comes back', async () => {
    const p = await housePlayer(t, 20, 10);
    await t.store.db
      .updateTable('venues')
      .set({ enabled: 0 })
      .where('platname', '=', 'house')
      .execute();
    try {
      expect(await spin(t.app, p.token, { game: 'fruit', bet: 1 })).toMatchObject({
        status: 422,
        message: MSG.houseVenueDisabled,
      });
      const back = await call(
        t.app,
        '/api/transfer',
        { amount: 10, sourcetype: 'house', targettype: 'userbalance' },
        p.token,
      );
      expect(back.data).toMatchObject({ state: 1 });
    } finally {
      await t.store.db
        .updateTable('venues')
        .set({ enabled: 1 })
        .where('platname', '=', 'house')
        .execute();
    }
  });

  it('a game closed in the catalogue plays no round; the others still do', async () => {
    const p = await housePlayer(t, 20, 10);
    const close = (status: number) =>
      t.store.db
        .updateTable('games')
        .set({ status })
        .where('platname', '=', 'house')
        .where('game_code', '=', 'fruit')
        .execute();
    await close(0);
    try {
      expect(await spin(t.app, p.token, { game: 'fruit', bet: 1 })).toMatchObject({
        status: 422,
        message: MSG.gameDisabled,
      });
      const ocean = (await get(t.app, '/api/house/slot', { game: 'ocean' })).data;
      expect((await spin(t.app, p.token, { game: 'ocean', bet: ocean.bets[0] })).code).toBe(200);
    } finally {
      await close(1);
    }
    expect((await spin(t.app, p.token, { game: 'fruit', bet: 1 })).code).toBe(200);
  });
});
