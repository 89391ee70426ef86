import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProviderSigning } from '@app/contract/provider-protocol';
import { newRsaKeyPair, verifyBody } from '@app/contract/provider-signing';
import { startFakeProvider, type FakeProvider } from './server.ts';
import { controlCall, signedCall } from './testing.ts';

/**
 * The fake's seamless traffic against a stub wallet. The stub is no platform: it records what the
 * fake sends (kind, body, whether the signature verifies, when) and answers the few statuses the
 * faults expect, so that the tests can check signatures, ordering and duplicates.
 */

interface Received {
  kind: string;
  body: Record<string, string | boolean>;
  signed: boolean;
  at: number;
}

interface Stub {
  url: string;
  received: Received[];
  balance: { value: number };
  server: Server;
}

const SECRET = 'seamless-secret';
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function stubWallet(signing: ProviderSigning, key: string, fen = 10_000): Promise<Stub> {
  const received: Received[] = [];
  const balance = { value: fen };
  const done = new Map<string, string>();
  const rolledBack = new Set<string>();
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const kind = (req.url ?? '').split('/').pop() ?? '';
      const body = JSON.parse(raw) as Record<string, string>;
      const signature = req.headers['x-signature'];
      const signed = verifyBody(signing, key, raw, typeof signature === 'string' ? signature : '');
      received.push({ kind, body, signed, at: Date.now() });
      const status = signed ? answer(kind, body) : 'RS_ERROR_INVALID_SIGNATURE';
      const http = { RS_OK: 200, RS_ERROR_INVALID_SIGNATURE: 401 }[status] ?? 409;
      const shown = signed ? (balance.value / 100).toFixed(2) : null;
      const data = { status, request_uuid: body.request_uuid, user: body.user, currency: 'CNY' };
      res.writeHead(http, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: http, message: status, data: { ...data, balance: shown } }));
    });
  });
  const answer = (kind: string, body: Record<string, string>): string => {
    const id = body.transaction_uuid ?? '';
    const seen = done.get(id);
    if (seen) return seen;
    const amount = Math.round(Number(body.amount ?? 0) * 100);
    if (kind === 'bet') {
      if (rolledBack.has(id)) return 'RS_ERROR_TRANSACTION_ROLLED_BACK';
      if (amount > balance.value) return 'RS_ERROR_NOT_ENOUGH_MONEY';
      balance.value -= amount;
    } else if (kind === 'win') {
      if (done.get(body.reference_transaction_uuid ?? '') !== 'RS_OK') {
        return 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST';
      }
      balance.value += amount;
    } else if (kind === 'rollback') {
      rolledBack.add(body.reference_transaction_uuid ?? '');
    }
    if (kind !== 'balance') done.set(id, 'RS_OK');
    return 'RS_OK';
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/api/providers/sl1`, received, balance, server };
}

async function startWithStub(fen?: number) {
  const stub = await stubWallet('hmac-sha256', SECRET, fen);
  const fake = await startFakeProvider({
    providers: [
      {
        code: 'sl1',
        mode: 'seamless',
        signing: 'hmac-sha256',
        secret: SECRET,
        walletUrl: stub.url,
      },
    ],
  });
  cleanups.push(() => fake.close());
  return { stub, fake };
}

interface RoundReply {
  ok: boolean;
  balance: string | null;
  log: { kind: string; note: string; status: string; expected?: string; ok: boolean }[];
}

async function playRound(fake: FakeProvider, faults: string[], extra: object = {}) {
  const round = { user: 'u7', token: 'tok-7', game_code: 'dice', bet: '10', win: '19.60' };
  const reply = await controlCall(fake.url, 'sl1/round', { ...round, faults, ...extra });
  expect(reply.http).toBe(200);
  return reply.body as unknown as RoundReply;
}

const kinds = (stub: Stub) => stub.received.map((r) => r.kind);

describe('seamless rounds against the wallet', () => {
  it('sends a signed bet and then its win, and keeps what the wallet accepted', async () => {
    const { stub, fake } = await startWithStub();
    const reply = await playRound(fake, []);
    expect(reply.ok).toBe(true);
    expect(reply.balance).toBe('109.60');
    expect(kinds(stub)).toEqual(['bet', 'win']);
    expect(stub.received.every((r) => r.signed)).toBe(true);
    const [bet, win] = stub.received;
    expect(bet?.body).toMatchObject({ token: 'tok-7', amount: '10.00', currency: 'CNY' });
    expect(win?.body).toMatchObject({ amount: '19.60', round_closed: true });
    expect(win?.body.reference_transaction_uuid).toBe(bet?.body.transaction_uuid);
    expect(bet?.body.transaction_uuid).toMatch(/^sl1-[0-9a-f]+$/);

    const state = fake.state('sl1');
    expect(state?.accepted.map((t) => [t.kind, t.amount, t.id])).toEqual([
      ['bet', '10.00', bet?.body.transaction_uuid],
      ['win', '19.60', win?.body.transaction_uuid],
    ]);
    expect(state?.balances).toEqual({ u7: '109.60' });
    const report = await signedCall(
      `${fake.url}/sl1`,
      'report',
      { from: 0, to: Date.now() + 1000 },
      'hmac-sha256',
      SECRET,
    );
    expect((report.body.lines as unknown[]).length).toBe(2);
  });

  it('duplicate: sends every request twice at once; the money moves once', async () => {
    const { stub, fake } = await startWithStub();
    const reply = await playRound(fake, ['duplicate'], { rounds: 2 });
    expect(reply.ok).toBe(true);
    expect(kinds(stub)).toEqual(['bet', 'bet', 'win', 'win', 'bet', 'bet', 'win', 'win']);
    expect(stub.received[0]?.body).toEqual(stub.received[1]?.body);
    expect(stub.received[0]?.body.round).not.toBe(stub.received[4]?.body.round);
    expect(reply.balance).toBe('119.20');
    expect(fake.state('sl1')?.accepted).toHaveLength(4);
  });

  it('timeout_after_work: drops the first answer and sends the same request again', async () => {
    const { stub, fake } = await startWithStub();
    const reply = await playRound(fake, ['timeout_after_work']);
    expect(reply.ok).toBe(true);
    expect(reply.log.map((l) => `${l.kind}:${l.note}`)).toEqual([
      'bet:dropped',
      'bet:resent',
      'win:dropped',
      'win:resent',
    ]);
    expect(stub.received[0]?.body).toEqual(stub.received[1]?.body);
    expect(stub.received[2]?.body).toEqual(stub.received[3]?.body);
    expect(stub.balance.value).toBe(10_960);
  });

  it('rollback_before_bet: the rollback goes first, the bet is expected refused, no win', async () => {
    const { stub, fake } = await startWithStub();
    const reply = await playRound(fake, ['rollback_before_bet']);
    expect(reply.ok).toBe(true);
    expect(kinds(stub)).toEqual(['rollback', 'bet']);
    const [rollback, bet] = stub.received;
    expect(rollback?.body.reference_transaction_uuid).toBe(bet?.body.transaction_uuid);
    expect(reply.log[1]).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
      expected: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
    });
  });

  it('late_win: the win waits late_ms after the bet', async () => {
    const { stub, fake } = await startWithStub();
    const reply = await playRound(fake, ['late_win'], { late_ms: 200 });
    expect(reply.ok).toBe(true);
    const [bet, win] = stub.received;
    expect((win?.at ?? 0) - (bet?.at ?? 0)).toBeGreaterThanOrEqual(190);
  });

  it('bad_signature: a corrupted request goes first and must be refused, then the round', async () => {
    const { stub, fake } = await startWithStub();
    const reply = await playRound(fake, ['bad_signature']);
    expect(reply.ok).toBe(true);
    expect(stub.received.map((r) => [r.kind, r.signed])).toEqual([
      ['bet', false],
      ['bet', true],
      ['win', true],
    ]);
    expect(reply.log[0]).toMatchObject({
      note: 'bad_signature',
      status: 'RS_ERROR_INVALID_SIGNATURE',
    });
  });

  it('bad_signature: says so when the wallet does not refuse it', async () => {
    const { stub, fake } = await startWithStub();
    stub.server.removeAllListeners('request');
    stub.server.on('request', (_req, res) => {
      const data = { status: 'RS_OK', request_uuid: 'r', user: 'u7', currency: 'CNY' };
      res.end(JSON.stringify({ code: 200, message: 'ok', data: { ...data, balance: '1.00' } }));
    });
    const reply = await playRound(fake, ['bad_signature']);
    expect(reply.ok).toBe(false);
    expect(reply.log[0]?.ok).toBe(false);
  });

  it('out_of_order: the win before its bet is refused, then bet and win go through', async () => {
    const { stub, fake } = await startWithStub();
    const reply = await playRound(fake, ['out_of_order']);
    expect(reply.ok).toBe(true);
    expect(kinds(stub)).toEqual(['win', 'bet', 'win']);
    expect(reply.log.map((l) => l.status)).toEqual([
      'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
      'RS_OK',
      'RS_OK',
    ]);
    const [early, , again] = stub.received;
    expect(again?.body.transaction_uuid).toBe(early?.body.transaction_uuid);
    expect(stub.balance.value).toBe(10_960);
  });

  it('faults together: duplicate and timeout_after_work on every request', async () => {
    const { stub, fake } = await startWithStub();
    const reply = await playRound(fake, ['duplicate', 'timeout_after_work', 'out_of_order']);
    expect(reply.ok).toBe(true);
    expect(kinds(stub)).toHaveLength(12);
    expect(stub.balance.value).toBe(10_960);
  });
});

describe('the seamless game page', () => {
  it('shows the wallet balance, plays a bet and its win, tells a refusal in Chinese', async () => {
    const { stub, fake } = await startWithStub(300);
    const launch = { user: 'u7', token: 'tok-7', game_code: 'dice', currency: 'CNY', lang: 'zh' };
    const base = `${fake.url}/sl1`;
    const launched = await signedCall(base, 'launch', launch, 'hmac-sha256', SECRET);
    const url = String(launched.body.url);
    const html = await (await fetch(url)).text();
    expect(html).toContain('幸运骰子');
    expect(html).toMatch(/data-testid="fake-balance">3\.00</);

    const s = new URL(url).searchParams.get('s');
    const play = (amount: string) =>
      fetch(`${base}/play/round`, { method: 'POST', body: JSON.stringify({ s, amount }) }).then(
        (r) => r.json() as Promise<Record<string, string>>,
      );
    const round = await play('1.00');
    expect(round.status).toBe('ok');
    expect(round.balance).toBe(round.win === '0.00' ? '2.00' : '3.96');
    const [, bet, win] = stub.received;
    expect([bet?.kind, win?.kind]).toEqual(['bet', 'win']);
    expect(bet?.body.token).toBe('tok-7');
    expect(win?.body).toMatchObject({ round_closed: true, amount: round.win });

    expect(await play('10.00')).toMatchObject({
      status: 'refused',
      error: 'RS_ERROR_NOT_ENOUGH_MONEY',
      message: '余额不足',
    });
  });

  it('signs its calls with the provider private key under RSA', async () => {
    const provider = newRsaKeyPair();
    const stub = await stubWallet('rsa-sha256', provider.publicKey);
    const fake = await startFakeProvider({
      providers: [
        {
          code: 'sl1',
          mode: 'seamless',
          signing: 'rsa-sha256',
          providerPrivateKey: provider.privateKey,
          platformPublicKey: newRsaKeyPair().publicKey,
          walletUrl: stub.url,
        },
      ],
    });
    cleanups.push(() => fake.close());
    expect((await playRound(fake, [])).ok).toBe(true);
    expect(stub.received.map((r) => r.signed)).toEqual([true, true]);
  });
});
