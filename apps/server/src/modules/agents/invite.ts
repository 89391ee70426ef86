import {
  AGENT_LIMITS,
  type InviteFigures,
  type InviteInfo,
  type InviteIntro,
  type InviteRow,
} from '@app/contract/agents';
import type { Page } from '@app/contract/envelope';
import { formatMinor } from '@app/contract/money';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/context.ts';
import type { Store, Tx } from '../../platform/db/database.ts';
import { pageOf } from '../../platform/http/paging.ts';
import { beijingDate, sinceForDateCode } from '../../platform/time.ts';
import { betTotalsByUser } from '../bets/index.ts';
import { readSetting } from '../content/index.ts';
import { findUser, referredBy, type ReferralRow } from '../users/index.ts';
import { isAgent as isAgentRow } from './agent-flags.ts';
import { approvedDepositsByUser } from '../wallet/index.ts';
import { agentLevelsOf, rateOfLevel, readCommissionSettings, readLevels } from './levels.ts';

/**
 * The invite page's data (spec part 1 §2 /inviter, §3 invite detail row): the player's downline
 * (the players they referred and theirs, as many levels down as the commission reaches), its real
 * figures, the bonus records and the friend details, and the operator's bonus introduction.
 */

type Db = Tx | Store['db'];

/** A downline member and how far below the player (1 = referred by the player). */
export interface Member extends ReferralRow {
  depth: number;
}

const DEPTH_NAMES = [
  '',
  '直属',
  '二级',
  '三级',
  '四级',
  '五级',
  '六级',
  '七级',
  '八级',
  '九级',
  '十级',
];

/** The downline of `userId`, `depth` levels down, newest registration first. */
export async function downlineOf(db: Db, userId: number, depth: number): Promise<Member[]> {
  const members: Member[] = [];
  const seen = new Set<number>([userId]);
  let frontier = [userId];
  for (let level = 1; level <= depth && frontier.length > 0; level++) {
    const next: number[] = [];
    for (let i = 0; i < frontier.length; i += 500) {
      for (const row of await referredBy(db, frontier.slice(i, i + 500))) {
        if (seen.has(row.id)) continue;
        seen.add(row.id);
        members.push({ ...row, depth: level });
        next.push(row.id);
      }
    }
    frontier = next;
  }
  return members.sort((a, b) => b.created_at - a.created_at || b.id - a.id);
}

/** 'ab***yz': enough to recognise a friend, not their whole name. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  if (chars.length <= 4) return `${chars[0]}***${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

async function figuresOf(
  ctx: AppContext,
  members: readonly Member[],
  period: number,
): Promise<InviteFigures> {
  const now = ctx.clock.now();
  const from = sinceForDateCode(period, now);
  const ids = members.map((m) => m.id);
  // Open-ended: what happened since the period began (a record is never in the future).
  const to = Number.MAX_SAFE_INTEGER;
  const [bets, deposits] = await Promise.all([
    ids.length === 0 ? new Map() : betTotalsByUser(ctx, from, to, ids),
    approvedDepositsByUser(ctx, ids, { from, to }),
  ]);
  let active = 0;
  for (const totals of bets.values()) if (totals.validMinor > 0n) active += 1;
  let depositsMinor = 0n;
  for (const sum of deposits.values()) depositsMinor += sum;
  return {
    period,
    from: beijingDate(from),
    to: beijingDate(now),
    active,
    new_members: members.filter((m) => m.created_at >= from).length,
    deposits: formatMinor(depositsMinor),
  };
}

/** POST /api/inviteInfo {period}. */
export async function inviteInfo(
  ctx: AppContext,
  userId: number,
  period: number,
): Promise<InviteInfo> {
  const db = ctx.store.db;
  const [user, settings, levels, paid] = await Promise.all([
    findUser(ctx.store, userId),
    readCommissionSettings(db),
    readLevels(db),
    db
      .selectFrom('agent_commissions')
      .select(sql<bigint>`coalesce(sum(amount_minor), 0)`.as('sum_minor'))
      .where('agent_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  const isAgent = user !== undefined && (await isAgentRow(db, userId));
  const level = isAgent ? ((await agentLevelsOf(db, [userId])).get(userId) ?? 1) : 0;
  const levelRow = isAgent ? rateOfLevel(levels, level) : undefined;
  const members = await downlineOf(db, userId, settings.depth);
  const [today, selected] = await Promise.all([
    figuresOf(ctx, members, 1),
    figuresOf(ctx, members, period),
  ]);
  return {
    pid: userId,
    isagent: isAgent ? 1 : 0,
    level,
    level_name: levelRow?.name ?? '',
    rate: levelRow?.rate ?? '0.00',
    depth: settings.depth,
    members: members.length,
    commission_total: formatMinor(paid.sum_minor),
    today,
    selected,
  };
}

/** POST /api/inviteRecords {type: 1 bonus records | 2 friend details, page}. */
export async function inviteRecords(
  ctx: AppContext,
  userId: number,
  type: 1 | 2,
  page: number,
): Promise<Page<InviteRow>> {
  const size = AGENT_LIMITS.pageSize;
  const db = ctx.store.db;
  if (type === 1) {
    const base = db.selectFrom('agent_commissions').where('agent_id', '=', userId);
    const [rows, count] = await Promise.all([
      base
        .select(['day', 'amount_minor', 'remark'])
        .orderBy('day', 'desc')
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return pageOf(
      rows.map((r) => ({ dt: r.day, money: formatMinor(r.amount_minor), desc: r.remark })),
      Number(count.n),
      page,
      size,
    );
  }
  const settings = await readCommissionSettings(db);
  const members = await downlineOf(db, userId, settings.depth);
  const slice = members.slice((page - 1) * size, page * size);
  const deposits = await approvedDepositsByUser(
    ctx,
    slice.map((m) => m.id),
  );
  return pageOf(
    slice.map((m) => ({
      dt: beijingDate(m.created_at),
      money: formatMinor(deposits.get(m.id) ?? 0n),
      desc: `${DEPTH_NAMES[m.depth] ?? `${m.depth}级`} ${maskName(m.username)}`,
    })),
    members.length,
    page,
    size,
  );
}

// ---- the bonus introduction (operator content) --------------------------------------------------

export const INVITE_INTRO_KEY = 'agents.invite_intro';

function banner(from: string, to: string, title: string, line: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="320" viewBox="0 0 750 320">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="750" height="320" rx="24" fill="url(#g)"/>` +
    `<circle cx="650" cy="60" r="120" fill="#ffffff" fill-opacity="0.12"/>` +
    `<circle cx="90" cy="300" r="90" fill="#ffffff" fill-opacity="0.10"/>` +
    `<text x="48" y="140" font-family="Noto Sans CJK SC, PingFang SC, sans-serif" font-size="56" font-weight="700" fill="#ffffff">${title}</text>` +
    `<text x="48" y="210" font-family="Noto Sans CJK SC, PingFang SC, sans-serif" font-size="30" fill="#ffffff">${line}</text>` +
    `</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The demo introduction, until the operator sets one. */
export const DEFAULT_INTRO: InviteIntro = {
  images: [
    {
      src: banner(
        '#7a1f1f',
        '#c0392b',
        '邀请好友 共享佣金',
        '分享专属链接，好友注册即成为您的下线',
      ),
      alt: '邀请好友，共享佣金',
    },
    {
      src: banner('#1d3f7a', '#2e6bc6', '三级差额佣金', '好友及其下级投注，按代理等级每日结算'),
      alt: '三级差额佣金，每日结算',
    },
    {
      src: banner('#5b2a86', '#8e44ad', '每日 01:00 自动到账', '佣金直接存入钱包，可在明细中查看'),
      alt: '每日01:00佣金自动到账',
    },
  ],
  text:
    '1. 复制邀请链接或保存二维码分享给好友，好友通过链接注册即成为您的下线。\n' +
    '2. 成为代理后，您的下线（最多三级）每日的有效投注按您的代理等级比例计算佣金；上级代理获得与下级代理比例的差额。\n' +
    '3. 佣金于次日 01:00（北京时间）自动结算到您的钱包，可在「明细 - 奖金记录」中查看。\n' +
    '4. 还不是代理？在「我的」页面点击「代理计划，加入我们」提交申请。',
};

export async function readIntro(db: Db): Promise<InviteIntro> {
  const stored = (await readSetting(db, INVITE_INTRO_KEY)) as Partial<InviteIntro> | undefined;
  if (!stored) return DEFAULT_INTRO;
  return {
    images: Array.isArray(stored.images) ? stored.images : DEFAULT_INTRO.images,
    text: typeof stored.text === 'string' ? stored.text : DEFAULT_INTRO.text,
  };
}
