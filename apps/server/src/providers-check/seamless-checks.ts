import { formatMinor, parseMinor } from '@app/contract/money';
import { SEAMLESS_FAULTS } from '@app/fake-provider/faults';
import { endSessionsOf, openSession, SESSION_TTL_MS } from '../modules/providers/index.ts';
import { pullBetRecords } from '../modules/bets/index.ts';
import { expect, type Suite, type TestPlayer } from './kit.ts';

/**
 * The seamless wallet's checks (docs/providers.md, "Seamless"): the game list and a launch that
 * moves no money, then rounds the provider plays against our wallet — plainly, and with every
 * fault the fake provider injects — each checked by the fake's log (every answer what the
 * protocol expects) and by our wallet (it moved by exactly what was accepted); the bet records
 * the player sees; a refused bet for want of money and for a blocked player; today's
 * reconciliation against the provider's report.
 */

interface RoundLog {
  ok: boolean;
  balance: string | null;
  log: { kind: string; status: string; note: string; ok: boolean; expected?: string }[];
}

const yuan = (text: string) => parseMinor(text) ?? 0n;

export async function seamlessChecks(suite: Suite): Promise<void> {
  const { provider, ctx } = suite;
  const gameCode = await suite.firstGame();
  if (gameCode === '') return;
  const player = await suite.player(100);

  await suite.check('进入游戏：不转账，钱留在中心钱包', async () => {
    const launched = await suite.call(
      '/api/getGameUrl',
      { plat_name: provider.code, game_code: gameCode, game_type: 0 },
      player.token,
    );
    expect(launched.code === 200, `getGameUrl: ${launched.message}（游戏需先同步到目录）`);
    const url = (launched.data as { url: string }).url;
    expect(/^https?:\/\//.test(url), `启动地址不是网址：${url}`);
    expect((await suite.balance(player)) === '100.00', '进入游戏时钱被转走了');
    return url;
  });

  if (!suite.env.control) {
    suite.env.log?.('  （不是模拟厂商：以下由厂商在其测试环境按文档发起）');
    return;
  }

  await checkFaults(suite, player, gameCode);
  await checkRefusals(suite, player, gameCode);

  await suite.check('注单：/betRecord 列出每一局', async () => {
    await pullBetRecords(ctx);
    const answer = await suite.call(
      '/api/betrecord',
      { date: 1, page: 1, api_type: provider.code },
      player.token,
    );
    expect(answer.code === 200, answer.message);
    const page = (
      answer.data as { order: { data: { status: number; win_loss: string }[]; total: number } }
    ).order;
    // One record per round the provider got a bet accepted in (its own bookkeeping).
    const state = (await suite.control(`${provider.code}/state`)) as {
      accepted: { kind: string; user: string; round: string }[];
    };
    const rounds = new Set(
      state.accepted.filter((a) => a.kind === 'bet' && a.user === player.ref).map((a) => a.round),
    );
    expect(page.total === rounds.size, `${page.total} 条注单，厂商接受了 ${rounds.size} 局`);
    const open = page.data.filter((r) => r.status !== 1 && r.status !== 0);
    expect(open.length === 0, `${open.length} 条注单未结算`);
    return `${page.total} 条注单`;
  });

  await suite.check('对账：我方与厂商报表一致', () => suite.reconciled());
}

/** Bets the wallet must refuse: more than the balance, a blocked player. */
async function checkRefusals(suite: Suite, player: TestPlayer, gameCode: string) {
  const { provider, ctx } = suite;
  const statusOf = (status: string) => provider.errorCodes[status] ?? status;
  await suite.check('余额不足：拒绝且余额不变', async () => {
    const token = await openSession(ctx.store, {
      provider: provider.code,
      userId: player.userId,
      gameCode,
      now: ctx.clock.now(),
      ttlMs: SESSION_TTL_MS,
    });
    const before = await suite.balance(player);
    const over = formatMinor(yuan(before) + 100n);
    const played = (await suite.control(`${provider.code}/round`, {
      user: player.ref,
      token,
      game_code: gameCode,
      bet: over,
      win: '0.00',
    })) as unknown as RoundLog;
    const bet = played.log.find((e) => e.kind === 'bet');
    expect(bet?.status === statusOf('RS_ERROR_NOT_ENOUGH_MONEY'), `得到 ${bet?.status}`);
    expect((await suite.balance(player)) === before, '余额变了');
    expect(played.balance === before, `应答的余额 ${played.balance}，应为 ${before}`);
    return `应答 ${bet.status}，余额 ${before}`;
  });

  await suite.check('自我限制的玩家：下注被拒绝（厂商的错误码）', async () => {
    const blocked = await suite.player(20);
    const token = await openSession(ctx.store, {
      provider: provider.code,
      userId: blocked.userId,
      gameCode,
      now: ctx.clock.now(),
      ttlMs: SESSION_TTL_MS,
    });
    const timeout = await suite.call('/api/responsible/timeout', { days: 1 }, blocked.token);
    expect(timeout.code === 200, `冷静期设置失败：${timeout.message}`);
    const played = (await suite.control(`${provider.code}/round`, {
      user: blocked.ref,
      token,
      game_code: gameCode,
      bet: '1.00',
      win: '0.00',
    })) as unknown as RoundLog;
    const bet = played.log.find((e) => e.kind === 'bet');
    expect(bet?.status === statusOf('RS_ERROR_USER_DISABLED'), `得到 ${bet?.status}`);
    expect((await suite.balance(blocked)) === '20.00', '余额变了');
    return `应答 ${bet.status}`;
  });
}

/** Rounds the fake provider plays against our wallet: plain, then with each fault injected. */
async function checkFaults(suite: Suite, player: TestPlayer, gameCode: string): Promise<void> {
  const { provider, ctx } = suite;
  const token = await openSession(ctx.store, {
    provider: provider.code,
    userId: player.userId,
    gameCode,
    now: ctx.clock.now(),
    ttlMs: SESSION_TTL_MS,
  });
  const play = (body: Record<string, unknown>) =>
    suite.control(`${provider.code}/round`, {
      user: player.ref,
      token,
      game_code: gameCode,
      ...body,
    }) as Promise<unknown> as Promise<RoundLog>;

  /** A round, its log all as expected, and our wallet moved by `change` and agreeing with the fake. */
  const round = async (label: string, body: Record<string, unknown>, change: bigint) => {
    const before = yuan(await suite.balance(player));
    const played = await play(body);
    const wrong = played.log.filter((entry) => !entry.ok);
    expect(
      played.ok,
      `${label}: ${wrong.map((e) => `${e.kind}/${e.note} → ${e.status}（应为 ${e.expected ?? '一致'}）`).join('; ')}`,
    );
    const after = await suite.balance(player);
    expect(yuan(after) === before + change, `余额 ${after}，应为 ${formatMinor(before + change)}`);
    expect(played.balance === after, `厂商看到的余额 ${played.balance}，我方 ${after}`);
    return `${played.log.length} 次请求，余额 ${after}`;
  };

  await suite.check('下注与派彩', () => round('下注与派彩', { bet: '10.00', win: '19.60' }, 960n));
  await suite.check('输掉的一局（派彩 0 结束）', () =>
    round('输掉的一局', { bet: '5.00', win: '0.00' }, -500n),
  );

  const FAULT_NAMES: Record<string, string> = {
    duplicate: '重复请求：同一请求同时发两次',
    timeout_after_work: '超时重发：处理后应答丢失，同一交易再发',
    rollback_before_bet: '先撤单后下注：迟到的下注被拒绝',
    bad_signature: '错误签名：拒绝且不动钱',
    out_of_order: '乱序：派彩先于下注到达',
  };
  for (const fault of SEAMLESS_FAULTS) {
    if (fault === 'late_win') continue;
    const change = fault === 'rollback_before_bet' ? 0n : -300n + 588n;
    await suite.check(`故障 · ${FAULT_NAMES[fault] ?? fault}`, () =>
      round(fault, { bet: '3.00', win: '5.88', faults: [fault] }, change),
    );
  }
  await suite.check('故障 · 全部同时注入', () =>
    round(
      'all',
      {
        bet: '2.00',
        win: '3.92',
        faults: SEAMLESS_FAULTS.filter((f) => f !== 'late_win' && f !== 'rollback_before_bet'),
      },
      192n,
    ),
  );

  await suite.check('故障 · 迟到的派彩：会话过期后仍入账', async () => {
    const before = yuan(await suite.balance(player));
    const pending = play({ bet: '4.00', win: '7.84', faults: ['late_win'], late_ms: 600 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await endSessionsOf(ctx.store, player.userId, ctx.clock.now());
    const played = await pending;
    expect(
      played.ok,
      `迟到的派彩被拒绝：${played.log.map((e) => `${e.kind} ${e.status}`).join(', ')}`,
    );
    const after = yuan(await suite.balance(player));
    expect(after === before - 400n + 784n, `余额 ${formatMinor(after)}`);
    const refused = await play({ bet: '1.00', win: '0.00' });
    const bet = refused.log.find((e) => e.kind === 'bet');
    expect(
      bet?.status === (provider.errorCodes.RS_ERROR_TOKEN_EXPIRED ?? 'RS_ERROR_TOKEN_EXPIRED'),
      `过期会话的下注应被拒绝，得到 ${bet?.status}`,
    );
    return '派彩入账；之后的下注被拒绝（会话已过期）';
  });
}
