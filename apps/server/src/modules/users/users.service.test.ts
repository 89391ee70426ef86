import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { inTransaction } from '../../platform/db/transaction.ts';
import { knownAnswer } from '../../platform/http/domain-errors.ts';
import { startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { playerBalance } from '../ledger/index.ts';
import {
  anyUserExists,
  authState,
  createUser,
  downlineCount,
  downlinePage,
  findUser,
  findUserByName,
  findUserByTelegramId,
  highestUserId,
  lockUser,
  passwordHashes,
  playerProfile,
  playersPage,
  referralRows,
  referredBy,
  searchPlayers,
  setAvatar,
  setContact,
  setPasswordHash,
  setUserStatus,
  touchLogin,
  userExists,
  usernames,
  type NewUser,
} from './users.service.ts';

/**
 * The players' store as the rest of the server uses it: what a player, an
 * agent or an operator would notice when one of these functions is wrong. Runs on a fresh
 * database per engine; the tests build on each other's players in order.
 */
describe.each(TEST_DATABASES)('users.service on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  const ids = { alice: 0, guest: 0, tg: 0, bob: 0, carol: 0, dave: 0 };

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  const newUser = (username: string, extra: Partial<NewUser> = {}): NewUser => ({
    username,
    realname: `${username} real`,
    passwordHash: `login-hash-${username}`,
    payPasswordHash: null,
    pid: null,
    ...extra,
  });
  const create = (user: NewUser) =>
    inTransaction(t.store, (tx) => createUser(tx, user, t.ctx.clock.now()));

  it('a fresh database has no player, and its highest id is 0', async () => {
    expect(await anyUserExists(t.store.db)).toBe(false);
    expect(await highestUserId(t.store.db)).toBe(0);
  });

  it('creates an active level-1 player, with a wallet at 0.00, found by name and id', async () => {
    ids.alice = await create(newUser('alice_1', { payPasswordHash: 'pay-hash-alice' }));
    expect(await anyUserExists(t.store.db)).toBe(true);
    expect(await highestUserId(t.store.db)).toBe(ids.alice);
    expect(await userExists(t.ctx, ids.alice)).toBe(true);
    expect(await userExists(t.ctx, ids.alice + 1000)).toBe(false);
    expect(await playerBalance(t.store, ids.alice)).toBe(0n);

    const byName = await findUserByName(t.ctx, 'alice_1');
    expect(byName).toMatchObject({ id: ids.alice, status: 1, is_guest: 0 });
    expect(byName?.password_hash).toBe('login-hash-alice_1');
    expect(await findUserByName(t.ctx, 'ALICE_1 ')).toBeUndefined();

    const row = await findUser(t.store, ids.alice);
    expect(row).toMatchObject({
      id: ids.alice,
      username: 'alice_1',
      realname: 'alice_1 real',
      status: 1,
      is_guest: 0,
      last_login_at: null,
    });
    // The automatic-transfer switch is the venues' (transfer_prefs), not a player column.
    expect(row).not.toHaveProperty('transferstatus');
    // Nor is the VIP level (the vip module's player_vip), nor the agent flag (agents' `agents`).
    expect(row).not.toHaveProperty('vip');
    expect(row).not.toHaveProperty('is_agent');
    // Other modules never see a credential.
    expect(row).not.toHaveProperty('password_hash');
    expect(row).not.toHaveProperty('pay_password_hash');
  });

  it('refuses a taken name with 该用户名已被注册！ (409) and creates nothing', async () => {
    const before = await highestUserId(t.store.db);
    const error = await create(newUser('alice_1')).catch((e: unknown) => e);
    expect(knownAnswer(error)).toMatchObject({ code: 409, message: MSG.nameTaken });
    expect(await highestUserId(t.store.db)).toBe(before);
    expect((await findUser(t.store, ids.alice))?.realname).toBe('alice_1 real');
  });

  it('tells sessions whether the player may act and is a guest', async () => {
    ids.guest = await create(newUser('guest_1', { isGuest: true }));
    expect(await authState(t.store, ids.alice)).toEqual({ active: true, isGuest: false });
    expect(await authState(t.store, ids.guest)).toEqual({ active: true, isGuest: true });
    expect(await authState(t.store, ids.guest + 1000)).toBeUndefined();
  });

  it('freezes and unfreezes, answering the status before; an unknown player is undefined', async () => {
    const frozen = await inTransaction(t.store, (tx) => setUserStatus(tx, ids.alice, 0));
    expect(frozen).toBe(1);
    expect(await authState(t.store, ids.alice)).toEqual({ active: false, isGuest: false });
    const thawed = await inTransaction(t.store, (tx) => setUserStatus(tx, ids.alice, 1));
    expect(thawed).toBe(0);
    expect(await authState(t.store, ids.alice)).toEqual({ active: true, isGuest: false });
    expect(await inTransaction(t.store, (tx) => setUserStatus(tx, 999_999, 0))).toBeUndefined();
  });

  it('finds a Telegram player by their Telegram id only', async () => {
    ids.tg = await create(newUser('tgseven', { telegramId: '777777' }));
    expect(await findUserByTelegramId(t.store, '777777')).toEqual({ id: ids.tg, status: 1 });
    expect(await findUserByTelegramId(t.store, '77777')).toBeUndefined();
  });

  it('changes the login and the payment password separately', async () => {
    expect(await passwordHashes(t.store, ids.alice)).toEqual({
      password_hash: 'login-hash-alice_1',
      pay_password_hash: 'pay-hash-alice',
    });
    await setPasswordHash(t.store.db, ids.alice, 'login', 'login-2');
    expect(await passwordHashes(t.store, ids.alice)).toEqual({
      password_hash: 'login-2',
      pay_password_hash: 'pay-hash-alice',
    });
    await inTransaction(t.store, (tx) => setPasswordHash(tx, ids.alice, 'pay', 'pay-2'));
    expect(await passwordHashes(t.store, ids.alice)).toEqual({
      password_hash: 'login-2',
      pay_password_hash: 'pay-2',
    });
    expect(await passwordHashes(t.store, 999_999)).toBeUndefined();
  });

  it('records the last login', async () => {
    await touchLogin(t.ctx, ids.alice);
    const row = await findUser(t.store, ids.alice);
    expect(row?.last_login_at).toEqual(expect.any(Number));
    expect(Number(row?.last_login_at)).toBeGreaterThan(0);
    expect((await findUser(t.store, ids.guest))?.last_login_at).toBeNull();
  });

  it("walks the referral tree: a player's referrer, their downline, newest first in pages", async () => {
    ids.bob = await create(newUser('bob_1', { pid: ids.alice }));
    ids.carol = await create(newUser('carol_1', { pid: ids.alice }));
    ids.dave = await create(newUser('dave_1', { pid: ids.bob }));

    const rows = await referralRows(t.store.db, [ids.dave, ids.bob, ids.dave]);
    expect(rows.map((r) => [r.id, r.pid]).sort()).toEqual(
      [
        [ids.bob, ids.alice],
        [ids.dave, ids.bob],
      ].sort(),
    );
    expect(await referralRows(t.store.db, [])).toEqual([]);

    const downline = await referredBy(t.store.db, [ids.alice, ids.bob]);
    expect(downline.map((r) => r.username)).toEqual(['bob_1', 'carol_1', 'dave_1']);
    expect(await referredBy(t.store.db, [])).toEqual([]);

    expect(await downlineCount(t.store, ids.alice)).toBe(2);
    expect(await downlineCount(t.store, ids.carol)).toBe(0);
    const first = await downlinePage(t.store, ids.alice, 1, 1);
    const second = await downlinePage(t.store, ids.alice, 2, 1);
    expect(first.map((r) => r.username)).toEqual(['carol_1']);
    expect(second.map((r) => r.username)).toEqual(['bob_1']);
    expect(await downlinePage(t.store, ids.alice, 3, 1)).toEqual([]);
  });

  it('names players by id, and lists them after an id in id order', async () => {
    const names = await usernames(t.store.db, [ids.bob, ids.alice, ids.bob, 999_999]);
    expect(names).toEqual(
      new Map([
        [ids.bob, 'bob_1'],
        [ids.alice, 'alice_1'],
      ]),
    );
    expect(await usernames(t.store.db, [])).toEqual(new Map());

    const page = await playersPage(t.store, ids.alice, 2);
    expect(page.map((r) => r.id)).toEqual([ids.guest, ids.tg]);
    expect(page[0]).toEqual({ id: ids.guest, created_at: expect.any(Number) });
  });

  it('saves contact fields and the avatar; a missing player is an error, not a silent no-op', async () => {
    const contact = { email: 'bob@example.com', mobile: '13800000000', birthday: '1990-01-02' };
    await inTransaction(t.store, (tx) => setContact(tx, ids.bob, contact));
    await inTransaction(t.store, (tx) => setAvatar(tx, ids.bob, '/uploads/abc.png'));
    expect(await findUser(t.store, ids.bob)).toMatchObject({
      ...contact,
      avatar: '/uploads/abc.png',
    });
    await expect(inTransaction(t.store, (tx) => setContact(tx, 999_999, contact))).rejects.toThrow(
      /missing/,
    );
    await expect(
      inTransaction(t.store, (tx) => setAvatar(tx, 999_999, '/uploads/x.png')),
    ).rejects.toThrow(/missing/);
  });

  it('locks a player inside a transaction, and refuses an unknown one', async () => {
    await expect(
      inTransaction(t.store, async (tx) => {
        await lockUser(t.store, tx, ids.bob);
        return 'locked';
      }),
    ).resolves.toBe('locked');
    await expect(inTransaction(t.store, (tx) => lockUser(t.store, tx, 999_999))).rejects.toThrow();
  });

  it('shows the console whether a payment password is set, never the hash', async () => {
    const alice = await playerProfile(t.store, ids.alice);
    const bob = await playerProfile(t.store, ids.bob);
    expect(alice).toMatchObject({ id: ids.alice, username: 'alice_1', has_pay_password: 1 });
    expect(bob).toMatchObject({ id: ids.bob, email: 'bob@example.com', has_pay_password: 0 });
    expect(alice).not.toHaveProperty('pay_password_hash');
    expect(alice).not.toHaveProperty('password_hash');
    expect(await playerProfile(t.store, 999_999)).toBeUndefined();
  });

  describe('the console search', () => {
    const search = (keyword: string, by: Parameters<typeof searchPlayers>[1]['by'], page = 1) =>
      searchPlayers(t.store, { keyword, by, page, size: 2 });
    const names = async (keyword: string, by: Parameters<typeof searchPlayers>[1]['by']) =>
      (await searchPlayers(t.store, { keyword, by, page: 1, size: 50 })).rows.map(
        (r) => r.username,
      );

    it('lists everyone newest first for an empty keyword, a page at a time with the total', async () => {
      const first = await search('  ', 'any');
      expect(first.total).toBe(6);
      expect(first.rows.map((r) => r.username)).toEqual(['dave_1', 'carol_1']);
      const last = await search('', 'any', 3);
      expect(last.rows.map((r) => r.username)).toEqual(['guest_1', 'alice_1']);
      expect((await search('', 'any', 4)).rows).toEqual([]);
      expect(first.rows[0]).not.toHaveProperty('password_hash');
    });

    it('finds by part of a name, taking % and _ literally', async () => {
      expect(await names('ob', 'name')).toEqual(['bob_1']);
      expect(await names('_1', 'name')).toEqual([
        'dave_1',
        'carol_1',
        'bob_1',
        'guest_1',
        'alice_1',
      ]);
      expect(await names('%', 'name')).toEqual([]);
    });

    // A keyword that cannot match the field asked for (letters as an id, a referrer nobody is)
    // finds nobody; on SQLite it once failed the whole search (a boolean bound as a value).
    it('finds by id, by Telegram id and by referrer (id or exact name)', async () => {
      expect(await names(String(ids.carol), 'id')).toEqual(['carol_1']);
      expect(await names('bob', 'id')).toEqual([]);
      expect(await names('777777', 'telegram')).toEqual(['tgseven']);
      expect(await names('alice_1', 'referrer')).toEqual(['carol_1', 'bob_1']);
      expect(await names(String(ids.bob), 'referrer')).toEqual(['dave_1']);
      expect(await names('alice', 'referrer')).toEqual([]);
    });

    it('with `any`, matches a name, an id, a Telegram id or a referrer', async () => {
      expect(await names('777777', 'any')).toEqual(['tgseven']);
      // bob by id, dave by his referrer's id (and any name holding those digits).
      const byBobsId = await names(String(ids.bob), 'any');
      expect(byBobsId).toEqual(expect.arrayContaining(['dave_1', 'bob_1']));
      expect(byBobsId).not.toContain('carol_1');
      expect(await names('alice_1', 'any')).toEqual(['carol_1', 'bob_1', 'alice_1']);
    });
  });
});
