/**
 * TRON addresses in their three forms: base58check (`T…`, what wallets and TronGrid v1 show),
 * 41-hex (21 bytes, 0x41 then the 20-byte account: what the /wallet API shows by default) and
 * 0x-hex (the 20 bytes alone, as in EVM logs and ABI words).
 */
import { createBase58check, hex } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';

const base58check = createBase58check(sha256);
const PREFIX = 0x41;

/** `T…` → `41…` (42 hex, lower case). Throws on a bad checksum, length or prefix. */
export function tronBase58ToHex(address: string): string {
  const bytes = base58check.decode(address);
  if (bytes.length !== 21 || bytes[0] !== PREFIX) throw new Error(`not a TRON address: ${address}`);
  return hex.encode(bytes);
}

/** `41…` (42 hex, case ignored) → `T…`. */
export function tronHexToBase58(address41: string): string {
  const clean = address41.toLowerCase().replace(/^0x/, '');
  if (!/^41[0-9a-f]{40}$/.test(clean)) throw new Error(`not a 41-hex TRON address: ${address41}`);
  return base58check.encode(hex.decode(clean));
}

/** `T…` or `41…` → `0x…` (the 20 bytes, lower case), as in an EVM log topic or ABI word. */
export function tronToEvmHex(address: string): string {
  const address41 = address.startsWith('T') ? tronBase58ToHex(address) : address.toLowerCase();
  if (!/^41[0-9a-f]{40}$/.test(address41)) throw new Error(`not a TRON address: ${address}`);
  return `0x${address41.slice(2)}`;
}

/** `0x…` (20 bytes) → `T…`. */
export function evmHexToTron(address: string): string {
  const clean = address.toLowerCase().replace(/^0x/, '');
  if (!/^[0-9a-f]{40}$/.test(clean)) throw new Error(`not a 20-byte hex address: ${address}`);
  return tronHexToBase58(`41${clean}`);
}

/** The 20-byte account of an uncompressed secp256k1 public key (65 bytes, 0x04…), as hex. */
export function accountOfPublicKey(uncompressed: Uint8Array): string {
  if (uncompressed.length !== 65 || uncompressed[0] !== 4) throw new Error('need 65-byte key');
  return hex.encode(keccak_256(uncompressed.subarray(1)).subarray(12));
}
