/**
 * A local EVM chain for the demo and the tests: `hardhat node` (Hardhat 2, chainId 31337) in a
 * child process of its own process group, with TestUSDT (6 decimals) deployed from the node's
 * first account, which holds the whole supply. Plain JSON-RPC, no client library.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import {
  balanceOfCallData,
  hexQuantity,
  toChecksumAddress,
  transferCallData,
  word,
} from './evm.ts';
import { TEST_XPUB_EVM } from './test-wallet.ts';

export interface LocalChainOptions {
  /** Default: a free port picked on `host`. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Copy hardhat's output to stderr (default: kept, shown only when the start fails). */
  log?: boolean;
}

export interface LocalChain {
  rpc: string;
  /** TestUSDT's address, 0x-checksummed. */
  token: string;
  /** TEST_XPUB_EVM: m/44'/60'/0' of the test mnemonic. */
  xpub: string;
  chainId: number;
  /** Account 0 (the deployer, holding the supply), 0x-checksummed. */
  funder: string;
  /**
   * USDT `units` (6 decimals) from account 0 to `to`. With automine on (the default) the transfer
   * is in a block at once; with it off it waits in the pool (blockNumber null) unless `mine`.
   */
  send(
    to: string,
    units: bigint,
    opts?: { mine?: boolean },
  ): Promise<{ txHash: string; blockNumber: number | null }>;
  /**
   * `blocks` (default 1) blocks, one `evm_mine` each (sent in batches). Not hardhat_mine: the
   * blocks it reserves answer a parentHash of zeros, which no real chain does and a watcher that
   * checks the hash chain takes for a reorganisation.
   */
  mine(blocks?: number): Promise<void>;
  blockNumber(): Promise<number>;
  /** evm_snapshot: the id to revert to (a snapshot is used up by its revert). */
  snapshot(): Promise<string>;
  /** evm_revert; throws when the id is unknown. */
  revert(id: string): Promise<void>;
  /** evm_setAutomine. */
  setAutomine(on: boolean): Promise<void>;
  balanceOf(addr: string): Promise<bigint>;
  rpcCall(method: string, params: unknown[]): Promise<unknown>;
  stop(): Promise<void>;
}

/** 10^9 USDT in units (6 decimals): the supply minted to account 0. */
export const TEST_USDT_SUPPLY = 10n ** 15n;
export const CHAIN_ID = 31337;
const START_TIMEOUT_MS = 60_000;
const TRANSFER_GAS = hexQuantity(100_000);

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const configPath = fileURLToPath(new URL('../hardhat.config.cjs', import.meta.url));
const watchPath = fileURLToPath(new URL('./parent-watch.cjs', import.meta.url));
const artifactPath = fileURLToPath(new URL('../contracts/TestUSDT.json', import.meta.url));

/** A free TCP port on `host`: bound on :0, read, closed (a race is retried by the caller). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A JSON-RPC call over HTTP; throws the node's error message. */
export async function jsonRpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await res.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

interface NodeProcess {
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
  kill(): Promise<void>;
}

/** `hardhat node` on host:port, in its own process group; it ends when this process does. */
function spawnNode(host: string, port: number, log: boolean): NodeProcess {
  const cli = createRequire(import.meta.url).resolve('hardhat/internal/cli/bootstrap.js');
  const args = ['--require', watchPath, cli, '--config', configPath, 'node'];
  const child = spawn(process.execPath, [...args, '--hostname', host, '--port', String(port)], {
    cwd: packageDir,
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true', FORCE_COLOR: '0' },
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
    if (log) process.stderr.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', () => resolve(-1));
  });
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  const onExit = () => killGroup('SIGKILL');
  process.once('exit', onExit);
  let stopping: Promise<void> | undefined;
  const kill = () => {
    stopping ??= (async () => {
      process.off('exit', onExit);
      if (child.exitCode === null && child.signalCode === null) {
        killGroup('SIGTERM');
        const timer = setTimeout(() => killGroup('SIGKILL'), 3000);
        await exited;
        clearTimeout(timer);
      }
      child.stdin?.destroy();
    })();
    return stopping;
  };
  return { child, output, exited, kill };
}

/** Waits until the node answers eth_chainId, or fails when it exits or 60 s pass. */
async function waitForRpc(rpc: string, node: NodeProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let exited = false;
  void node.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`hardhat node exited:\n${node.output.join('')}`);
    try {
      await jsonRpc(rpc, 'eth_chainId', []);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`hardhat node did not answer within ${START_TIMEOUT_MS} ms`);
}

/** Starts hardhat on a given or free port; a port taken under us (EADDRINUSE) is tried anew. */
async function startNode(opts: LocalChainOptions): Promise<{ rpc: string; node: NodeProcess }> {
  const host = opts.host ?? '127.0.0.1';
  for (let attempt = 1; ; attempt += 1) {
    const port = opts.port ?? (await freePort(host));
    const node = spawnNode(host, port, opts.log ?? false);
    const rpc = `http://${host}:${port}`;
    try {
      await waitForRpc(rpc, node);
      return { rpc, node };
    } catch (error) {
      await node.kill();
      const inUse = node.output.join('').includes('EADDRINUSE');
      if (!inUse || opts.port !== undefined || attempt >= 5) throw error;
    }
  }
}

interface Receipt {
  status: string;
  blockNumber: string | null;
  contractAddress: string | null;
}

/** Deploys TestUSDT from `from` with the whole supply; its address, checksummed. */
async function deployTestUsdt(call: LocalChain['rpcCall'], from: string): Promise<string> {
  const artifact = JSON.parse(fs.readFileSync(artifactPath, 'utf8')) as { bytecode: string };
  const data = `${artifact.bytecode}${word(TEST_USDT_SUPPLY)}`;
  const deploy = { from, data, gas: hexQuantity(2_000_000) };
  const txHash = (await call('eth_sendTransaction', [deploy])) as string;
  const receipt = (await call('eth_getTransactionReceipt', [txHash])) as Receipt | null;
  if (!receipt?.contractAddress || receipt.status !== '0x1') {
    throw new Error(`TestUSDT deployment failed: ${JSON.stringify(receipt)}`);
  }
  return toChecksumAddress(receipt.contractAddress);
}

function chainApi(
  rpc: string,
  token: string,
  funder: string,
  stop: () => Promise<void>,
): LocalChain {
  const rpcCall = (method: string, params: unknown[]) => jsonRpc(rpc, method, params);
  const mine = async (blocks = 1) => {
    for (let done = 0; done < blocks; done += 50) {
      const batch = Array.from({ length: Math.min(50, blocks - done) }, (_, i) => ({
        jsonrpc: '2.0',
        id: i,
        method: 'evm_mine',
        params: [],
      }));
      const response = await fetch(rpc, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(batch),
      });
      const answers = (await response.json()) as { error?: { message: string } }[];
      const failed = answers.find((a) => a.error);
      if (failed) throw new Error(`evm_mine: ${failed.error!.message}`);
    }
  };
  const send: LocalChain['send'] = async (to, units, opts) => {
    const tx = { from: funder, to: token, data: transferCallData(to, units), gas: TRANSFER_GAS };
    const txHash = (await rpcCall('eth_sendTransaction', [tx])) as string;
    let receipt = (await rpcCall('eth_getTransactionReceipt', [txHash])) as Receipt | null;
    if (!receipt && opts?.mine) {
      await mine(1);
      receipt = (await rpcCall('eth_getTransactionReceipt', [txHash])) as Receipt | null;
    }
    if (receipt && receipt.status !== '0x1') throw new Error(`transfer ${txHash} reverted`);
    const blockNumber = receipt?.blockNumber ? Number(receipt.blockNumber) : null;
    return { txHash, blockNumber };
  };
  return {
    rpc,
    token,
    xpub: TEST_XPUB_EVM,
    chainId: CHAIN_ID,
    funder,
    send,
    mine,
    blockNumber: async () => Number(await rpcCall('eth_blockNumber', [])),
    snapshot: async () => (await rpcCall('evm_snapshot', [])) as string,
    revert: async (id) => {
      if ((await rpcCall('evm_revert', [id])) !== true) throw new Error(`no snapshot ${id}`);
    },
    setAutomine: async (on) => {
      await rpcCall('evm_setAutomine', [on]);
    },
    balanceOf: async (addr) =>
      BigInt(
        (await rpcCall('eth_call', [
          { to: token, data: balanceOfCallData(addr) },
          'latest',
        ])) as string,
      ),
    rpcCall,
    stop,
  };
}

/**
 * Starts `hardhat node` and deploys TestUSDT. The node is killed by `stop()` and when this
 * process exits (also when it is killed: the node watches its stdin, see parent-watch.cjs).
 */
export async function startLocalChain(opts: LocalChainOptions = {}): Promise<LocalChain> {
  const { rpc, node } = await startNode(opts);
  try {
    const call = (method: string, params: unknown[]) => jsonRpc(rpc, method, params);
    const accounts = (await call('eth_accounts', [])) as string[];
    const funder = toChecksumAddress(accounts[0] ?? '');
    const token = await deployTestUsdt(call, funder);
    return chainApi(rpc, token, funder, node.kill);
  } catch (error) {
    await node.kill();
    throw error;
  }
}
