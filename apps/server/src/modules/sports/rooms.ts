import { MSG } from '@app/contract/messages';
import { REALTIME_CLOSE } from '@app/contract/realtime';
import {
  SPORTS,
  sportsFixtureRoom,
  sportsListRoom,
  type Sport,
  type SportsFixture,
  type SportsFixtureEvent,
  type SportsListEvent,
} from '@app/contract/sports';
import { defineAppState, type AppContext } from '../../platform/context.ts';
import { RealtimeRefusal, type RoomType } from '../../platform/realtime/index.ts';
import { FINAL } from './fixtures.ts';
import { fixtureAnswer, forgetReads, freshFixtures, listAnswer } from './player-reads.ts';

/**
 * The book's realtime rooms (platform/realtime): `sports-<sport>` (the sport's list) and
 * `sports-f-<id>` (a fixture). The welcome's snapshot is what the HTTP call answers. A change of a
 * fixture (its state, score or clock period, a market's odds or state; by the feed's tick or a
 * trader) is published within PUBLISH_MS: the node gathers every fixture changed in that window
 * (the last state wins) and publishes each as `{type: 'fixture', fixture}` in its own room, and,
 * in each sport's list room, ONE `{type: 'fixtures', fixtures, gone}` for all of them (`gone`: the
 * ids that left the lists, finished or cancelled), split only to stay under LIST_BATCH_BYTES. A
 * list's watchers thus get one frame a window, whatever the number of fixtures that moved.
 * Listen only: a message is refused by the platform.
 */

export const PUBLISH_MS = 500;
/** The most JSON text of fixtures in one list publication (the platform refuses above 64 KB). */
export const LIST_BATCH_BYTES = 48 * 1024;
const FIXTURE_PREFIX = 'sports-f-';

function fixtureIdOf(roomid: string): number | null {
  if (!roomid.startsWith(FIXTURE_PREFIX)) return null;
  const text = roomid.slice(FIXTURE_PREFIX.length);
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2 ** 31 ? id : null;
}

function sportOf(roomid: string): Sport | null {
  return SPORTS.find((sport) => sportsListRoom(sport) === roomid) ?? null;
}

export function sportsRoomTypes(ctx: AppContext): RoomType[] {
  return [
    {
      name: 'sports-list',
      match: (roomid) => sportOf(roomid) !== null,
      async onJoin(_connection, handle) {
        return listAnswer(ctx, sportOf(handle.id) ?? undefined, undefined);
      },
    },
    {
      name: 'sports-fixture',
      match: (roomid) => fixtureIdOf(roomid) !== null,
      async onJoin(_connection, handle) {
        try {
          return await fixtureAnswer(ctx, fixtureIdOf(handle.id) ?? 0);
        } catch {
          throw new RealtimeRefusal(REALTIME_CLOSE.roomUnknown, MSG.wsRoomUnknown);
        }
      },
    },
  ];
}

async function publish(
  ctx: AppContext,
  roomid: string,
  event: SportsFixtureEvent | SportsListEvent,
): Promise<void> {
  try {
    await ctx.realtime?.publish(roomid, event);
  } catch (error) {
    // A publication is a notification: a client that misses it refetches on `reload`.
    ctx.log?.warn({ err: error, room: roomid }, 'sports: publication failed');
  }
}

/** A sport's changed fixtures as list publications, each under LIST_BATCH_BYTES of fixtures. */
export function listBatches(fixtures: readonly SportsFixture[]): SportsListEvent[] {
  const batches: SportsListEvent[] = [];
  let current: SportsListEvent = { type: 'fixtures', fixtures: [], gone: [] };
  let bytes = 0;
  for (const fixture of fixtures) {
    if (FINAL.includes(fixture.state)) {
      current.gone.push(fixture.id);
      continue;
    }
    const size = JSON.stringify(fixture).length;
    if (current.fixtures.length > 0 && bytes + size > LIST_BATCH_BYTES) {
      batches.push(current);
      current = { type: 'fixtures', fixtures: [], gone: [] };
      bytes = 0;
    }
    current.fixtures.push(fixture);
    bytes += size;
  }
  if (current.fixtures.length > 0 || current.gone.length > 0) batches.push(current);
  return batches;
}

/** Reads these fixtures now and publishes them: each in its room, then one batch per list room. */
export async function publishFixtures(ctx: AppContext, ids: readonly number[]): Promise<void> {
  const fixtures = await freshFixtures(ctx, ids);
  await Promise.all(
    fixtures.map((fixture) =>
      publish(ctx, sportsFixtureRoom(fixture.id), { type: 'fixture', fixture }),
    ),
  );
  for (const sport of SPORTS) {
    const ofSport = fixtures.filter((f) => f.sport === sport);
    for (const batch of listBatches(ofSport)) await publish(ctx, sportsListRoom(sport), batch);
  }
}

/** Reads the fixture now and publishes it to its rooms. */
export async function publishFixture(ctx: AppContext, id: number): Promise<void> {
  await publishFixtures(ctx, [id]);
}

const pending = defineAppState('sports.publications', () => ({
  ids: new Set<number>(),
  timer: null as NodeJS.Timeout | null,
}));

/**
 * Announces a change of the fixture: this node's copies are dropped at once, and the fixture is
 * published within PUBLISH_MS, with every other fixture changed meanwhile (changes ride along).
 * Call it after the change committed.
 */
export function fixtureChanged(ctx: AppContext, id: number): void {
  forgetReads(ctx, id);
  if (!ctx.realtime) return;
  const window = pending(ctx);
  window.ids.add(id);
  if (window.timer) return;
  window.timer = setTimeout(() => {
    window.timer = null;
    const ids = [...window.ids];
    window.ids.clear();
    void publishFixtures(ctx, ids).catch((error: unknown) =>
      ctx.log?.warn({ err: error, fixtures: ids.length }, 'sports: publication failed'),
    );
  }, PUBLISH_MS);
  window.timer.unref();
}

/** Publishes every pending change now (tests; a node stopping). */
export async function flushPublications(ctx: AppContext): Promise<void> {
  const window = pending(ctx);
  if (window.timer) clearTimeout(window.timer);
  window.timer = null;
  const ids = [...window.ids];
  window.ids.clear();
  if (ids.length > 0) await publishFixtures(ctx, ids);
}
