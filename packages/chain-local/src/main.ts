/**
 * `npm run chain:local [-- --port 8545 --block-seconds 2]`: the local chain with TestUSDT, a block
 * every 2 s (0: only with transactions), until SIGINT/SIGTERM. Pay an address with
 * `npm run chain:pay -- <address> <usdt>` (pay.ts).
 * stdout: exactly one JSON line {rpc, token, xpub}; everything else goes to stderr.
 */
import { parseArgs } from 'node:util';
import { startLocalChain } from './local-chain.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    log: { type: 'boolean' },
    'block-seconds': { type: 'string' },
  },
});
const port = Number(values.port ?? process.env.CHAIN_LOCAL_PORT ?? 8545);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(`chain:local: bad port ${values.port ?? process.env.CHAIN_LOCAL_PORT}\n`);
  process.exit(2);
}

const started = performance.now();
const chain = await startLocalChain({ port, host: values.host ?? '127.0.0.1', log: values.log });
const ms = Math.round(performance.now() - started);
process.stdout.write(
  `${JSON.stringify({ rpc: chain.rpc, token: chain.token, xpub: chain.xpub })}\n`,
);
process.stderr.write(
  [
    `chain:local: hardhat node up in ${ms} ms (chainId ${chain.chainId}); TestUSDT (6 decimals)`,
    `  at ${chain.token}, 10^9 USDT held by account 0 ${chain.funder}.`,
    `  The xpub is m/44'/60'/0' of a PUBLIC TEST mnemonic (test-wallet.ts): never for real money.`,
    `  Server environment:`,
    `CHAIN_ERC20_RPC_URL=${chain.rpc} CHAIN_ERC20_USDT=${chain.token} CHAIN_ERC20_XPUB=${chain.xpub} CHAIN_ERC20_CONFIRMATIONS=2`,
    '',
  ].join('\n'),
);

// A block every few seconds, as a real chain makes them: confirmations accrue, and the console
// does not call the chain stalled while nobody pays (0: blocks only with transactions).
const blockSeconds = Number(values['block-seconds'] ?? 2);
const miner =
  blockSeconds > 0
    ? setInterval(() => void chain.mine(1).catch(() => undefined), blockSeconds * 1000)
    : undefined;

let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  if (miner) clearInterval(miner);
  process.stderr.write(`chain:local: ${signal}, stopping\n`);
  void chain.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
