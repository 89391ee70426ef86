import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { providerBetsReply, type ProviderSigning } from '@app/contract/provider-protocol';
import { newRsaKeyPair } from '@app/contract/provider-signing';
import { startFakeProvider, type FakeProvider } from './server.ts';
import { controlCall, signedCall } from './testing.ts';

const SECRET = 'transfer-secret';
const running: FakeProvider[] = [];
const dirs: string[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((fake) => fake.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function start(options: Parameters<typeof startFakeProvider>[0] = {}) {
  const fake = await startFakeProvider({
    providers: [{ code: 'tr1', mode: 'transfer', signing: 'hmac-sha256', secret: SECRET }],
    ...options,
  });
  running.push(fake);
  const base = `${fake.url}/tr1`;
  const call = (name: string, body: unknown) => signedCall(base, name, body, 'hmac-sha256', SECRET);
  return { fake, base, call };
}

const money = (user: string, order_id: string, amount: string) => ({
  user,
  order_id,
  amount,
  currency: 'CNY',
});

describe('signatures', () => {
  it('refuses an unsigned or wrongly signed call and does nothing, answers a signed one', async () => {
    const { base, call } = await start();
    const player = { user: 'u1', currency: 'CNY' };
    for (const key of [null, 'another-secret']) {
      const refused = await signedCall(base, 'player', player, 'hmac-sha256', key);
      expect(refused).toEqual({ http: 401, body: { status: 'error', error: 'bad signature' } });
    }
    expect((await call('balance', player)).body).toEqual({
      status: 'refused',
      error: 'unknown player',
    });
    expect((await call('player', player)).body).toEqual({ status: 'ok' });
    expect((await call('balance', player)).body).toEqual({ status: 'ok', balance: '0.00' });
  });

  it('verifies RSA calls with the platform public key', async () => {
    const platform = newRsaKeyPair();
    const stranger = newRsaKeyPair();
    const fake = await startFakeProvider({
      providers: [
        {
          code: 'rs1',
          mode: 'seamless',
          signing: 'rsa-sha256',
          platformPublicKey: platform.publicKey,
          providerPrivateKey: newRsaKeyPair().privateKey,
        },
      ],
    });
    running.push(fake);
    const base = `${fake.url}/rs1`;
    const signing: ProviderSigning = 'rsa-sha256';
    const bad = await signedCall(base, 'games', {}, signing, stranger.privateKey);
    expect(bad.http).toBe(401);
    const good = await signedCall(base, 'games', {}, signing, platform.privateKey);
    expect(good.http).toBe(200);
    expect(good.body.games).toEqual([
      { code: 'dice', name: '幸运骰子', category: 'chess' },
      { code: 'slot', name: '金龙转盘', category: 'slots' },
    ]);
    // The transfer wallet is not a seamless provider's.
    const player = { user: 'u1', currency: 'CNY' };
    expect((await signedCall(base, 'player', player, signing, platform.privateKey)).http).toBe(404);
  });

  it('answers 400 to a body that is not the protocol shape', async () => {
    const { call } = await start();
    const reply = await call('deposit', { user: 'u1', order_id: 'o1', amount: '1.234' });
    expect(reply.http).toBe(400);
    expect(reply.body.status).toBe('error');
  });
});

describe('transfer orders', () => {
  it('processes an order id once, refuses an overdraft, closes an unknown id', async () => {
    const { call } = await start();
    await call('player', { user: 'u1', currency: 'CNY' });
    expect((await call('deposit', money('u1', 'o1', '100'))).body).toEqual({ status: 'ok' });
    expect((await call('deposit', money('u1', 'o1', '100'))).body).toEqual({ status: 'ok' });
    expect((await call('balance', { user: 'u1', currency: 'CNY' })).body.balance).toBe('100.00');

    const overdraft = await call('withdraw', money('u1', 'o2', '100.01'));
    expect(overdraft.body).toEqual({ status: 'refused', error: 'insufficient' });
    expect((await call('withdraw', money('u1', 'o3', '40.50'))).body).toEqual({ status: 'ok' });

    expect((await call('order', { order_id: 'o9' })).body).toEqual({
      status: 'ok',
      order: { state: 'failed' },
    });
    const late = await call('deposit', money('u1', 'o9', '5'));
    expect(late.body.status).toBe('refused');
    expect((await call('order', { order_id: 'o1' })).body.order).toEqual({
      state: 'succeeded',
      direction: 'in',
      amount: '100.00',
    });
    expect((await call('balance', { user: 'u1', currency: 'CNY' })).body.balance).toBe('59.50');

    const report = await call('report', { from: 0, to: Date.now() + 1000 });
    const lines = report.body.lines as { id: string; kind: string; amount: string }[];
    expect(lines.map(({ id, kind, amount }) => [id, kind, amount])).toEqual([
      ['o1', 'in', '100.00'],
      ['o3', 'out', '40.50'],
    ]);
  });

  it('keeps wallets and orders in the state file across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fake-provider-'));
    dirs.push(dir);
    const stateFile = join(dir, 'state.json');
    const first = await start({ stateFile });
    await first.call('player', { user: 'u1', currency: 'CNY' });
    await first.call('deposit', money('u1', 'o1', '12.30'));
    await first.fake.close();

    const second = await start({ stateFile });
    expect((await second.call('balance', { user: 'u1', currency: 'CNY' })).body.balance).toBe(
      '12.30',
    );
    expect((await second.call('deposit', money('u1', 'o1', '12.30'))).body.status).toBe('ok');
    expect(second.fake.state('tr1')?.wallets).toEqual({ u1: '12.30' });
  });
});

describe('launch, game page and bet records', () => {
  it('launches a session whose page plays rounds at the fake and writes bet records', async () => {
    const { fake, call } = await start();
    await call('player', { user: 'u1', currency: 'CNY' });
    await call('deposit', money('u1', 'o1', '20'));
    const launch = { user: 'u1', token: 'tok-1', game_code: 'cards', currency: 'CNY', lang: 'zh' };
    const launched = await call('launch', launch);
    const url = String(launched.body.url);
    expect(url).toMatch(new RegExp(`^${fake.url}/tr1/play\\?s=[0-9a-f]{32}$`));

    const html = await (await fetch(url)).text();
    expect(html).toContain('比大小');
    expect(html).toContain('data-testid="fake-bet"');
    expect(html).toMatch(/data-testid="fake-balance">20\.00</);
    expect(html).toContain('下注');

    const session = new URL(url).searchParams.get('s');
    const play = (amount: string) =>
      fetch(`${fake.url}/tr1/play/round`, {
        method: 'POST',
        body: JSON.stringify({ s: session, amount }),
      }).then((r) => r.json() as Promise<Record<string, string>>);
    const round = await play('5.00');
    expect(round.status).toBe('ok');
    expect(['0.00', '9.80']).toContain(round.win);
    expect(round.balance).toBe(round.win === '0.00' ? '15.00' : '24.80');
    expect(await play('1000')).toMatchObject({ status: 'refused', message: '余额不足' });

    const page1 = providerBetsReply.parse((await call('bets', { cursor: '' })).body);
    expect(page1.records?.map((r) => r.status)).toEqual([2, 1]);
    expect(page1.records?.[0]?.bet_id).toBe(page1.records?.[1]?.bet_id);
    expect(page1.records?.[1]?.win_loss).toBe(round.win === '0.00' ? '-5.00' : '4.80');
    const empty = providerBetsReply.parse((await call('bets', { cursor: page1.cursor })).body);
    expect(empty.records).toEqual([]);
    await play('1.00');
    const page2 = providerBetsReply.parse((await call('bets', { cursor: page1.cursor })).body);
    expect(page2.records).toHaveLength(2);
    expect(page2.records?.[0]?.bet_id).not.toBe(page1.records?.[0]?.bet_id);
  });

  it('refuses a launch of an unknown game and answers an unknown session with a page', async () => {
    const { fake, call } = await start();
    await call('player', { user: 'u1', currency: 'CNY' });
    const launch = { user: 'u1', token: 't', game_code: 'nope', currency: 'CNY', lang: 'zh' };
    expect((await call('launch', launch)).body).toEqual({
      status: 'refused',
      error: 'unknown game',
    });
    const gone = await fetch(`${fake.url}/tr1/play?s=unknown`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('游戏会话无效');
  });
});

describe('transfer faults', () => {
  it('answers 503 without doing the work, or does it and answers late', async () => {
    const { fake, call } = await start();
    await call('player', { user: 'u1', currency: 'CNY' });
    await controlCall(fake.url, 'tr1/faults', { unavailable: 1 });
    expect((await call('deposit', money('u1', 'o1', '10'))).http).toBe(503);
    expect(fake.state('tr1')?.wallets).toEqual({ u1: '0.00' });
    expect((await call('order', { order_id: 'o1' })).body.order).toEqual({ state: 'failed' });

    await controlCall(fake.url, 'tr1/faults', { timeout_after_work: 1, delay_ms: 300 });
    const started = Date.now();
    const slow = call('deposit', money('u1', 'o2', '10'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fake.state('tr1')?.wallets).toEqual({ u1: '10.00' });
    expect((await slow).body).toEqual({ status: 'ok' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect((await call('deposit', money('u1', 'o2', '10'))).body).toEqual({ status: 'ok' });
    expect(fake.state('tr1')?.wallets).toEqual({ u1: '10.00' });
  });

  it('repeats bet records or gives a settled one before its open copy', async () => {
    const { fake, call } = await start();
    await call('player', { user: 'u1', currency: 'CNY' });
    await call('deposit', money('u1', 'o1', '10'));
    const round = { user: 'u1', game_code: 'cards', bet: '1', win: '0' };
    expect((await controlCall(fake.url, 'tr1/round', round)).body.ok).toBe(true);
    await controlCall(fake.url, 'tr1/faults', { duplicate_records: 1, out_of_order_records: 1 });
    const statuses = async () => {
      const page = providerBetsReply.parse((await call('bets', { cursor: '0' })).body);
      return page.records?.map((r) => r.status);
    };
    expect(await statuses()).toEqual([1, 1, 2, 2]);
    expect(await statuses()).toEqual([2, 1]);
  });
});

describe('control API', () => {
  it('needs the control token when set and adds providers at run time', async () => {
    const { fake } = await start({ controlToken: 'ctl' });
    expect((await controlCall(fake.url, 'tr1/state')).http).toBe(401);
    const config = { code: 'sl2', mode: 'seamless', signing: 'hmac-sha256', secret: 'x' };
    const added = await controlCall(fake.url, 'providers', config, 'ctl');
    expect(added.body).toEqual({ status: 'ok', base: `${fake.url}/sl2` });
    const games = await signedCall(`${fake.url}/sl2`, 'games', {}, 'hmac-sha256', 'x');
    expect(games.body.status).toBe('ok');
    expect((await controlCall(fake.url, 'sl2/state', undefined, 'ctl')).body.mode).toBe('seamless');
  });
});
