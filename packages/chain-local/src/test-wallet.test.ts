import { describe, expect, it } from 'vitest';
import { TEST_XPUB_EVM, TEST_XPUB_TRON, deriveTestXpub, testAddress } from './test-wallet.ts';
import { toChecksumAddress } from './evm.ts';

describe('test-wallet', () => {
  it('the printed xpubs are the account-level keys of the test mnemonic', () => {
    expect(deriveTestXpub('evm')).toBe(TEST_XPUB_EVM);
    expect(deriveTestXpub('tron')).toBe(TEST_XPUB_TRON);
  });

  it("derives m/44'/60'/0'/0/0 of the BIP-39 test vector as every wallet does", () => {
    // The well-known first Ethereum account of "abandon … about".
    expect(testAddress('evm', 0)).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94');
    // Pinned: a change in the derivation (path, prefix, checksum) shows here.
    expect(testAddress('tron', 0)).toBe('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH');
    expect(testAddress('tron', 1)).not.toBe(testAddress('tron', 0));
  });

  it('checksums as EIP-55', () => {
    expect(toChecksumAddress('0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359')).toBe(
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    );
  });
});
