import { useEffect } from 'react';
import type { useLotteryRoom } from './api/lottery-room.ts';
import { roundState, secondsLeft, type RoundState } from './round.ts';

/** Least time from the room's last answer to a reload of it past the draw (the draw may lag). */
const RELOAD_EVERY_MS = 2_000;
/**
 * A room whose countdown passed waits a random part of this before it reloads: the next issue's
 * `open` message usually comes first (no reload then), and the rooms that do reload (the day's
 * last draw, a late message) do not all ask at the same instant.
 */
const RELOAD_SPREAD_MS = 2_000;

/**
 * Where the room's round stands at `now`: seconds left to the draw and the round's state (an
 * unloaded room counts as open). Past the draw it reloads the room (spec part 1 §4).
 */
export function useRoomRound(
  room: ReturnType<typeof useLotteryRoom>,
  now: number,
  refetchRoom: () => void,
): { left: number; state: RoundState } {
  const data = room.data;
  const left =
    data === undefined
      ? 0
      : secondsLeft(
          data.timeout,
          data.server_time,
          room.dataUpdatedAt,
          Math.max(now, room.dataUpdatedAt),
        );
  const state: RoundState = data === undefined ? 'open' : roundState(left, data.ftime, data.state);

  // Past the draw: reload the room (spec part 1 §4) after a random part of RELOAD_SPREAD_MS, and
  // again no sooner than RELOAD_EVERY_MS after the last answer until it shows the next issue. The
  // next issue's `open` message moves the room first as a rule, and the reload is not needed then.
  useEffect(() => {
    if (state !== 'reload' || room.isFetching) return;
    const timer = window.setTimeout(
      refetchRoom,
      Math.max(0, room.dataUpdatedAt + RELOAD_EVERY_MS - Date.now()) +
        Math.random() * RELOAD_SPREAD_MS,
    );
    return () => window.clearTimeout(timer);
  }, [state, room.isFetching, room.dataUpdatedAt, refetchRoom]);
  return { left, state };
}
