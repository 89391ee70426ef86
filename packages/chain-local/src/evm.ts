/** The little of the EVM's encoding the local chain needs: addresses and ERC-20 call data. */
import { keccak_256 } from '@noble/hashes/sha3.js';

/** keccak256("Transfer(address,address,uint256)"): topics[0] of an ERC-20 Transfer log. */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

const SELECTOR_TRANSFER = 'a9059cbb'; // transfer(address,uint256)
const SELECTOR_BALANCE_OF = '70a08231'; // balanceOf(address)

/** EIP-55: the mixed-case checksum form of a 20-byte hex address. */
export function toChecksumAddress(address: string): string {
  const lower = address.toLowerCase().replace(/^0x/, '');
  if (!/^[0-9a-f]{40}$/.test(lower)) throw new Error(`not a 20-byte hex address: ${address}`);
  const hash = keccak_256(new TextEncoder().encode(lower));
  let out = '0x';
  for (let i = 0; i < 40; i += 1) {
    const nibble = ((hash[i >> 1] ?? 0) >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    const char = lower.charAt(i);
    out += nibble >= 8 ? char.toUpperCase() : char;
  }
  return out;
}

/** One 32-byte ABI word (64 hex, no 0x) of an address or an unsigned integer. */
export function word(value: string | bigint): string {
  if (typeof value === 'bigint') {
    if (value < 0n || value >= 1n << 256n) throw new Error(`not a uint256: ${value}`);
    return value.toString(16).padStart(64, '0');
  }
  const clean = value.toLowerCase().replace(/^0x/, '');
  if (!/^[0-9a-f]{40}$/.test(clean)) throw new Error(`not a 20-byte hex address: ${value}`);
  return clean.padStart(64, '0');
}

/** An address as a log topic (0x + 64 hex): what eth_getLogs filters topics[1] and [2] by. */
export function addressTopic(address: string): string {
  return `0x${word(address)}`;
}

export function transferCallData(to: string, units: bigint): string {
  return `0x${SELECTOR_TRANSFER}${word(to)}${word(units)}`;
}

export function balanceOfCallData(owner: string): string {
  return `0x${SELECTOR_BALANCE_OF}${word(owner)}`;
}

export function hexQuantity(n: number | bigint): string {
  return `0x${n.toString(16)}`;
}
