import { pbkdf2Sync } from 'node:crypto';
import { HDKey } from '@scure/bip32';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checksummed, deriveAddress, hexOf, tronAddress, tronHex } from './addresses.ts';

/** The public test mnemonic of hardhat and foundry: its accounts are known to everyone. */
const seed = pbkdf2Sync(
  'test test test test test test test test test test test junk',
  'mnemonic',
  2048,
  64,
  'sha512',
);
const root = HDKey.fromMasterSeed(seed);
const evmXpub = root.derive("m/44'/60'/0'").publicExtendedKey;
const tronXpub = root.derive("m/44'/195'/0'").publicExtendedKey;

describe('watch-only addresses from an xpub', () => {
  it("derives the accounts every wallet shows at m/44'/60'/0'/0/i", () => {
    expect(deriveAddress('ERC20', evmXpub, 0).address).toBe(
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    );
    expect(deriveAddress('BEP20', evmXpub, 1).address).toBe(
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    );
  });

  it('writes TRON addresses as base58check of 41 and the same 20 bytes', () => {
    expect(tronAddress('0xa614f803b6fd780986a42c78ec9c7f77e6ded13c')).toBe(
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    );
    const derived = deriveAddress('TRC20', tronXpub, 0);
    expect(derived.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(tronHex(derived.address)).toBe(derived.hex);
    expect(tronHex('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBeUndefined(); // checksum broken
  });

  it('matches the private key the operator keeps offline (the same key, derived in full)', () => {
    for (const i of [0, 7, 1000]) {
      const child = root.derive(`m/44'/60'/0'/0/${i}`);
      const fromPublic = HDKey.fromExtendedKey(evmXpub).deriveChild(0).deriveChild(i);
      expect(Buffer.from(fromPublic.publicKey!)).toEqual(Buffer.from(child.publicKey!));
    }
  });

  it('reads any notation of an address back to one form', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (bytes) => {
        const hex = `0x${Buffer.from(bytes).toString('hex')}`;
        expect(hexOf('ERC20', checksummed(hex))).toBe(hex);
        expect(hexOf('TRC20', tronAddress(hex))).toBe(hex);
        expect(hexOf('TRC20', `41${hex.slice(2)}`)).toBe(hex);
      }),
    );
  });
});
