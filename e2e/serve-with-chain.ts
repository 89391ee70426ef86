import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startLocalChain } from '@app/chain-local/local-chain';

/**
 * The e2e server beside a local chain (hardhat, a test USDT): automatic ERC20 deposits are paid
 * on chain, TRC20 ones by the sandbox. The chain's address and token go to `.data/chain.json` for
 * the specs that send USDT (specs/chain-deposit.spec.ts). Both end with this process.
 */
const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, 'e2e', '.data');
const port = Number(process.env.PORT ?? 8181);

const chain = await startLocalChain({ port: port + 20_000 });
fs.mkdirSync(dataDir, { recursive: true });
fs.writeFileSync(
  path.join(dataDir, 'chain.json'),
  JSON.stringify({ rpc: chain.rpc, token: chain.token, funder: chain.funder }),
);
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    CHAIN_ERC20_RPC_URL: chain.rpc,
    CHAIN_ERC20_USDT: chain.token,
    CHAIN_ERC20_XPUB: chain.xpub,
    CHAIN_ERC20_CONFIRMATIONS: '3',
    CHAIN_SCAN_SECONDS: '1',
  },
});
const stop = (signal: NodeJS.Signals) => {
  server.kill(signal);
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', async (code) => {
  await chain.stop();
  process.exit(code ?? 0);
});
