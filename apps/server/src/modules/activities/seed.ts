import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { claimOnce } from '../content/index.ts';
import { activityBannerPath } from './banners.ts';
import { sanitizeActivityHtml } from './sanitize.ts';

/** The marker whose insert decides which node seeds the demo activities (once per database). */
export const ACTIVITIES_SEED_KEY = 'activities.seed';

interface SeedActivity {
  banner: string;
  title: string;
  content: string;
  memo: string;
  bonusMinor: bigint;
  turnoverMultiple: number;
}

/**
 * Demo activities (DEMO_SEED only): three types and five offers of this platform, with banners the
 * server draws (/media/activity/…). Every application is reviewed by an operator, who checks the
 * conditions the rules state; the bonus of an approval is paid through the ledger.
 */
export const ACTIVITY_SEED: readonly { type: string; activities: readonly SeedActivity[] }[] = [
  {
    type: '新人专享',
    activities: [
      {
        banner: 'first-deposit',
        title: '新人首存加赠38元',
        content:
          '<h3>活动内容</h3><p>注册后<strong>首次存款满 100 元</strong>，在本页点击“立即申请”，审核通过后赠送 <strong>38 元</strong>彩金，直接存入平台钱包。</p>' +
          '<table><thead><tr><th>首存金额</th><th>赠送彩金</th><th>流水要求</th></tr></thead><tbody><tr><td>≥ 100 元</td><td>38 元</td><td>彩金 × 3 倍</td></tr></tbody></table>',
        memo: '1. 每位会员限申请一次，须在首次存款到账后申请。\n2. 彩金需完成 3 倍有效投注后方可提现。\n3. 同一设备、同一收款地址或同一 IP 仅限一个账号参加。\n4. 本活动由人工审核，平台保留最终解释权。',
        bonusMinor: 3800n,
        turnoverMultiple: 3,
      },
      {
        banner: 'profile-bonus',
        title: '完善资料送8.88元',
        content:
          '<p>在“个人资料”中填写手机号，并在“卡片管理”绑定一个 USDT 收款地址后，点击“立即申请”，审核通过即送 <strong>8.88 元</strong>。</p><ul><li>资料仅用于账户安全与出款核对</li><li>1 倍流水即可提现</li></ul>',
        memo: '1. 每位会员限申请一次。\n2. 手机号与收款地址须为本人所有。\n3. 彩金需完成 1 倍有效投注后方可提现。',
        bonusMinor: 888n,
        turnoverMultiple: 1,
      },
    ],
  },
  {
    type: '日常活动',
    activities: [
      {
        banner: 'turnover-challenge',
        title: '流水闯关奖58元',
        content:
          '<h3>活动内容</h3><p>活动期间累计<strong>有效投注满 10,000 元</strong>（真人、电子、棋牌、彩票均计入），即可申请 <strong>58 元</strong>闯关奖金。</p><p>有效投注以“投注记录”中已结算的注单为准，无效注单与未结算注单不计入。</p>',
        memo: '1. 每位会员限申请一次。\n2. 对冲、套利等异常投注不计入有效投注。\n3. 奖金需完成 1 倍有效投注后方可提现。',
        bonusMinor: 5800n,
        turnoverMultiple: 1,
      },
    ],
  },
  {
    type: 'VIP专享',
    activities: [
      {
        banner: 'vip-upgrade',
        title: 'VIP3晋级礼金188元',
        content:
          '<p>等级达到 <strong>VIP3 及以上</strong>的会员，可申请一次性晋级礼金 <strong>188 元</strong>。等级规则见“VIP特权”页面：晋级需满足累计存款与流水要求，每天最多晋升一级。</p>',
        memo: '1. 每位会员限申请一次。\n2. 申请时等级须为 VIP3 及以上。\n3. 礼金需完成 1 倍有效投注后方可提现。',
        bonusMinor: 18800n,
        turnoverMultiple: 1,
      },
      {
        banner: 'vip-service',
        title: 'VIP专属服务',
        content:
          '<p>VIP5 及以上会员申请后，将由专属客服一对一跟进：存取款问题优先处理，出款审核优先排队。</p><p>本活动不发放彩金。</p>',
        memo: '1. 申请时等级须为 VIP5 及以上。\n2. 审核通过后，专属客服将通过站内信与您联系。',
        bonusMinor: 0n,
        turnoverMultiple: 0,
      },
    ],
  },
];

/**
 * Seeds the demo activities once per database, at start, in demo mode only. Safe when several
 * nodes start together: the node whose claim of the marker succeeds seeds, in that transaction;
 * a database that already has activity types is left alone.
 */
export async function seedActivities(ctx: Pick<AppContext, 'store' | 'clock'>): Promise<boolean> {
  return inTransaction(ctx.store, async (tx) => {
    if (!(await claimOnce(tx, ACTIVITIES_SEED_KEY))) return false;
    const existing = await tx.selectFrom('activity_types').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    const now = ctx.clock.now();
    for (const [typeIndex, group] of ACTIVITY_SEED.entries()) {
      const { id: typeId } = await tx
        .insertInto('activity_types')
        .values({ name: group.type, sort: (typeIndex + 1) * 10, enabled: 1, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [index, a] of group.activities.entries()) {
        await tx
          .insertInto('activities')
          .values({
            type_id: typeId,
            banner: activityBannerPath(a.banner),
            title: a.title,
            content: sanitizeActivityHtml(a.content),
            memo: a.memo,
            sort: (typeIndex + 1) * 10 + index,
            enabled: 1,
            bonus_minor: a.bonusMinor,
            turnover_multiple: a.turnoverMultiple,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
    }
    return true;
  });
}
