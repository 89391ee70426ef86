import { randomBytes } from 'node:crypto';
import { providerGamesReply } from '@app/contract/provider-protocol';
import { pullBetRecords } from '../modules/bets/index.ts';
import { callProvider, setProviderCallTimeout } from '../modules/providers/index.ts';
import { adapterFor, reconcileVenueTransfers, VenueError } from '../modules/venues/index.ts';
import { expect, type Suite, type TestPlayer } from './kit.ts';

/**
 * The transfer wallet's checks (docs/providers.md, "Transfer"): the game list; a launch that
 * registers the player; money in and back by order id through the player's own calls; the
 * provider processing an order id once; an unknown order answered failed and closed; our refused
 * signature; and, against the fake provider, a deposit whose answer times out after the work
 * (pending, then settled by reconciliation), a provider unavailable (nothing moved), bet records
 * repeated and out of order; then all the money back and today's reconciliation.
 */

interface TransferAnswer {
  code: number;
  message: string;
  data: { order_no: string; state: number } | null;
}

export async function transferChecks(suite: Suite): Promise<void> {
  const { provider, ctx } = suite;
  const adapter = adapterFor(ctx, { platname: provider.code, adapter: 'transfer' });
  const gameCode = await suite.firstGame();
  if (gameCode === '') return;

  await suite.check('错误签名：厂商拒绝', async () => {
    const wrong = {
      ...provider,
      credentials: {
        secret: randomBytes(24).toString('hex'),
        ourPrivateKey: undefined,
      },
      signing: 'hmac-sha256' as const,
    };
    try {
      await callProvider(wrong, 'games', {}, providerGamesReply);
    } catch (error) {
      expect(error instanceof VenueError && error.failure === 'unavailable', String(error));
      return '签名不符的调用被拒绝';
    }
    throw new Error('厂商接受了错误的签名');
  });

  const player = await suite.player(100);
  const transfer = (amount: number, direction: 'in' | 'out') =>
    suite.call(
      '/api/transfer',
      direction === 'in'
        ? { amount, sourcetype: 'userbalance', targettype: provider.code }
        : { amount, sourcetype: provider.code, targettype: 'userbalance' },
      player.token,
    ) as Promise<TransferAnswer>;
  const venueBalance = async () => adapter.balance(player.ref);

  await suite.check('进入游戏：厂商注册玩家并给出地址', async () => {
    const launched = await suite.call(
      '/api/getGameUrl',
      { plat_name: provider.code, game_code: gameCode, game_type: 0 },
      player.token,
    );
    expect(launched.code === 200, `getGameUrl: ${launched.message}（游戏需先同步到目录）`);
    return (launched.data as { url: string }).url;
  });

  let firstOrder = '';
  await suite.check('转入 50.00：我方订单号，厂商入账', async () => {
    const moved = await transfer(50, 'in');
    expect(moved.code === 200 && moved.data?.state === 1, `转入失败：${moved.message}`);
    firstOrder = moved.data.order_no;
    expect((await suite.balance(player)) === '50.00', '中心钱包应为 50.00');
    const there = await venueBalance();
    expect(there === 5000n, `厂商余额 ${there}`);
    return firstOrder;
  });

  await suite.check('同一订单号再发一次：厂商只处理一次', async () => {
    await adapter.transferIn({ orderId: firstOrder, playerRef: player.ref, amountMinor: 5000n });
    const there = await venueBalance();
    expect(there === 5000n, `厂商余额变成 ${there}`);
    return '应答成功，余额不变';
  });

  await suite.check('查询未知订单：失败并关闭，之后不再处理', async () => {
    const orderId = `VTCHECK${randomBytes(6).toString('hex').toUpperCase()}`;
    const status = await adapter.orderStatus(orderId);
    expect(status.status === 'failed', `未知订单应答 ${status.status}`);
    try {
      await adapter.transferIn({ orderId, playerRef: player.ref, amountMinor: 100n });
    } catch (error) {
      expect(error instanceof VenueError && error.failure === 'refused', String(error));
      return '已关闭的订单号被拒绝';
    }
    throw new Error('已关闭的订单号又被处理了');
  });

  if (suite.env.control) await injectedFaults(suite, player, gameCode, transfer);

  await suite.check('一键回收：全部转回中心钱包', async () => {
    const there = await venueBalance();
    const before = BigInt(Math.round(Number(await suite.balance(player)) * 100));
    const recovered = await suite.call('/api/transall', {}, player.token);
    expect(recovered.code === 200, recovered.message);
    expect((await venueBalance()) === 0n, '厂商仍有余额');
    const after = BigInt(Math.round(Number(await suite.balance(player)) * 100));
    expect(after === before + there, `中心钱包 ${after}，应为 ${before + there}`);
    return `收回 ${Number(there) / 100}`;
  });

  await suite.check('对账：我方与厂商报表一致', () => suite.reconciled());
}

async function injectedFaults(
  suite: Suite,
  player: TestPlayer,
  gameCode: string,
  transfer: (amount: number, direction: 'in' | 'out') => Promise<TransferAnswer>,
) {
  const { provider, ctx } = suite;
  await suite.check('故障 · 处理后超时：挂起，对账后入账', async () => {
    await suite.control(`${provider.code}/faults`, { timeout_after_work: 1, delay_ms: 1_500 });
    setProviderCallTimeout(ctx, 400);
    let moved: TransferAnswer;
    try {
      moved = await transfer(10, 'in');
    } finally {
      setProviderCallTimeout(ctx, 8_000);
    }
    expect(moved.code === 200 && moved.data?.state === 2, `应为处理中，得到 ${moved.message}`);
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    const report = await reconcileVenueTransfers(ctx, { olderThanMs: 0 });
    expect(report.succeeded >= 1, `对账未结清：${JSON.stringify(report)}`);
    expect((await suite.balance(player)) === '40.00', `中心钱包 ${await suite.balance(player)}`);
    return `订单 ${moved.data.order_no} 由对账确认`;
  });

  await suite.check('故障 · 厂商不可用：转入失败，钱退回', async () => {
    await suite.control(`${provider.code}/faults`, { unavailable: 1 });
    const moved = await transfer(10, 'in');
    expect(moved.code !== 200 || moved.data?.state !== 1, '不可用的厂商却转入成功');
    expect((await suite.balance(player)) === '40.00', `中心钱包 ${await suite.balance(player)}`);
    return moved.message;
  });

  await suite.check('故障 · 注单重复与乱序：每局一条，已结算', async () => {
    await suite.control(`${provider.code}/faults`, {
      duplicate_records: 1,
      out_of_order_records: 1,
    });
    const played = (await suite.control(`${provider.code}/round`, {
      user: player.ref,
      game_code: gameCode,
      bet: '5.00',
      win: '9.80',
      rounds: 3,
    })) as { ok: boolean };
    expect(played.ok, '模拟厂商未能下注');
    await pullBetRecords(ctx);
    const answer = await suite.call(
      '/api/betrecord',
      { date: 1, page: 1, api_type: provider.code },
      player.token,
    );
    expect(answer.code === 200, answer.message);
    const page = (answer.data as { order: { data: { status: number }[]; total: number } }).order;
    expect(page.total === 3, `注单 ${page.total} 条，应为 3`);
    expect(
      page.data.every((r) => r.status === 1),
      '有注单未结算',
    );
    return '3 条注单，均已结算';
  });
}
