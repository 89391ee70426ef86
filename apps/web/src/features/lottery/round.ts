/**
 * The round's state by the seconds left before the draw (spec part 1 §4 Lottery round): betting
 * while timeout > ftime; 封盘中 while 1 ≤ timeout ≤ ftime; 开奖中 at 0; below 0 the room is
 * reloaded. `closed` (outside the opening hours) is the server's say.
 */
export type RoundState = 'open' | 'sealed' | 'drawing' | 'reload' | 'closed';

export function roundState(timeout: number, ftime: number, serverState: string): RoundState {
  if (serverState === 'closed' && timeout > 0) return 'closed';
  if (timeout < 0) return 'reload';
  if (timeout === 0) return 'drawing';
  if (timeout <= ftime) return 'sealed';
  return 'open';
}

/** Seconds left now, from the answer's `timeout` at `server_time` and when it was received. */
export function secondsLeft(
  timeout: number,
  serverTime: number,
  receivedAt: number,
  now: number,
): number {
  // The server's clock now: its time at the answer plus what passed here since.
  const offset = serverTime - receivedAt;
  const drawAt = serverTime + timeout * 1000;
  const left = Math.ceil((drawAt - (now + offset)) / 1000);
  return left === 0 ? 0 : left; // no -0
}

/** 0 → '00:00', 75 → '01:15', 3725 → '1:02:05'. */
export function clock(seconds: number): string {
  const s = Math.max(0, seconds);
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${two(m)}:${two(s % 60)}`;
}
