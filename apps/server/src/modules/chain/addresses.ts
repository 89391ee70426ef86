import { createHash } from 'node:crypto';
import { HDKey } from '@scure/bip32';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';
import type { Chain } from '@app/contract/chain-constants';

/**
 * Watch-only deposit addresses (docs/chain-deposits.md): the operator gives the account's extended
 * public key (Ethereum and BSC m/44'/60'/0', TRON m/44'/195'/0'); the address of index i is the
 * key's child 0/i (BIP-32 non-hardened: no private key needed, none is ever held here). Ethereum
 * and BSC write it as EIP-55 0x…, TRON as base58check of 0x41 and the same 20 bytes.
 */

const base58check = createBase58check(sha256);

export interface DerivedAddress {
  /** As the chain's users write it. */
  address: string;
  /** 0x and 40 lower-case hex digits: what Transfer logs carry, on every chain. */
  hex: string;
}

/** 16 hex digits naming an xpub: addresses and counters are per key. */
export function keyIdOf(xpub: string): string {
  return createHash('sha256').update(xpub).digest('hex').slice(0, 16);
}

const externalChains = new Map<string, HDKey>();

/** xpub/0 (the external chain), kept per xpub: deriving an index is then one step. */
function externalChain(xpub: string): HDKey {
  let key = externalChains.get(xpub);
  if (!key) {
    key = HDKey.fromExtendedKey(xpub).deriveChild(0);
    externalChains.set(xpub, key);
  }
  return key;
}

/** Throws when the text is not an extended public key (checked at start). */
export function assertXpub(xpub: string): void {
  const key = HDKey.fromExtendedKey(xpub);
  if (key.privateKey) throw new Error('an extended PRIVATE key was given: give the xpub');
}

export function deriveAddress(chain: Chain, xpub: string, index: number): DerivedAddress {
  const child = externalChain(xpub).deriveChild(index);
  const uncompressed = secp256k1.Point.fromBytes(child.publicKey!).toBytes(false);
  const body = keccak_256(uncompressed.subarray(1)).subarray(12);
  const hex = `0x${Buffer.from(body).toString('hex')}`;
  return { address: chain === 'TRC20' ? tronAddress(hex) : checksummed(hex), hex };
}

/** EIP-55: the hex digits upper-cased where the Keccak of the lower-case address has a nibble ≥ 8. */
export function checksummed(hex: string): string {
  const lower = hex.slice(2).toLowerCase();
  const hash = Buffer.from(keccak_256(new TextEncoder().encode(lower))).toString('hex');
  let out = '0x';
  for (let i = 0; i < lower.length; i++) {
    out += Number.parseInt(hash[i]!, 16) >= 8 ? lower[i]!.toUpperCase() : lower[i];
  }
  return out;
}

/** 0x + 20 bytes → TRON base58check (version byte 0x41). */
export function tronAddress(hex: string): string {
  return base58check.encode(Buffer.from(`41${hex.slice(2)}`, 'hex'));
}

/** TRON base58check → 0x + 20 bytes, lower-case; undefined when it is not one. */
export function tronHex(address: string): string | undefined {
  try {
    const bytes = base58check.decode(address);
    if (bytes.length !== 21 || bytes[0] !== 0x41) return undefined;
    return `0x${Buffer.from(bytes.subarray(1)).toString('hex')}`;
  } catch {
    return undefined;
  }
}

/** Any address of the chain → its 0x-hex form (lower-case), undefined when malformed. */
export function hexOf(chain: Chain, address: string): string | undefined {
  if (chain === 'TRC20') {
    if (/^41[0-9a-fA-F]{40}$/.test(address)) return `0x${address.slice(2).toLowerCase()}`;
    if (/^0x[0-9a-fA-F]{40}$/.test(address)) return address.toLowerCase();
    return tronHex(address);
  }
  return /^0x[0-9a-fA-F]{40}$/.test(address) ? address.toLowerCase() : undefined;
}

/** The 0x-hex form shown to people on this chain. */
export function displayAddress(chain: Chain, hex: string): string {
  return chain === 'TRC20' ? tronAddress(hex) : checksummed(hex);
}
