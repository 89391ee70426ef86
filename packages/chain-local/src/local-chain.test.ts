import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressTopic, TRANSFER_TOPIC } from './evm.ts';
import { startLocalChain, TEST_USDT_SUPPLY, type LocalChain } from './local-chain.ts';
import { TEST_XPUB_EVM, testAddress } from './test-wallet.ts';

interface Log {
  address: string;
  topics: string[];
  data: string;
  blockNumber: string;
  blockHash: string;
  transactionHash: string;
}
interface Block {
  hash: string;
  parentHash: string;
  number: string;
}

describe('local chain (hardhat node + TestUSDT)', () => {
  let chain: LocalChain;
  const deposit = testAddress('evm', 0);

  beforeAll(async () => {
    chain = await startLocalChain();
  }, 60_000);
  afterAll(async () => {
    await chain?.stop();
  });

  const blockAt = async (n: number) =>
    (await chain.rpcCall('eth_getBlockByNumber', [`0x${n.toString(16)}`, false])) as Block;

  it('deploys TestUSDT with the supply at account 0 and prints the test xpub', async () => {
    expect(chain.rpc).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(chain.token).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(chain.token).not.toBe(chain.token.toLowerCase());
    expect(chain.xpub).toBe(TEST_XPUB_EVM);
    expect(chain.chainId).toBe(31337);
    expect(await chain.rpcCall('eth_chainId', [])).toBe('0x7a69');
    expect(await chain.balanceOf(chain.funder)).toBe(TEST_USDT_SUPPLY);
  });

  it('sends USDT and the Transfer log is found by the padded recipient', async () => {
    const sent = await chain.send(deposit, 12_345_678n);
    expect(sent.blockNumber).toBe(await chain.blockNumber());
    expect(await chain.balanceOf(deposit)).toBe(12_345_678n);

    const logs = (await chain.rpcCall('eth_getLogs', [
      {
        address: chain.token,
        fromBlock: '0x0',
        toBlock: 'latest',
        topics: [TRANSFER_TOPIC, null, [addressTopic(deposit)]],
      },
    ])) as Log[];
    expect(logs).toHaveLength(1);
    const [log] = logs;
    expect(log?.transactionHash).toBe(sent.txHash);
    expect(log?.topics[1]).toBe(addressTopic(chain.funder));
    expect(BigInt(log?.data ?? '0x')).toBe(12_345_678n);
    expect(Number(log?.blockNumber)).toBe(sent.blockNumber);
    const receipt = (await chain.rpcCall('eth_getTransactionReceipt', [sent.txHash])) as {
      status: string;
      logs: Log[];
    };
    expect(receipt.status).toBe('0x1');
    expect(receipt.logs[0]?.topics[0]).toBe(TRANSFER_TOPIC);
  });

  it('answers a JSON-RPC batch', async () => {
    const res = await fetch(chain.rpc, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] },
        { jsonrpc: '2.0', id: 2, method: 'eth_chainId', params: [] },
      ]),
    });
    const body = (await res.json()) as { id: number; result: string }[];
    expect(body.map((r) => r.id).sort()).toEqual([1, 2]);
  });

  it('holds transfers in the pool with automine off until mined', async () => {
    await chain.setAutomine(false);
    try {
      const before = await chain.blockNumber();
      const pending = await chain.send(deposit, 1n);
      expect(pending.blockNumber).toBeNull();
      const mined = await chain.send(deposit, 2n, { mine: true });
      expect(mined.blockNumber).toBe(before + 1);
      expect(await chain.balanceOf(deposit)).toBe(12_345_678n + 3n);
    } finally {
      await chain.setAutomine(true);
    }
  });

  it('makes a reorg: snapshot, send, mine, revert, mine gives another block at that height', async () => {
    const start = await chain.blockNumber();
    const id = await chain.snapshot();
    const sent = await chain.send(deposit, 1_000_000n);
    await chain.mine(3);
    const height = start + 2;
    const oldBlock = await blockAt(height);
    expect(await chain.blockNumber()).toBe(start + 4);

    await chain.revert(id);
    expect(await chain.blockNumber()).toBe(start);
    expect(await chain.rpcCall('eth_getTransactionReceipt', [sent.txHash])).toBeNull();
    await chain.mine(5);
    const newBlock = await blockAt(height);
    expect(Number(newBlock.number)).toBe(height);
    expect(newBlock.hash).not.toBe(oldBlock.hash);
    expect((await blockAt(height + 1)).parentHash).toBe(newBlock.hash);
    expect(await chain.balanceOf(deposit)).toBe(12_345_681n);
    await expect(chain.revert(id)).rejects.toThrow();
  });
});
