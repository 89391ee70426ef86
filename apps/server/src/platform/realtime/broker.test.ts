import { describe, expect, it } from 'vitest';
import { historyWindow, memoryBroker } from './broker.ts';

describe('the in-memory room log', () => {
  const events = { onPublication: () => {}, onResubscribed: () => {} };

  it('keeps the last historySize publications of a room, contiguous, and says when more are gone', async () => {
    const broker = memoryBroker(events, { historySize: 4, maxRooms: 10 });
    for (let i = 1; i <= 6; i++) await broker.publish('r', `{"i":${i}}`);
    const kept = await broker.history('r', 2);
    expect(kept.complete).toBe(true);
    expect(kept.publications).toEqual([3, 4, 5, 6].map((i) => ({ offset: i, json: `{"i":${i}}` })));
    expect((await broker.history('r', 1)).complete).toBe(false);
    expect(await broker.history('r', 6)).toMatchObject({ complete: true, publications: [] });
    expect((await broker.history('r', 7)).complete).toBe(false);
  });

  it('forgets the least recently used room beyond maxRooms, which then starts a new epoch', async () => {
    const broker = memoryBroker(events, { historySize: 4, maxRooms: 2 });
    const a = await broker.publish('a', '1');
    const b = await broker.publish('b', '1');
    await broker.position('a'); // a is now the most recently used
    await broker.publish('c', '1'); // b goes
    expect(await broker.position('a')).toEqual(a);
    const bAgain = await broker.position('b');
    expect(bAgain.offset).toBe(0);
    expect(bAgain.epoch).not.toBe(b.epoch);
  });

  it('computes the slice of history after an offset', () => {
    expect(historyWindow(10, 5, 7)).toEqual({ count: 3, complete: true });
    expect(historyWindow(10, 5, 5)).toEqual({ count: 5, complete: true });
    expect(historyWindow(10, 5, 4)).toEqual({ count: 0, complete: false });
    expect(historyWindow(10, 5, 11)).toEqual({ count: 0, complete: false });
    expect(historyWindow(10, 5, -1)).toEqual({ count: 0, complete: false });
    expect(historyWindow(0, 0, 0)).toEqual({ count: 0, complete: true });
  });
});
