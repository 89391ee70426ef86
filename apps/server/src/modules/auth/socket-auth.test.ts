import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { REALTIME_CLOSE } from '@app/contract/realtime';
import { call, registerPlayer, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { Client, join, listen } from '../../platform/realtime/test-helpers.ts';

// The app's realtime rooms authenticate sockets with the player's session.
describe.each(TEST_DATABASES)('realtime sockets of the app on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let base = '';

  beforeAll(async () => {
    t = await startTestApp(kind);
    base = `ws://127.0.0.1:${await listen(t.app)}/wss`;
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  it('lets a logged-in player into a room under their name, and refuses the token after logoff', async () => {
    const token = await registerPlayer(t.app, 'socket01');
    const { client, welcome } = await join(`${base}?roomid=demo-app&_token=${token}`);
    expect(welcome).toMatchObject({
      type: 'welcome',
      roomid: 'demo-app',
      user: { name: 'socket01' },
    });
    client.send({ type: 'chat', content: '大家好' });
    expect(await client.nextOf('pub')).toMatchObject({
      offset: 1,
      data: { type: 'chat', author: 'socket01', content: '大家好' },
    });

    // Another session of the same player keeps its socket; the one logged off loses it at once.
    const login = await call(t.app, '/api/login_pc', { name: 'socket01', password: 'secret123' });
    const second = await join(`${base}?roomid=demo-app&_token=${login.data.api_token}`);
    expect((await call(t.app, '/api/logoff', {}, token)).code).toBe(200);
    expect(await client.closed).toEqual({
      code: REALTIME_CLOSE.unauthorized,
      reason: MSG.wsSessionExpired,
    });
    second.client.send({ type: 'chat', content: '还在' });
    expect(await second.client.nextOf('pub')).toMatchObject({ data: { content: '还在' } });
    // A new password ends every session: the other socket closes too.
    await call(
      t.app,
      '/api/editPassword',
      { oldpassword: 'secret123', password: 'secret456', repassword: 'secret456' },
      login.data.api_token,
    );
    expect((await second.client.closed).code).toBe(REALTIME_CLOSE.unauthorized);

    const after = new Client(`${base}?roomid=demo-app&_token=${token}`);
    expect(await after.closed).toEqual({
      code: REALTIME_CLOSE.unauthorized,
      reason: MSG.wsSessionExpired,
    });
    const forged = new Client(`${base}?roomid=demo-app&_token=${'x'.repeat(43)}`);
    expect((await forged.closed).code).toBe(REALTIME_CLOSE.unauthorized);
  });
});
