import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../../platform/context.ts';
import { call, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { updateAppSettings } from './settings.service.ts';

describe.each(TEST_DATABASES)('site settings on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  it('answers the appInfo fields, open by default', async () => {
    const answer = await call(t.app, '/api/app');
    expect(answer.code).toBe(200);
    expect(Object.keys(answer.data).sort()).toEqual(
      [
        'site_state',
        'repair_tips',
        'redpacket_switch',
        'title',
        'site_logo',
        'index_modal',
        'webcontent',
        'h5_url',
        'ios_download_url',
        'ios_download_qrcode',
        'telegram_login',
      ].sort(),
    );
    expect(answer.data.site_state).toBe(1);
  });

  it('repair mode takes effect at once and keeps the text', async () => {
    const ctx = createContext(t.config, t.store);
    await updateAppSettings(ctx, { site_state: 0, repair_tips: '系统升级中，预计30分钟' });
    expect((await call(t.app, '/api/app')).data).toMatchObject({
      site_state: 0,
      repair_tips: '系统升级中，预计30分钟',
    });
    // A value of the wrong type is ignored rather than stored.
    await updateAppSettings(ctx, { site_state: 'x' as unknown as number });
    expect((await call(t.app, '/api/app')).data.site_state).toBe(0);
    await updateAppSettings(ctx, { site_state: 1 });
    expect((await call(t.app, '/api/app')).data.site_state).toBe(1);
  });

  it('health answers ok without naming the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.json()).toEqual({ code: 200, message: 'ok', data: { status: 'ok' } });
  });
});
