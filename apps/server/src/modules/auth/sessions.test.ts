import { describe, expect, it } from 'vitest';
import { systemClock } from '../../platform/time.ts';
import { SessionCache, type SessionUser } from './sessions.ts';

const user = (userId: number, tokenHash = `h${userId}`): SessionUser => ({
  userId,
  isGuest: false,
  tokenHash,
});
const LATER = Date.now() + 3_600_000;

describe('session cache', () => {
  it('serves what was read, until the player is revoked', () => {
    const cache = new SessionCache(systemClock);
    cache.set(user(1), LATER, cache.stamp());
    cache.set(user(2), LATER, cache.stamp());
    expect(cache.get('h1')).toEqual(user(1));
    cache.revokeUser(1);
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.get('h2')).toEqual(user(2));
  });

  it('drops every session of the player, also the ones the event does not name', () => {
    const cache = new SessionCache(systemClock);
    cache.set(user(1, 'phone'), LATER, cache.stamp());
    cache.set(user(1, 'laptop'), LATER, cache.stamp());
    cache.revokeUser(1, ['phone']);
    expect(cache.get('phone')).toBeUndefined();
    expect(cache.get('laptop')).toBeUndefined();
    // Read again after the event: trusted (the database answered after the revocation).
    cache.set(user(1, 'laptop'), LATER, cache.stamp());
    expect(cache.get('laptop')).toEqual(user(1, 'laptop'));
  });

  it('a read that began before the revocation arrived is not cached (the race)', () => {
    const cache = new SessionCache(systemClock);
    const stamp = cache.stamp(); // the read starts: the session is still live in the database
    cache.revokeUser(1); // another node revokes, and this node hears it
    cache.set(user(1), LATER, stamp); // the read comes back with the old answer
    expect(cache.get('h1')).toBeUndefined();
    // Other players' reads that began at the same time are kept.
    cache.set(user(2), LATER, stamp);
    expect(cache.get('h2')).toEqual(user(2));
  });

  it('is not used while the node does not hear the others, and is emptied when it does', () => {
    let listening = true;
    const cache = new SessionCache(systemClock, () => listening);
    cache.set(user(1), LATER, cache.stamp());
    const stamp = cache.stamp();
    listening = false;
    expect(cache.get('h1')).toBeUndefined();
    cache.set(user(2), LATER, cache.stamp());
    listening = true;
    cache.clear(); // what the node does when it hears the others again
    cache.set(user(3), LATER, stamp); // a read from before the gap
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.get('h2')).toBeUndefined();
    expect(cache.get('h3')).toBeUndefined();
    cache.set(user(3), LATER, cache.stamp());
    expect(cache.get('h3')).toEqual(user(3));
  });

  it('an entry lives no longer than the session', () => {
    const cache = new SessionCache(systemClock);
    cache.set(user(1), Date.now() - 1, cache.stamp());
    expect(cache.get('h1')).toBeUndefined();
  });

  it('forgetting old revocation marks makes older reads untrusted, never trusted', () => {
    const cache = new SessionCache(systemClock);
    const before = cache.stamp();
    for (let id = 1; id <= 10_001; id++) cache.revokeUser(id);
    // User 1's mark was forgotten to make room; a read from before it still is not cached.
    cache.set(user(1), LATER, before);
    expect(cache.get('h1')).toBeUndefined();
    cache.set(user(1), LATER, cache.stamp());
    expect(cache.get('h1')).toEqual(user(1));
  });
});
