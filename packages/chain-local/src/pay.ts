/**
 * `npm run chain:pay -- <address> <usdt> [--rpc http://127.0.0.1:8545] [--token 0x…]`: sends test
 * USDT from the local chain's account 0 to an address (a demo order's, shown on /payInfo). The
 * token defaults to where `chain:local` always deploys it (account 0's first contract).
 */
import { parseArgs } from 'node:util';
import { transferCallData } from './evm.ts';
import { jsonRpc } from './local-chain.ts';

export const DEFAULT_TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { rpc: { type: 'string' }, token: { type: 'string' } },
});
const [to, usdt] = positionals;
if (!to || !/^0x[0-9a-fA-F]{40}$/.test(to) || !usdt || !/^\d+(\.\d{1,6})?$/.test(usdt)) {
  process.stderr.write('usage: npm run chain:pay -- <0x address> <usdt, up to 6 places>\n');
  process.exit(2);
}
const rpc = values.rpc ?? `http://127.0.0.1:${process.env.CHAIN_LOCAL_PORT ?? 8545}`;
const [whole, fraction = ''] = usdt.split('.');
const units = BigInt(whole!) * 1_000_000n + BigInt(fraction.padEnd(6, '0'));
const [from] = (await jsonRpc(rpc, 'eth_accounts', [])) as string[];
const hash = await jsonRpc(rpc, 'eth_sendTransaction', [
  { from, to: values.token ?? DEFAULT_TOKEN, data: transferCallData(to, units), gas: '0x30d40' },
]);
process.stdout.write(`${String(hash)}\n`);
