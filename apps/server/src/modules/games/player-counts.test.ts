import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY, type Category } from '@app/contract/games';
import { MSG } from '@app/contract/messages';
import { createContext } from '../../platform/context.ts';
import { ensureOperator } from '../operators/index.ts';
import { call, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { fundedPlayer, useTestLaunchUrls } from './games.test-helpers.ts';

const OPS = { name: 'counts01', password: 'counts-pass-1' };

describe.each(TEST_DATABASES)('player counts shown from a threshold on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let ops: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    useTestLaunchUrls(t.ctx);
    await ensureOperator(createContext(t.config, t.store), OPS.name, OPS.password);
    ops = (await call(t.app, '/api/admin/login', OPS)).data.token;
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  const counts = async () =>
    new Map(((await call(t.app, '/api/typel')).data as Category[]).map((c) => [c.code, c.renum]));
  const openChess = async () => {
    const { token } = await fundedPlayer(t.app, t.store, 0);
    const answer = await call(
      t.app,
      '/api/getGameUrl',
      { plat_name: 'demo8', game_code: 'lobby' },
      token,
    );
    expect(answer.code).toBe(200);
  };

  it('real counts from 1 by default; under the operator threshold a category answers 0', async () => {
    expect(await call(t.app, '/api/admin/player-counts', {}, ops)).toMatchObject({
      data: { threshold: 1 },
    });
    expect((await counts()).get(CATEGORY.chess)).toBe(0);
    await openChess();
    await openChess();
    expect((await counts()).get(CATEGORY.chess)).toBe(2);

    const raised = await call(t.app, '/api/admin/player-counts/update', { threshold: 3 }, ops);
    expect(raised).toMatchObject({ code: 200, data: { threshold: 3 } });
    // 2 players are below 3: no count at all, never a made-up one.
    expect((await counts()).get(CATEGORY.chess)).toBe(0);
    await openChess();
    expect((await counts()).get(CATEGORY.chess)).toBe(3);

    const audit = await t.store.db
      .selectFrom('audit_log')
      .select(['target', 'detail'])
      .where('action', '=', 'player_counts.update')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail)).toEqual({ before: { threshold: 1 }, after: { threshold: 3 } });
  });

  it('refuses a threshold that is not an integer from 1 to 100000, and a player token', async () => {
    for (const threshold of [0, -1, 1.5, 100_001, '2']) {
      expect(
        await call(t.app, '/api/admin/player-counts/update', { threshold }, ops),
      ).toMatchObject({ status: 400, message: MSG.playerCountThresholdInvalid });
    }
    const { token } = await fundedPlayer(t.app, t.store, 0);
    expect(
      await call(t.app, '/api/admin/player-counts/update', { threshold: 1 }, token),
    ).toMatchObject({ status: 401 });
    expect(await call(t.app, '/api/admin/player-counts', {}, ops)).toMatchObject({
      data: { threshold: 3 },
    });
  });
});
