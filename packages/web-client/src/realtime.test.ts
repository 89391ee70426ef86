import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { FakeSocket } from './fake-socket.ts';
import { connectRealtime, reconnectDelay, realtimeUrl } from './realtime.ts';

const LOCATION = { protocol: 'http:', host: 'game.test:8080' };
const welcome = (epoch: string, offset: number, recovered?: boolean) => ({
  type: 'welcome',
  roomid: '3',
  epoch,
  offset,
  user: { id: 7, name: 'player01' },
  ...(recovered === undefined ? {} : { recovered }),
});
const pub = (epoch: string, offset: number, data: unknown) => ({
  type: 'pub',
  roomid: '3',
  epoch,
  offset,
  data,
});

function connect(
  handlers: Parameters<typeof connectRealtime>[0] extends infer O ? Partial<O> : never = {},
) {
  return connectRealtime({
    roomid: '3',
    token: 'tok 1',
    WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    location: LOCATION,
    random: () => 0,
    ...handlers,
  });
}

beforeEach(() => {
  FakeSocket.made = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('realtime client', () => {
  test('the address is this origin /wss with roomid and _token, wss on https, and the resume point', () => {
    expect(realtimeUrl(LOCATION, '3', 'a b', null)).toBe(
      'ws://game.test:8080/wss?roomid=3&_token=a+b',
    );
    expect(
      realtimeUrl({ protocol: 'https:', host: 'x.test' }, '3', 't', { epoch: 'E1', offset: 9 }),
    ).toBe('wss://x.test/wss?roomid=3&_token=t&epoch=E1&offset=9');
  });

  test('pings every 3 s while open; publications arrive once each, in order', () => {
    const seen: unknown[] = [];
    connect({ onPublication: (data) => seen.push(data) });
    const socket = FakeSocket.made[0]!;
    expect(socket.url).toBe('ws://game.test:8080/wss?roomid=3&_token=tok+1');
    socket.accept();
    socket.frame(welcome('E1', 4));
    vi.advanceTimersByTime(3_000);
    expect(socket.sent).toEqual(['{"type":"ping"}']);
    vi.advanceTimersByTime(6_000);
    expect(socket.sent).toHaveLength(3);
    socket.frame(pub('E1', 5, { n: 5 }));
    socket.frame(pub('E1', 5, { n: 5 })); // a repeat is dropped
    socket.frame(pub('E1', 6, { n: 6 }));
    expect(seen).toEqual([{ n: 5 }, { n: 6 }]);
  });

  test('sends JSON only once welcomed, and says so when it cannot', () => {
    const connection = connect();
    const socket = FakeSocket.made[0]!;
    expect(connection.send({ content: 'hi' })).toBe(false);
    socket.accept();
    expect(connection.send({ content: 'hi' })).toBe(false);
    socket.frame(welcome('E1', 0));
    expect(connection.isOpen()).toBe(true);
    expect(connection.send({ content: 'hi' })).toBe(true);
    expect(socket.sent).toEqual(['{"content":"hi"}']);
  });

  test('a dropped socket reconnects after a growing delay, resuming from the last offset', () => {
    const statuses: string[] = [];
    const welcomes: boolean[] = [];
    connect({
      onStatus: (s) => statuses.push(s),
      onWelcome: (_w, resumed) => welcomes.push(resumed),
    });
    const first = FakeSocket.made[0]!;
    first.accept();
    first.frame(welcome('E1', 4));
    first.frame(pub('E1', 5, 'a'));
    first.drop();
    expect(statuses).toEqual(['connecting', 'open', 'closed']);
    vi.advanceTimersByTime(999);
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    const second = FakeSocket.made[1]!;
    expect(second.url).toContain('&epoch=E1&offset=5');
    // it fails before opening: the next try waits twice as long
    second.drop();
    vi.advanceTimersByTime(1_999);
    expect(FakeSocket.made).toHaveLength(2);
    vi.advanceTimersByTime(1);
    const third = FakeSocket.made[2]!;
    expect(third.url).toContain('&epoch=E1&offset=5');
    third.accept();
    third.frame(welcome('E1', 5, true));
    expect(welcomes).toEqual([false, true]);
    // after a welcome the delay starts again from 1 s
    third.drop();
    vi.advanceTimersByTime(1_000);
    expect(FakeSocket.made).toHaveLength(4);
  });

  test('reload asks the owner to refetch, and later publications continue after its offset', () => {
    const reloads = vi.fn();
    const seen: unknown[] = [];
    connect({ onReload: reloads, onPublication: (d) => seen.push(d) });
    const socket = FakeSocket.made[0]!;
    socket.accept();
    socket.frame(welcome('E2', 0, false));
    socket.frame({ type: 'reload', roomid: '3', epoch: 'E2', offset: 40 });
    expect(reloads).toHaveBeenCalledTimes(1);
    socket.frame(pub('E2', 41, 'next'));
    expect(seen).toEqual(['next']);
  });

  test('error frames reach onError; a bare pong is ignored', () => {
    const errors: string[] = [];
    connect({ onError: (frame) => errors.push(frame.message) });
    const socket = FakeSocket.made[0]!;
    socket.accept();
    socket.onmessage?.({ data: 'pong' });
    socket.frame({ type: 'error', code: 422, message: '封盘中禁止投注' });
    expect(errors).toEqual(['封盘中禁止投注']);
  });

  test('a final close (4401 no session) gives up without retrying', () => {
    const giveUp = vi.fn();
    connect({ onGiveUp: giveUp });
    FakeSocket.made[0]!.drop(4401, '请登录！');
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(1);
    expect(giveUp).toHaveBeenCalledWith(4401, '请登录！');
  });

  test('close() on unmount closes the socket, stops pinging and never reconnects', () => {
    const connection = connect();
    const socket = FakeSocket.made[0]!;
    socket.accept();
    socket.frame(welcome('E1', 0));
    connection.close();
    expect(socket.closedWith).toBe(1000);
    socket.drop(1000);
    vi.advanceTimersByTime(60_000);
    expect(socket.sent).toEqual([]);
    expect(FakeSocket.made).toHaveLength(1);
  });

  test('delays grow from 1 s to at most 15 s, with jitter on top', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((n) => reconnectDelay(n, () => 0))).toEqual([
      1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000,
    ]);
    expect(reconnectDelay(0, () => 1)).toBe(1_300);
  });
});
