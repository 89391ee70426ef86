import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSFER_TOPIC, word } from './evm.ts';
import { startFakeTronGrid, type FakeTronGrid } from './fake-trongrid.ts';
import type { TronEvent } from './tron-api.ts';
import { tronBase58ToHex, tronToEvmHex } from './tron-address.ts';
import { TEST_XPUB_TRON, testAddress } from './test-wallet.ts';

interface EventsAnswer {
  data: TronEvent[];
  success: boolean;
  meta: { at: number; page_size: number; fingerprint?: string; links?: { next: string } };
}
interface BlockAnswer {
  blockID?: string;
  block_header?: { raw_data: { number: number; timestamp: number; parentHash: string } };
}

describe('fake TronGrid', () => {
  let grid: FakeTronGrid;
  const deposit = testAddress('tron', 0);
  const other = testAddress('tron', 1);
  const startTime = 1_700_000_000_000;

  beforeAll(async () => {
    grid = await startFakeTronGrid({ startTime });
  });
  afterAll(async () => {
    await grid?.close();
  });

  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${grid.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'TRON-PRO-API-KEY': 'ignored' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Record<string, unknown>;
  };
  const get = async (pathOrUrl: string) => {
    const res = await fetch(pathOrUrl.startsWith('http') ? pathOrUrl : `${grid.url}${pathOrUrl}`);
    return (await res.json()) as unknown;
  };
  const events = (query: string) =>
    get(`/v1/contracts/${grid.token}/events?event_name=Transfer&${query}`) as Promise<EventsAnswer>;
  const balance = async (base58: string) => {
    const answer = await post('/wallet/triggerconstantcontract', {
      owner_address: tronBase58ToHex(base58),
      contract_address: tronBase58ToHex(grid.token),
      function_selector: 'balanceOf(address)',
      parameter: word(tronToEvmHex(base58)),
    });
    expect(answer.result).toEqual({ result: true });
    return BigInt(`0x${(answer.constant_result as string[])[0]}`);
  };

  it('serves blocks: ids start with the number, 3 s apart, {} beyond the tip', async () => {
    expect(grid.token).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(grid.xpub).toBe(TEST_XPUB_TRON);
    const now = (await post('/wallet/getnowblock', {})) as BlockAnswer;
    expect(now.block_header?.raw_data.number).toBe(grid.blockNumber());
    expect(now.blockID?.slice(0, 16)).toBe(grid.blockNumber().toString(16).padStart(16, '0'));
    expect(now.blockID).toMatch(/^[0-9a-f]{64}$/);
    const one = (await post('/wallet/getblockbynum', { num: 1 })) as BlockAnswer;
    const zero = (await post('/wallet/getblockbynum', { num: 0 })) as BlockAnswer;
    expect(one.block_header?.raw_data.timestamp).toBe(startTime + 3000);
    expect(one.block_header?.raw_data.parentHash).toBe(zero.blockID);
    expect(await post('/wallet/getblockbynum', { num: grid.blockNumber() + 1 })).toEqual({});
  });

  it('sends, answers the transaction info and the balances', async () => {
    const sent = await grid.send(deposit, 5_000_000n);
    expect(sent.blockNumber).toBe(grid.blockNumber());
    expect(sent.txId).toMatch(/^[0-9a-f]{64}$/);
    const info = await post('/wallet/gettransactioninfobyid', { value: sent.txId });
    expect(info).toMatchObject({
      id: sent.txId,
      blockNumber: sent.blockNumber,
      blockTimeStamp: startTime + sent.blockNumber * 3000,
      contract_address: tronBase58ToHex(grid.token),
      receipt: { result: 'SUCCESS' },
      log: [
        {
          address: tronBase58ToHex(grid.token).slice(2),
          topics: [
            TRANSFER_TOPIC.slice(2),
            word(tronToEvmHex(grid.funder)),
            word(tronToEvmHex(deposit)),
          ],
          data: word(5_000_000n),
        },
      ],
    });
    expect(await post('/wallet/gettransactioninfobyid', { value: 'ab'.repeat(32) })).toEqual({});
    expect(await balance(deposit)).toBe(5_000_000n);
    const account = (await get(`/v1/accounts/${deposit}`)) as { data: { trc20: unknown[] }[] };
    expect(account.data[0]?.trc20).toEqual([{ [grid.token]: '5000000' }]);
    expect(((await get(`/v1/accounts/${other}`)) as { data: unknown[] }).data).toEqual([]);
  });

  it('pages through events by fingerprint, oldest first with order_by asc', async () => {
    const from = startTime + (grid.blockNumber() + 1) * 3000;
    grid.setAutomine(false);
    const pending = await Promise.all([1n, 2n, 3n, 4n, 5n].map((units) => grid.send(other, units)));
    expect(await post('/wallet/gettransactioninfobyid', { value: pending[0]?.txId })).toEqual({});
    grid.mine(1);
    grid.setAutomine(true);
    await grid.send(other, 6n);

    const query = `min_block_timestamp=${from}&order_by=block_timestamp,asc&limit=4`;
    const first = await events(query);
    expect(first.success).toBe(true);
    expect(first.data.map((e) => e.result.value)).toEqual(['1', '2', '3', '4']);
    expect(first.meta.page_size).toBe(4);
    expect(first.meta.fingerprint).toBeTruthy();
    const [event] = first.data;
    expect(event).toMatchObject({
      block_number: pending[0]?.blockNumber,
      contract_address: grid.token,
      event_name: 'Transfer',
      transaction_id: pending[0]?.txId,
      result: { from: tronToEvmHex(grid.funder), to: tronToEvmHex(other), value: '1' },
      result_type: { from: 'address', to: 'address', value: 'uint256' },
    });
    const second = (await get(first.meta.links?.next ?? '')) as EventsAnswer;
    expect(second.data.map((e) => e.result.value)).toEqual(['5', '6']);
    expect(second.meta.fingerprint).toBeUndefined();
    const newest = await events(`min_block_timestamp=${from}&limit=2`);
    expect(newest.data.map((e) => e.result.value)).toEqual(['6', '5']);
  });

  it('a reorg replaces the blocks and drops their transfers', async () => {
    const before = grid.blockNumber();
    const oldTip = (await post('/wallet/getnowblock', {})) as BlockAnswer;
    const sent = await grid.send(deposit, 7n);
    grid.mine(2);
    grid.reorg(3);
    expect(grid.blockNumber()).toBe(before + 3);
    const replaced = (await post('/wallet/getblockbynum', {
      num: sent.blockNumber,
    })) as BlockAnswer;
    expect(replaced.block_header?.raw_data.parentHash).toBe(oldTip.blockID);
    expect(await post('/wallet/gettransactioninfobyid', { value: sent.txId })).toEqual({});
    const atBlock = await events(`block_number=${sent.blockNumber}`);
    expect(atBlock.data).toEqual([]);
    expect(await balance(deposit)).toBe(5_000_000n);
  });

  it('fails every answer as told, and recovers', async () => {
    grid.fail('http500');
    expect((await fetch(`${grid.url}/wallet/getnowblock`, { method: 'POST' })).status).toBe(500);
    grid.fail('garbage');
    const garbage = await fetch(`${grid.url}/wallet/getnowblock`, { method: 'POST' });
    await expect(garbage.json()).rejects.toThrow();
    grid.fail('timeout');
    const slow = fetch(`${grid.url}/wallet/getnowblock`, {
      method: 'POST',
      signal: AbortSignal.timeout(300),
    });
    await expect(slow).rejects.toThrow();
    grid.fail('none');
    expect(((await post('/wallet/getnowblock', {})) as BlockAnswer).blockID).toBeTruthy();
  });
});
