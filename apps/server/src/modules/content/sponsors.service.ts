import { sponsorList, type Sponsor } from '@app/contract/site-content';
import type { AppContext } from '../../platform/context.ts';
import type { Store, Tx } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { recordAudit, type Actor } from '../audit/index.ts';
import {
  lockSetting,
  readSetting,
  writeSetting,
  writeSettingTextIfMissing,
} from './settings-store.ts';

/**
 * The sponsor partners of /zhanzhu and /zhanzhuye?type=N (spec part 1 §2; the spec embeds an
 * external page, we have none): operator content kept as one `settings` row (SPONSORS_KEY), plain
 * text only (the app renders it as text, never as HTML). Empty until an operator sets it; a
 * database started with demo data gets DEMO_SPONSORS once (never over an operator's list).
 */
export const SPONSORS_KEY = 'content.sponsors';

/**
 * Demo content: two programmes of our own product, no real club, league or trademark, and no
 * claim about any real organisation.
 */
export const DEMO_SPONSORS: readonly Sponsor[] = [
  {
    type: '1',
    name: '星河青训足球计划',
    field: '青少年足球',
    tagline: '平台公益赞助项目',
    mark: '足',
    logo: '',
    theme: 'blue',
    paragraphs: [
      '星河青训足球计划是本平台出资举办的社区青少年足球项目，为8至14岁的孩子提供周末免费训练课程与比赛机会。',
      '项目的训练场地、装备与教练费用由平台承担，家长可在“优惠”页关注项目的报名通知。',
    ],
    facts: [
      { label: '合作类型', value: '平台自办公益项目' },
      { label: '面向人群', value: '8–14岁青少年' },
      { label: '参与方式', value: '关注站内公告报名' },
    ],
  },
  {
    type: '2',
    name: '星河城市篮球赛',
    field: '业余篮球赛事',
    tagline: '平台冠名赛事',
    mark: '篮',
    logo: '',
    theme: 'purple',
    paragraphs: [
      '星河城市篮球赛是本平台冠名举办的业余三人篮球赛，面向各城市的篮球爱好者开放报名。',
      '赛事期间平台会在站内发布观赛与互动活动，具体时间与规则以站内公告为准。',
    ],
    facts: [
      { label: '合作类型', value: '平台冠名赛事' },
      { label: '赛制', value: '业余三人篮球' },
      { label: '参与方式', value: '关注站内公告报名' },
    ],
  },
];

/** The stored partners; a row that no longer parses counts as none (never a 500). */
export async function readSponsors(db: Tx | Store['db']): Promise<Sponsor[]> {
  const parsed = sponsorList.safeParse(await readSetting(db, SPONSORS_KEY));
  return parsed.success ? parsed.data : [];
}

/** Demo mode: the demo partners, unless the row exists (an operator's list, even an empty one). */
export async function seedDemoSponsors(ctx: Pick<AppContext, 'store'>): Promise<void> {
  await writeSettingTextIfMissing(ctx.store.db, SPONSORS_KEY, JSON.stringify(DEMO_SPONSORS));
}

/** POST /api/admin/sponsors/update: replaces the list, audited in the same transaction. */
export async function updateSponsors(
  ctx: AppContext,
  actor: Actor,
  sponsors: Sponsor[],
): Promise<{ sponsors: Sponsor[] }> {
  return inTransaction(ctx.store, async (tx) => {
    await lockSetting(ctx.store, tx, SPONSORS_KEY);
    const before = await readSponsors(tx);
    await writeSetting(tx, SPONSORS_KEY, sponsors);
    await recordAudit(ctx, tx, actor, 'sponsors.update', SPONSORS_KEY, {
      before,
      after: sponsors,
    });
    return { sponsors };
  });
}
