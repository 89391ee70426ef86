import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../ledger/index.ts';
import { call, registerPlayer, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { VenueError } from '../venues/index.ts';
import { allVenueAdapters, playerRefFor } from '../venues/index.ts';
import { bet, installFakeVenues, type FakeFeeds } from './bets.test-helpers.ts';
import {
  BET_REFRESH_MIN_INTERVAL_MS,
  MAX_PAGES_PER_VENUE,
  pullBetRecords,
  pullVenueBetRecords,
  refreshBetRecords,
  type BetLog,
} from './pull.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(TEST_DATABASES)('bet record puller on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let feeds: FakeFeeds;
  const ctx = () => t.ctx;
  const warnings: unknown[][] = [];
  const errors: unknown[][] = [];
  const log: BetLog & { info: () => void; debug: () => void } = {
    debug: () => {},
    info: () => {},
    warn: (...args) => warnings.push(args),
    error: (...args) => errors.push(args),
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    feeds = installFakeVenues(t.ctx);
    t.ctx.log = log;
  });
  afterAll(async () => {
    const report = await verifyLedger(t.store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    await t.app.close();
    await t.store.close();
  });

  let serial = 0;
  /** A registered player with an account at every venue: its user id and venue player ref. */
  async function player(): Promise<{ userId: number; ref: string; token: string }> {
    serial += 1;
    const name = `bets${kind.slice(0, 2)}${serial}${Date.now().toString(36).slice(-5)}`;
    const token = await registerPlayer(t.app, name);
    expect((await call(t.app, '/api/balancelist', {}, token)).code).toBe(200);
    const me = await call(t.app, '/api/user', {}, token);
    return { userId: me.data.id, ref: playerRefFor(me.data.id), token };
  }

  const rowsOf = (userId: number) =>
    t.store.db
      .selectFrom('bet_records')
      .select(['bet_id', 'platname', 'status', 'bet_minor', 'valid_bet_minor', 'win_loss_minor'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  const cursorOf = async (platname: string) =>
    (
      await t.store.db
        .selectFrom('venue_bet_cursors')
        .select('cursor')
        .where('platname', '=', platname)
        .executeTakeFirst()
    )?.cursor;
  const venue = async (platname: string) =>
    (await allVenueAdapters(ctx())).find((v) => v.platname === platname)!;

  it('stores a record pulled twice once, persists the cursor and asks from it next time', async () => {
    const p = await player();
    const records = [bet(p.ref), bet(p.ref, { gameCode: 'dice' }), bet(p.ref)];
    feeds.add('demo1', ...records);
    const before = Number((await cursorOf('demo1')) ?? '0');

    const first = await pullBetRecords(ctx());
    const firstVenue = first.venues.find((v) => v.platname === 'demo1')!;
    expect(firstVenue).toMatchObject({
      fetched: 3,
      stored: 3,
      skipped: 0,
      cursor: String(before + 3),
    });
    expect(await cursorOf('demo1')).toBe(String(before + 3));
    expect((await rowsOf(p.userId)).map((r) => r.bet_id)).toEqual(records.map((r) => r.betId));

    // The venue sends the same records again and hands back an older cursor.
    feeds.rewind('demo1', before, String(before + 1));
    const replay = await pullBetRecords(ctx());
    expect(replay.venues.find((v) => v.platname === 'demo1')).toMatchObject({
      fetched: 3,
      stored: 0,
      cursor: String(before + 1),
    });
    expect(await cursorOf('demo1')).toBe(String(before + 1));
    // ... and the next pull asks from that cursor: two records again, still stored once.
    await pullBetRecords(ctx());
    expect(feeds.asked('demo1').at(-1)).toBe(String(before + 1));
    expect(await cursorOf('demo1')).toBe(String(before + 3));
    const rows = await rowsOf(p.userId);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual({
      bet_id: records[1]!.betId,
      platname: 'demo1',
      status: 1,
      bet_minor: 10_000n,
      valid_bet_minor: 10_000n,
      win_loss_minor: -10_000n,
    });
    expect(
      (
        await t.store.db
          .selectFrom('bet_records')
          .select('game_code')
          .where('bet_id', '=', records[1]!.betId)
          .executeTakeFirstOrThrow()
      ).game_code,
    ).toBe('dice');
  });

  it('an unsettled record takes its settlement; a settled one is final', async () => {
    const p = await player();
    const open = bet(p.ref, { status: 2, validBetMinor: 0n, winLossMinor: 0n });
    const voided = bet(p.ref, { status: 2, validBetMinor: 0n, winLossMinor: 0n });
    feeds.add('demo2', open, voided);
    await pullBetRecords(ctx());
    expect((await rowsOf(p.userId)).map((r) => r.status)).toEqual([2, 2]);

    feeds.add('demo2', { ...open, status: 1, validBetMinor: 8_000n, winLossMinor: 15_050n });
    feeds.add('demo2', { ...voided, status: 0, validBetMinor: 0n, winLossMinor: 0n });
    await pullBetRecords(ctx());
    expect(await rowsOf(p.userId)).toMatchObject([
      { bet_id: open.betId, status: 1, valid_bet_minor: 8_000n, win_loss_minor: 15_050n },
      { bet_id: voided.betId, status: 0, valid_bet_minor: 0n, win_loss_minor: 0n },
    ]);

    // An old copy (unsettled) replayed later, or a changed settled copy, changes nothing.
    feeds.add('demo2', open, { ...open, status: 1, validBetMinor: 1n, winLossMinor: 1n }, voided);
    const report = await pullBetRecords(ctx());
    expect(report.venues.find((v) => v.platname === 'demo2')).toMatchObject({
      fetched: 3,
      stored: 0,
    });
    expect(await rowsOf(p.userId)).toMatchObject([
      { status: 1, valid_bet_minor: 8_000n, win_loss_minor: 15_050n },
      { status: 0 },
    ]);

    // Within one page: unsettled then settled copies of a new bet leave it settled.
    const quick = bet(p.ref, { status: 2, validBetMinor: 0n, winLossMinor: 0n });
    feeds.add('demo2', quick, { ...quick, status: 1, validBetMinor: 500n, winLossMinor: -500n });
    await pullBetRecords(ctx());
    expect((await rowsOf(p.userId)).at(-1)).toMatchObject({
      bet_id: quick.betId,
      status: 1,
      valid_bet_minor: 500n,
    });
  });

  it('skips (and logs) records of an unknown player ref without holding the cursor', async () => {
    const p = await player();
    const before = Number((await cursorOf('demo3')) ?? '0');
    const stranger = bet('u999999');
    const mine = bet(p.ref);
    const broken = bet(p.ref, { status: 7 as 1 });
    feeds.add('demo3', stranger, mine, broken);
    warnings.length = 0;
    const report = await pullBetRecords(ctx());
    expect(report.venues.find((v) => v.platname === 'demo3')).toMatchObject({
      fetched: 3,
      stored: 1,
      skipped: 2,
    });
    expect(await cursorOf('demo3')).toBe(String(before + 3));
    expect((await rowsOf(p.userId)).map((r) => r.bet_id)).toEqual([mine.betId]);
    const skippedIds = warnings.map((w) => (w[0] as { betId?: string }).betId);
    expect(skippedIds).toEqual(expect.arrayContaining([stranger.betId, broken.betId]));
    expect(
      await t.store.db
        .selectFrom('bet_records')
        .select('id')
        .where('bet_id', 'in', [stranger.betId, broken.betId])
        .execute(),
    ).toEqual([]);
  });

  it('a failing venue is reported and left at its cursor; the others go on', async () => {
    const p = await player();
    const cursorBefore = await cursorOf('demo4');
    feeds.add('demo4', bet(p.ref));
    feeds.add('demo5', bet(p.ref));
    feeds.failWith('demo4', new VenueError('unavailable', 'demo4: venue unavailable'));
    try {
      const report = await pullBetRecords(ctx());
      expect(report.venues.find((v) => v.platname === 'demo4')).toMatchObject({
        stored: 0,
        error: 'demo4: venue unavailable',
      });
      expect(report.venues.find((v) => v.platname === 'demo5')).toMatchObject({ stored: 1 });
      expect(report.venues.find((v) => v.platname === 'demo5')?.error).toBeUndefined();
      expect(await cursorOf('demo4')).toBe(cursorBefore);
      expect((await rowsOf(p.userId)).map((r) => r.platname)).toEqual(['demo5']);
    } finally {
      feeds.failWith('demo4', undefined);
    }
    await pullBetRecords(ctx());
    expect((await rowsOf(p.userId)).map((r) => r.platname).sort()).toEqual(['demo4', 'demo5']);
  });

  it('asks again while a venue answers full pages, and stops when it is stuck', async () => {
    const p = await player();
    const many = Array.from({ length: feeds.pageSize * 2 + 30 }, () => bet(p.ref));
    feeds.add('demo6', ...many);
    const callsBefore = feeds.asked('demo6').length;
    const report = await pullBetRecords(ctx());
    expect(report.venues.find((v) => v.platname === 'demo6')).toMatchObject({
      pages: 3,
      fetched: many.length,
      stored: many.length,
    });
    expect(feeds.asked('demo6').length - callsBefore).toBe(3);
    expect(await rowsOf(p.userId)).toHaveLength(many.length);

    // A venue that answers the same full page and the same cursor: asked again once (the cursor
    // moved the first time), then no more; the page is stored once.
    feeds.stuck('demo7', many.slice(0, feeds.pageSize));
    try {
      const stuckBefore = feeds.asked('demo7').length;
      const stuck = await pullBetRecords(ctx());
      expect(stuck.venues.find((v) => v.platname === 'demo7')).toMatchObject({
        pages: 2,
        stored: feeds.pageSize,
        cursor: 'stuck',
      });
      expect(feeds.asked('demo7').length - stuckBefore).toBe(2);

      // One that never runs out: asked MAX_PAGES_PER_VENUE times in a run, then left for later.
      feeds.stuck('demo7', many.slice(0, feeds.pageSize), true);
      const endlessBefore = feeds.asked('demo7').length;
      const endless = await pullBetRecords(ctx());
      expect(endless.venues.find((v) => v.platname === 'demo7')).toMatchObject({
        pages: MAX_PAGES_PER_VENUE,
        stored: 0,
      });
      expect(feeds.asked('demo7').length - endlessBefore).toBe(MAX_PAGES_PER_VENUE);
    } finally {
      feeds.stuck('demo7', undefined);
    }
  });

  it('10 concurrent pulls share one run; parallel pullers (other nodes) store each record once', async () => {
    const p = await player();
    const records = Array.from({ length: 40 }, () => bet(p.ref));
    feeds.add('demo8', ...records.slice(0, 20));
    const callsBefore = feeds.asked('demo8').length;
    const reports = await Promise.all(Array.from({ length: 10 }, () => pullBetRecords(ctx())));
    expect(new Set(reports).size).toBe(1);
    expect(feeds.asked('demo8').length - callsBefore).toBe(1);
    expect(await rowsOf(p.userId)).toHaveLength(20);

    // Not shared: as several nodes would, each reading the cursor and racing to store and move it.
    feeds.add('demo8', ...records.slice(20));
    const chess = await venue('demo8');
    const parallel = await Promise.all(
      Array.from({ length: 8 }, () => pullVenueBetRecords(ctx(), chess, log)),
    );
    expect(parallel.every((r) => r.error === undefined)).toBe(true);
    expect(parallel.reduce((sum, r) => sum + r.stored, 0)).toBe(20);
    const rows = await rowsOf(p.userId);
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((r) => r.bet_id)).size).toBe(40);
    const finalCursor = await cursorOf('demo8');
    await pullBetRecords(ctx());
    expect(feeds.asked('demo8').at(-1)).toBe(finalCursor);
  });

  it('refresh asks the venues at most once per 2 s and never throws', async () => {
    await sleep(BET_REFRESH_MIN_INTERVAL_MS + 100); // since the last pull of the tests above
    const callsBefore = feeds.asked('demo9').length;
    feeds.failWith('demo9', new VenueError('timeout', 'demo9: venue timed out'));
    try {
      for (let i = 0; i < 5; i++) await refreshBetRecords(ctx());
      expect(feeds.asked('demo9').length - callsBefore).toBe(1);
    } finally {
      feeds.failWith('demo9', undefined);
    }
  });
});
