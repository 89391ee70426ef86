import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { createContext } from '../platform/context.ts';
import { ensureOperator } from '../modules/operators/index.ts';
import { call, startTestApp } from '../test/app.ts';
import { TEST_DATABASES } from '../test/databases.ts';

/** A path on this site of exactly `length` characters. */
const pathOf = (length: number) => `/${'a'.repeat(length - 1)}`;

/**
 * The longest text a call accepts fits the column it is stored in (PostgreSQL refuses a longer
 * one in a varchar(n) with an error, which would be a 500): the catalogue's pictures and links
 * are varchar(255).
 */
describe.each(TEST_DATABASES)('text lengths against their columns, on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let ops: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await ensureOperator(createContext(t.config, t.store), 'sizeops01', 'size-ops-pass-1');
    ops = (
      await call(t.app, '/api/admin/login', { name: 'sizeops01', password: 'size-ops-pass-1' })
    ).data.token;
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  const CASES: [string, (value: string) => Record<string, unknown>, string][] = [
    ['/api/admin/categories/update', (img) => ({ id: 1, img }), MSG.adminUrlInvalid],
    ['/api/admin/games/update', (img) => ({ id: 1, img }), MSG.adminUrlInvalid],
    ['/api/admin/banners/create', (src) => ({ src }), MSG.bannerSrcRequired],
    ['/api/admin/banners/create', (link) => ({ src: '/a.png', link }), MSG.adminUrlInvalid],
    ['/api/admin/banners/update', (src) => ({ id: 1, src }), MSG.bannerSrcRequired],
    ['/api/admin/banners/update', (link) => ({ id: 1, link }), MSG.adminUrlInvalid],
  ];

  for (const [path, body, message] of CASES) {
    it(`${path} ${Object.keys(body('')).join(',')}: 255 characters are stored, more are a 400`, async () => {
      const fits = await call(t.app, path, body(pathOf(255)), ops);
      expect(fits.status).toBe(200);
      for (const length of [256, 512]) {
        const answer = await call(t.app, path, body(pathOf(length)), ops);
        expect(answer).toEqual({ status: 400, code: 400, message, data: null });
      }
    });
  }
});
