import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { call, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { endAllSessions } from '../auth/index.ts';
import { createDemoVenue } from '../demo-venue/index.ts';
import { setVenueAdapterFactory } from '../venues/index.ts';
import { fundedPlayer, spinDemoSlot } from './games.test-helpers.ts';

/**
 * A game opened from a session ends with it (one node; across nodes see
 * auth/revocation.nodes.test.ts): the demo venue's launch session stops playing rounds once the
 * player logs off, changes the password or is frozen, and a launch during which the session was
 * revoked hands out no address.
 */
describe.each(TEST_DATABASES)('launch sessions end with the session on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterEach(() => setVenueAdapterFactory(t.ctx));
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  /** A player with 50.00 at the demo venue 'demo4' and two launch sessions there (two devices). */
  async function launched() {
    const who = await fundedPlayer(t.app, t.store, 100);
    const moved = await call(
      t.app,
      '/api/transfer',
      { amount: 50, sourcetype: 'userbalance', targettype: 'demo4' },
      who.token,
    );
    expect(moved).toMatchObject({ status: 200 });
    const venueTokens: string[] = [];
    for (const game_code of ['slot-fruit', 'slot-fruit']) {
      const launch = await call(
        t.app,
        '/api/getGameUrl',
        { plat_name: 'demo4', game_type: 3, game_code },
        who.token,
      );
      expect(launch).toMatchObject({ status: 200 });
      venueTokens.push(new URL(launch.data.url, 'http://x').searchParams.get('t')!);
    }
    return { ...who, venueTokens };
  }

  const spin = (venueToken: string) => spinDemoSlot(t.app, venueToken);
  const page = async (venueToken: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/venue/demo/api/session',
      payload: { t: venueToken },
    });
    return { status: response.statusCode, ...response.json() };
  };
  const ended = { status: 401, message: MSG.gameSessionExpired };

  it('logoff ends every launch session of the player, not those of others', async () => {
    const leaving = await launched();
    const staying = await launched();
    for (const venueToken of leaving.venueTokens) {
      expect(await spin(venueToken)).toMatchObject({ status: 200 });
    }
    expect(await call(t.app, '/api/logoff', {}, leaving.token)).toMatchObject({ status: 200 });
    for (const venueToken of leaving.venueTokens) {
      expect(await spin(venueToken)).toMatchObject(ended);
      expect(await page(venueToken)).toMatchObject(ended);
    }
    expect(await spin(staying.venueTokens[0]!)).toMatchObject({ status: 200 });
  });

  it('a new login password ends them; a new payment password does not', async () => {
    const who = await launched();
    const change = { oldpassword: 'secret123', password: 'brandnew1', repassword: 'brandnew1' };
    expect(await call(t.app, '/api/editPayPassword', change, who.token)).toMatchObject({
      status: 200,
    });
    expect(await spin(who.venueTokens[0]!)).toMatchObject({ status: 200 });
    expect(await call(t.app, '/api/editPassword', change, who.token)).toMatchObject({
      status: 200,
    });
    expect(await spin(who.venueTokens[0]!)).toMatchObject(ended);
  });

  it('a frozen account: its launch sessions end', async () => {
    const who = await launched();
    await t.store.db.updateTable('users').set({ status: 0 }).where('id', '=', who.userId).execute();
    await endAllSessions(t.ctx, who.userId, 'frozen');
    expect(await spin(who.venueTokens[0]!)).toMatchObject(ended);
    expect(await call(t.app, '/api/balance', {}, who.token)).toMatchObject({ status: 401 });
  });

  it('a launch during which the session is revoked hands out no address', async () => {
    const who = await fundedPlayer(t.app, t.store, 0);
    let made: string | undefined;
    // The venue makes its launch session just as the player's session ends elsewhere.
    setVenueAdapterFactory(t.ctx, (ctx, venue) => {
      const demo = createDemoVenue(ctx, venue.platname, {});
      return {
        ...demo,
        launchUrl: async (playerRef, gameCode) => {
          await endAllSessions(t.ctx, who.userId, 'logoff');
          made = await demo.launchUrl(playerRef, gameCode);
          return made;
        },
      };
    });
    const launch = await call(
      t.app,
      '/api/getGameUrl',
      { plat_name: 'demo4', game_type: 3, game_code: 'slot-fruit' },
      who.token,
    );
    expect(launch).toMatchObject({ status: 401, message: MSG.sessionExpired, data: null });
    expect(made).toBeDefined();
  });
});
