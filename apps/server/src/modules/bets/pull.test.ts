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
    feeds.add('ag', ...records);
    const before = Number((await cursorOf('ag')) ?? '0');

    const first = await pullBetRecords(ctx());
    const ag = first.venues.find((v) => v.platname === 'ag')!;
    expect(ag).toMatchObject({ fetched: 3, stored: 3, skipped: 0, cursor: String(before + 3) });
    expect(await cursorOf('ag')).toBe(String(before + 3));
    expect((await rowsOf(p.userId)).map((r) => r.bet_id)).toEqual(records.map((r) => r.betId));

    // The venue sends the same records again and hands back an older cursor.
    feeds.rewind('ag', before, String(before + 1));
    const replay = await pullBetRecords(ctx());
    expect(replay.venues.find((v) => v.platname === 'ag')).toMatchObject({
      fetched: 3,
      stored: 0,
      cursor: String(before + 1),
    });
    expect(await cursorOf('ag')).toBe(String(before + 1));
    // ... and the next pull asks from that cursor: two records again, still stored once.
    await pullBetRecords(ctx());
    expect(feeds.asked('ag').at(-1)).toBe(String(before + 1));
    expect(await cursorOf('ag')).toBe(String(before + 3));
    const rows = await rowsOf(p.userId);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual({
      bet_id: records[1]!.betId,
      platname: 'ag',
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
    feeds.add('bg', open, voided);
    await pullBetRecords(ctx());
    expect((await rowsOf(p.userId)).map((r) => r.status)).toEqual([2, 2]);

    feeds.add('bg', { ...open, status: 1, validBetMinor: 8_000n, winLossMinor: 15_050n });
    feeds.add('bg', { ...voided, status: 0, validBetMinor: 0n, winLossMinor: 0n });
    await pullBetRecords(ctx());
    expect(await rowsOf(p.userId)).toMatchObject([
      { bet_id: open.betId, status: 1, valid_bet_minor: 8_000n, win_loss_minor: 15_050n },
      { bet_id: voided.betId, status: 0, valid_bet_minor: 0n, win_loss_minor: 0n },
    ]);

    // An old copy (unsettled) replayed later, or a changed settled copy, changes nothing.
    feeds.add('bg', open, { ...open, status: 1, validBetMinor: 1n, winLossMinor: 1n }, voided);
    const report = await pullBetRecords(ctx());
    expect(report.venues.find((v) => v.platname === 'bg')).toMatchObject({ fetched: 3, stored: 0 });
    expect(await rowsOf(p.userId)).toMatchObject([
      { status: 1, valid_bet_minor: 8_000n, win_loss_minor: 15_050n },
      { status: 0 },
    ]);

    // Within one page: unsettled then settled copies of a new bet leave it settled.
    const quick = bet(p.ref, { status: 2, validBetMinor: 0n, winLossMinor: 0n });
    feeds.add('bg', quick, { ...quick, status: 1, validBetMinor: 500n, winLossMinor: -500n });
    await pullBetRecords(ctx());
    expect((await rowsOf(p.userId)).at(-1)).toMatchObject({
      bet_id: quick.betId,
      status: 1,
      valid_bet_minor: 500n,
    });
  });

  it('skips (and logs) records of an unknown player ref without holding the cursor', async () => {
    const p = await player();
    const before = Number((await cursorOf('bbin')) ?? '0');
    const stranger = bet('u999999');
    const mine = bet(p.ref);
    const broken = bet(p.ref, { status: 7 as 1 });
    feeds.add('bbin', stranger, mine, broken);
    warnings.length = 0;
    const report = await pullBetRecords(ctx());
    expect(report.venues.find((v) => v.platname === 'bbin')).toMatchObject({
      fetched: 3,
      stored: 1,
      skipped: 2,
    });
    expect(await cursorOf('bbin')).toBe(String(before + 3));
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
    const cursorBefore = await cursorOf('ob');
    feeds.add('ob', bet(p.ref));
    feeds.add('fg', bet(p.ref));
    feeds.failWith('ob', new VenueError('unavailable', 'ob: venue unavailable'));
    try {
      const report = await pullBetRecords(ctx());
      expect(report.venues.find((v) => v.platname === 'ob')).toMatchObject({
        stored: 0,
        error: 'ob: venue unavailable',
      });
      expect(report.venues.find((v) => v.platname === 'fg')).toMatchObject({ stored: 1 });
      expect(report.venues.find((v) => v.platname === 'fg')?.error).toBeUndefined();
      expect(await cursorOf('ob')).toBe(cursorBefore);
      expect((await rowsOf(p.userId)).map((r) => r.platname)).toEqual(['fg']);
    } finally {
      feeds.failWith('ob', undefined);
    }
    await pullBetRecords(ctx());
    expect((await rowsOf(p.userId)).map((r) => r.platname).sort()).toEqual(['fg', 'ob']);
  });

  it('asks again while a venue answers full pages, and stops when it is stuck', async () => {
    const p = await player();
    const many = Array.from({ length: feeds.pageSize * 2 + 30 }, () => bet(p.ref));
    feeds.add('pp', ...many);
    const callsBefore = feeds.asked('pp').length;
    const report = await pullBetRecords(ctx());
    expect(report.venues.find((v) => v.platname === 'pp')).toMatchObject({
      pages: 3,
      fetched: many.length,
      stored: many.length,
    });
    expect(feeds.asked('pp').length - callsBefore).toBe(3);
    expect(await rowsOf(p.userId)).toHaveLength(many.length);

    // A venue that answers the same full page and the same cursor: asked again once (the cursor
    // moved the first time), then no more; the page is stored once.
    feeds.stuck('ae', many.slice(0, feeds.pageSize));
    try {
      const stuckBefore = feeds.asked('ae').length;
      const stuck = await pullBetRecords(ctx());
      expect(stuck.venues.find((v) => v.platname === 'ae')).toMatchObject({
        pages: 2,
        stored: feeds.pageSize,
        cursor: 'stuck',
      });
      expect(feeds.asked('ae').length - stuckBefore).toBe(2);

      // One that never runs out: asked MAX_PAGES_PER_VENUE times in a run, then left for later.
      feeds.stuck('ae', many.slice(0, feeds.pageSize), true);
      const endlessBefore = feeds.asked('ae').length;
      const endless = await pullBetRecords(ctx());
      expect(endless.venues.find((v) => v.platname === 'ae')).toMatchObject({
        pages: MAX_PAGES_PER_VENUE,
        stored: 0,
      });
      expect(feeds.asked('ae').length - endlessBefore).toBe(MAX_PAGES_PER_VENUE);
    } finally {
      feeds.stuck('ae', undefined);
    }
  });

  it('10 concurrent pulls share one run; parallel pullers (other nodes) store each record once', async () => {
    const p = await player();
    const records = Array.from({ length: 40 }, () => bet(p.ref));
    feeds.add('ky', ...records.slice(0, 20));
    const callsBefore = feeds.asked('ky').length;
    const reports = await Promise.all(Array.from({ length: 10 }, () => pullBetRecords(ctx())));
    expect(new Set(reports).size).toBe(1);
    expect(feeds.asked('ky').length - callsBefore).toBe(1);
    expect(await rowsOf(p.userId)).toHaveLength(20);

    // Not shared: as several nodes would, each reading the cursor and racing to store and move it.
    feeds.add('ky', ...records.slice(20));
    const ky = await venue('ky');
    const parallel = await Promise.all(
      Array.from({ length: 8 }, () => pullVenueBetRecords(ctx(), ky, log)),
    );
    expect(parallel.every((r) => r.error === undefined)).toBe(true);
    expect(parallel.reduce((sum, r) => sum + r.stored, 0)).toBe(20);
    const rows = await rowsOf(p.userId);
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((r) => r.bet_id)).size).toBe(40);
    const finalCursor = await cursorOf('ky');
    await pullBetRecords(ctx());
    expect(feeds.asked('ky').at(-1)).toBe(finalCursor);
  });

  it('refresh asks the venues at most once per 2 s and never throws', async () => {
    await sleep(BET_REFRESH_MIN_INTERVAL_MS + 100); // since the last pull of the tests above
    const callsBefore = feeds.asked('sb').length;
    feeds.failWith('sb', new VenueError('timeout', 'sb: venue timed out'));
    try {
      for (let i = 0; i < 5; i++) await refreshBetRecords(ctx());
      expect(feeds.asked('sb').length - callsBefore).toBe(1);
    } finally {
      feeds.failWith('sb', undefined);
    }
  });
});
