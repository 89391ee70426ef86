import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Sport } from '@app/contract/sports-constants';
import { connectRealtime } from '@app/web-client/realtime';
import { useSessionToken } from '../../lib/session.ts';
import { applyFixtureEvent } from './api/sports-fixture.ts';
import { applyListEvent, type Fixture } from './api/sports-fixtures.ts';
import { sportsKeys } from './api/keys.ts';

/**
 * The sportsbook's realtime rooms (`@app/contract/sports`, repeated here so the screens do not
 * bring zod; `rooms.test.ts` keeps them equal): `sports-<sport>` for a list, `sports-f-<id>` for a
 * fixture. A fixture's room publishes `{type:'fixture', fixture}` (replace it); a list's room
 * `{type:'fixtures', fixtures, gone}`: the fixtures that changed together (replace them) and the
 * ids that left the list.
 */
export function listRoom(sport: Sport): string {
  return `sports-${sport}`;
}
export function fixtureRoom(id: number): string {
  return `sports-f-${id}`;
}

export type RoomEvent = { type: 'fixture'; fixture: Fixture } | { type: 'gone'; id: number };
export type ListEvent = { type: 'fixtures'; fixtures: Fixture[]; gone: number[] };

function isEvent(data: unknown): data is RoomEvent {
  if (typeof data !== 'object' || data === null) return false;
  const event = data as { type?: unknown; fixture?: unknown; id?: unknown };
  return (
    (event.type === 'fixture' && typeof event.fixture === 'object' && event.fixture !== null) ||
    (event.type === 'gone' && typeof event.id === 'number')
  );
}

function isListEvent(data: unknown): data is ListEvent {
  if (typeof data !== 'object' || data === null) return false;
  const event = data as { type?: unknown; fixtures?: unknown; gone?: unknown };
  return (
    event.type === 'fixtures' &&
    Array.isArray(event.fixtures) &&
    event.fixtures.every((f) => typeof f === 'object' && f !== null) &&
    Array.isArray(event.gone) &&
    event.gone.every((id) => typeof id === 'number')
  );
}

/**
 * Keeps a cached answer live while its screen is open: every publication is written into the
 * cache; the answer is asked again when the room says the screen's state is stale (`reload`)
 * and on a fresh (not resumed) socket, whose missed publications are lost.
 */
function useRoom(
  roomid: string | null,
  key: readonly unknown[],
  apply: (data: unknown) => void,
): void {
  const queryClient = useQueryClient();
  const token = useSessionToken();
  useEffect(() => {
    if (roomid === null || token === null) return;
    let first = true;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: key });
    const socket = connectRealtime<unknown>({
      roomid,
      token,
      onWelcome: (_welcome, resumed) => {
        if (!first && !resumed) refetch();
        first = false;
      },
      onPublication: apply,
      onReload: refetch,
    });
    return () => socket.close();
    // `key` and `apply` follow `roomid`
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roomid, token, queryClient]);
}

/** A sport's list, live over `sports-<sport>`. */
export function useListRoom(sport: Sport, ready: boolean): void {
  const queryClient = useQueryClient();
  useRoom(ready ? listRoom(sport) : null, sportsKeys.fixtures(sport), (data) => {
    if (isListEvent(data)) applyListEvent(queryClient, sport, data);
  });
}

/** A fixture, live over `sports-f-<id>`. */
export function useFixtureRoom(id: number, ready: boolean): void {
  const queryClient = useQueryClient();
  useRoom(ready ? fixtureRoom(id) : null, sportsKeys.fixture(id), (data) => {
    if (isEvent(data)) applyFixtureEvent(queryClient, id, data);
  });
}
