import { MSG } from '@app/contract/messages';
import { REALTIME_CLOSE } from '@app/contract/realtime';
import {
  SPORTS,
  sportsFixtureRoom,
  sportsListRoom,
  type Sport,
  type SportsFixtureEvent,
} from '@app/contract/sports';
import { defineAppState, type AppContext } from '../../platform/context.ts';
import { RealtimeRefusal, type RoomType } from '../../platform/realtime/index.ts';
import { FINAL } from './fixtures.ts';
import { fixtureAnswer, forgetReads, freshFixture, listAnswer } from './player-reads.ts';

/**
 * The book's realtime rooms (platform/realtime): `sports-<sport>` (the sport's list) and
 * `sports-f-<id>` (a fixture). The welcome's snapshot is what the HTTP call answers. A change of a
 * fixture (its state, score or clock period, a market's odds or state; by the feed's tick or a
 * trader) is published as `{type: 'fixture', fixture}` to both rooms, at most once per PUBLISH_MS
 * per fixture on a node (the last state wins); a fixture that leaves the lists (finished,
 * cancelled) is `{type: 'gone', id}` in its sport's list room, and its final state in its own
 * room. Listen only: a message is refused by the platform.
 */

export const PUBLISH_MS = 500;
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

async function publish(ctx: AppContext, roomid: string, event: SportsFixtureEvent) {
  try {
    await ctx.realtime?.publish(roomid, event);
  } catch (error) {
    // A publication is a notification: a client that misses it refetches on `reload`.
    ctx.log?.warn({ err: error, room: roomid }, 'sports: publication failed');
  }
}

/** Reads the fixture now and publishes it to its rooms. */
export async function publishFixture(ctx: AppContext, id: number): Promise<void> {
  const fixture = await freshFixture(ctx, id);
  if (!fixture) return;
  await publish(ctx, sportsFixtureRoom(id), { type: 'fixture', fixture });
  const gone = FINAL.includes(fixture.state);
  await publish(
    ctx,
    sportsListRoom(fixture.sport),
    gone ? { type: 'gone', id } : { type: 'fixture', fixture },
  );
}

const pending = defineAppState('sports.publications', () => new Map<number, NodeJS.Timeout>());

/**
 * Announces a change of the fixture: this node's copies are dropped at once, and the fixture is
 * published within PUBLISH_MS (changes meanwhile ride along). Call it after the change committed.
 */
export function fixtureChanged(ctx: AppContext, id: number): void {
  forgetReads(ctx, id);
  const timers = pending(ctx);
  if (timers.has(id) || !ctx.realtime) return;
  const timer = setTimeout(() => {
    timers.delete(id);
    void publishFixture(ctx, id).catch((error: unknown) =>
      ctx.log?.warn({ err: error, fixture: id }, 'sports: publication failed'),
    );
  }, PUBLISH_MS);
  timer.unref();
  timers.set(id, timer);
}

/** Publishes every pending change now (tests; a node stopping). */
export async function flushPublications(ctx: AppContext): Promise<void> {
  const timers = pending(ctx);
  const ids = [...timers.keys()];
  for (const id of ids) {
    clearTimeout(timers.get(id));
    timers.delete(id);
  }
  for (const id of ids) await publishFixture(ctx, id);
}
