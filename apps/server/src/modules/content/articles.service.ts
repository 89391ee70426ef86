import type { AdminArticleUpdatePayload, ArticleData } from '@app/contract/profile';
import { ARTICLE_TYPES, isArticleType } from '@app/contract/profile-constants';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { recordAudit, diff, type Actor } from '../audit/index.ts';
import { ARTICLE_SEED } from './articles.seed.ts';
import { sanitizeArticleHtml } from './sanitize.ts';
import { claimOnce } from './settings-store.ts';

/**
 * The help centre's articles (spec part 1 §7 `article`): one per type of ARTICLE_TYPES, its HTML
 * sanitised when it is written (seed or operator edit), so what is read is what may be shown.
 */

const COLUMNS = ['type', 'title', 'content', 'updated_at'] as const;
const unknownType = () => new DomainError('article_unknown');

/** The marker whose insert decides which node seeds the articles (once per database). */
export const ARTICLES_SEED_KEY = 'content.articles_seed';

/** POST /api/article {type}: the article of a help-centre type; 404 for any other type. */
export async function readArticle(ctx: AppContext, type: number): Promise<ArticleData> {
  if (!isArticleType(type)) throw unknownType();
  const row = await ctx.store.db
    .selectFrom('articles')
    .select(COLUMNS)
    .where('type', '=', type)
    .executeTakeFirst();
  if (!row) throw unknownType();
  return row;
}

/** POST /api/admin/articles: every article, in the help centre's order. */
export async function adminArticles(ctx: AppContext): Promise<ArticleData[]> {
  const rows = await ctx.store.db.selectFrom('articles').select(COLUMNS).execute();
  const order = ARTICLE_TYPES.map((a) => a.type as number);
  return rows.sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type));
}

const articleByType = (tx: Tx, type: number) =>
  tx.selectFrom('articles').select(COLUMNS).where('type', '=', type).executeTakeFirst();

/**
 * POST /api/admin/articles/update {type, title?, content?}: the content is sanitised with the
 * allow-list before it is stored; an edit that leaves nothing (only script, say) is refused. One
 * transaction with its audit row (before/after of what changed).
 */
export async function updateArticle(
  ctx: AppContext,
  actor: Actor,
  payload: AdminArticleUpdatePayload,
): Promise<ArticleData> {
  if (!isArticleType(payload.type)) throw unknownType();
  const changes: { title?: string; content?: string } = {};
  if (payload.title !== undefined) changes.title = payload.title;
  if (payload.content !== undefined) {
    const clean = sanitizeArticleHtml(payload.content);
    if (clean === '') throw new DomainError('article_content_invalid');
    changes.content = clean;
  }
  if (changes.title === undefined && changes.content === undefined) {
    throw new DomainError('catalogue_nothing_to_change');
  }
  const type = payload.type;
  return inTransaction(ctx.store, async (tx) => {
    const before = await articleByType(tx, type);
    if (!before) throw unknownType();
    await tx
      .updateTable('articles')
      .set({ ...changes, updated_at: ctx.clock.now() })
      .where('type', '=', type)
      .execute();
    const after = await articleByType(tx, type);
    if (!after) throw unknownType();
    await recordAudit(ctx, tx, actor, 'article.update', `article:${type}`, diff(before, after));
    return after;
  });
}

/**
 * Seeds every help-centre article once per database, at start (its own marker, so a database
 * whose home content was seeded before articles existed still gets them). Safe when several
 * nodes start together: the node whose insert of the marker succeeds seeds, in that transaction.
 */
export async function seedArticles(
  ctx: Pick<AppContext, 'store' | 'clock'>,
): Promise<{ seeded: boolean }> {
  const seeded = await inTransaction(ctx.store, async (tx) => {
    if (!(await claimOnce(tx, ARTICLES_SEED_KEY))) return false;
    const now = ctx.clock.now();
    await tx
      .insertInto('articles')
      .values(
        ARTICLE_TYPES.map(({ type }) => ({
          type,
          title: ARTICLE_SEED[type].title,
          content: sanitizeArticleHtml(ARTICLE_SEED[type].content),
          updated_at: now,
          created_at: now,
        })),
      )
      .execute();
    return true;
  });
  return { seeded };
}
