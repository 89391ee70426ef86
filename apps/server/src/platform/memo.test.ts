import { describe, expect, it } from 'vitest';
import { memo } from './memo.ts';
import { systemClock } from './time.ts';

describe('memo', () => {
  it('keeps a value for its lifetime, shares a load in flight, and loads again after', async () => {
    let now = 0;
    let loads = 0;
    const kept = memo<number>(1_000, { now: () => now });
    const load = async () => ++loads;
    expect(await Promise.all([kept.get(load), kept.get(load)])).toEqual([1, 1]);
    now = 999;
    expect(await kept.get(load)).toBe(1);
    now = 1_000;
    expect(await kept.get(load)).toBe(2);
  });

  it('after forget, the next read loads, and a load begun before forget is not kept', async () => {
    let value = 'old';
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const kept = memo<string>(60_000, systemClock);
    const racing = kept.get(async () => {
      const read = value; // read before the change
      await gate;
      return read;
    });
    value = 'new';
    kept.forget(); // the change committed
    release();
    expect(await racing).toBe('old'); // its own caller gets what it read
    expect(await kept.get(async () => value)).toBe('new');
    expect(await kept.get(async () => 'later')).toBe('new');
  });

  it('does not keep a failed load', async () => {
    const kept = memo<number>(60_000, systemClock);
    await expect(kept.get(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await kept.get(async () => 7)).toBe(7);
  });
});
