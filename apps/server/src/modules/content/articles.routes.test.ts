import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { ARTICLE_TYPES } from '@app/contract/profile-constants';
import { call, registerPlayer, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { ensureOperator } from '../operators/index.ts';
import { seedArticles } from './articles.service.ts';
import { ARTICLE_SEED } from './articles.seed.ts';
import { sanitizeArticleHtml } from './sanitize.ts';

const OPS = { name: 'articleops', password: 'ops-secret-123' };

describe.each(TEST_DATABASES)('help-centre articles on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let ops: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await ensureOperator(t.ctx, OPS.name, OPS.password);
    ops = (await call(t.app, '/api/admin/login', OPS)).data.token;
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  it('answers the seeded article of every help-centre type to anyone', async () => {
    for (const { type, title } of ARTICLE_TYPES) {
      const answer = await call(t.app, '/api/article', { type });
      expect(answer).toMatchObject({ status: 200, code: 200 });
      expect(answer.data.title).toBe(title);
      expect(answer.data.content.length).toBeGreaterThan(100);
      // The seed is stored as the allow-list keeps it.
      expect(answer.data.content).toBe(sanitizeArticleHtml(ARTICLE_SEED[type].content));
    }
    // The type as text (a query string's), as the spec's client may send it.
    expect((await call(t.app, '/api/article', { type: '8' })).data.title).toBe('责任博彩');
  });

  it('explains limits, cool-off, self-exclusion and help in the responsible gambling article', async () => {
    const { content } = (await call(t.app, '/api/article', { type: 8 })).data;
    for (const words of ['24小时', '7天', '30天', '亏损限额', '现实提醒', '24小时到6周']) {
      expect(content).toContain(words);
    }
    for (const words of ['6个月', '1年', '5年', '永久', '18', '我的 → 责任博彩']) {
      expect(content).toContain(words);
    }
    expect(content).toContain('GamCare');
    expect(content).toContain('Gamblers Anonymous');
  });

  it('refuses an unknown type with a Chinese message and a non-number with 400', async () => {
    for (const type of [0, 6, 9, 100]) {
      expect(await call(t.app, '/api/article', { type })).toMatchObject({
        status: 404,
        message: MSG.articleUnknown,
      });
    }
    expect(await call(t.app, '/api/article', { type: 'abc' })).toMatchObject({
      status: 400,
      message: MSG.articleUnknown,
    });
    expect((await call(t.app, '/api/article', {})).status).toBe(400);
  });

  it('lets an operator edit an article, sanitising the HTML on save, audited', async () => {
    const player = await registerPlayer(t.app, 'articlep1');
    expect((await call(t.app, '/api/admin/articles', {}, player)).status).toBe(401);
    const list = await call(t.app, '/api/admin/articles', {}, ops);
    expect(list.data.map((a: { type: number }) => a.type)).toEqual(
      ARTICLE_TYPES.map((a) => a.type),
    );

    const updated = await call(
      t.app,
      '/api/admin/articles/update',
      {
        type: 4,
        title: '联系客服',
        content:
          '<p onclick="steal()">客服<script>alert(1)</script></p><img src=x onerror="alert(2)">' +
          '<a href="javascript:alert(3)">坏链接</a><a href="https://example.org/help">帮助</a>' +
          '<iframe src="https://evil.example"></iframe><style>p{color:red}</style>',
      },
      ops,
    );
    expect(updated).toMatchObject({ status: 200, code: 200 });
    const stored = (await call(t.app, '/api/article', { type: 4 })).data;
    expect(stored.title).toBe('联系客服');
    expect(stored.content).toBe(
      '<p>客服</p><a target="_blank" rel="noopener noreferrer">坏链接</a>' +
        '<a href="https://example.org/help" target="_blank" rel="noopener noreferrer">帮助</a>',
    );
    for (const bad of ['script', 'onerror', 'onclick', 'javascript:', 'iframe', 'style', '<img']) {
      expect(stored.content).not.toContain(bad);
    }

    // Only script: nothing would be left.
    expect(
      await call(
        t.app,
        '/api/admin/articles/update',
        { type: 4, content: '<script>x</script>' },
        ops,
      ),
    ).toMatchObject({ status: 400, message: MSG.articleContentInvalid });
    expect(
      await call(t.app, '/api/admin/articles/update', { type: 6, content: '<p>x</p>' }, ops),
    ).toMatchObject({ status: 404, message: MSG.articleUnknown });
    expect((await call(t.app, '/api/admin/articles/update', { type: 4 }, ops)).status).toBe(400);
    expect(
      (await call(t.app, '/api/admin/articles/update', { type: 4, title: '' }, ops)).message,
    ).toBe(MSG.articleTitleInvalid);

    const audits = await t.store.db
      .selectFrom('audit_log')
      .select(['target', 'detail'])
      .where('action', '=', 'article.update')
      .execute();
    expect(audits).toHaveLength(1);
    expect(audits[0]!.target).toBe('article:4');
    expect(JSON.parse(audits[0]!.detail)).toMatchObject({
      title: { before: '联系我们', after: '联系客服' },
    });
  });

  it('seeds once: a restart does not overwrite the operator edit', async () => {
    expect(await seedArticles(t.ctx)).toEqual({ seeded: false });
    expect((await call(t.app, '/api/article', { type: 4 })).data.title).toBe('联系客服');
  });
});
