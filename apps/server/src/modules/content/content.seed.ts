import { NOTICE_KIND } from '@app/contract/games-admin';
import { mediaPath } from '@app/contract/media';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { claimOnce } from './settings-store.ts';

/** Home banners (bannerList type 2): generated images, honest wording (media.ts BANNERS). */
export const BANNER_SEED: readonly { design: number; link: string }[] = [
  { design: 1, link: '' },
  { design: 2, link: '/#/concise?type=housedz' },
  { design: 3, link: '' },
];

/** Scrolling announcements (homenotice) and notices (noticeList; one pops up on /index_old). */
export const NOTICE_SEED: readonly {
  kind: number;
  title: string;
  content: string;
  popup: 0 | 1;
}[] = [
  {
    kind: NOTICE_KIND.scrolling,
    title: '',
    content:
      '欢迎来到演示平台：全部游戏由平台自营，转账、游戏与记录都可以完整体验，每一局都可验证。',
    popup: 0,
  },
  {
    kind: NOTICE_KIND.scrolling,
    title: '',
    content: '开启自动转账后，进入游戏时平台余额会转入该场馆，可在“转账”页面一键回收。',
    popup: 0,
  },
  {
    kind: NOTICE_KIND.scrolling,
    title: '',
    content: '分类上的“在玩人数”是真实统计：最近10分钟内打开过该分类游戏的玩家人数。',
    popup: 0,
  },
  {
    kind: NOTICE_KIND.notice,
    title: '平台公告',
    content:
      '本站为演示环境：游戏由平台自营场馆提供，余额为演示额度，不可兑现。欢迎体验注册、充值审核、转账、游戏与记录的完整流程。',
    popup: 1,
  },
  {
    kind: NOTICE_KIND.notice,
    title: '关于自动转账',
    content:
      '在“转账”页面可开启或关闭自动转账。开启后，进入游戏时其他场馆的余额会先回到平台钱包，再将平台余额全部转入所进入的场馆；关闭后，进入游戏不会移动任何资金，可手动转入转出。',
    popup: 0,
  },
  {
    kind: NOTICE_KIND.notice,
    title: '客服时间',
    content: '在线客服1：00:00-12:00；在线客服2：12:00-24:00。也可在帮助中心查看“联系我们”。',
    popup: 0,
  },
];

/** The marker whose insert decides which node seeds the home content (once per database). */
export const CONTENT_SEED_KEY = 'content.seed';

/**
 * Seeds the home banners and notices once per database, at start. Safe when several nodes start
 * together: the node whose insert of the marker succeeds seeds, in the same transaction.
 */
export async function seedContent(
  ctx: Pick<AppContext, 'store' | 'clock'>,
): Promise<{ seeded: boolean }> {
  const seeded = await inTransaction(ctx.store, async (tx) => {
    if (!(await claimOnce(tx, CONTENT_SEED_KEY))) return false;
    const now = ctx.clock.now();
    await tx
      .insertInto('banners')
      .values(
        BANNER_SEED.map((b, index) => ({
          type: 2,
          src: mediaPath('banner', String(b.design)),
          link: b.link,
          sort: (index + 1) * 10,
          enabled: 1,
          created_at: now,
        })),
      )
      .execute();
    // The first notice is the newest: one second apart, so "newest first" keeps this order.
    await tx
      .insertInto('notices')
      .values(
        NOTICE_SEED.map((n, index) => ({
          kind: n.kind,
          title: n.title,
          content: n.content,
          popup: n.popup,
          enabled: 1,
          created_at: now - index * 1000,
        })),
      )
      .execute();
    return true;
  });
  return { seeded };
}
