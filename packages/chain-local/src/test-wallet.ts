/**
 * The TEST wallet of the local chain and the fake TronGrid. TEST ONLY, NEVER FOR REAL MONEY: the
 * mnemonic is BIP-39's own test vector, known to everyone, and anything sent to its addresses on
 * a real chain is taken at once.
 *
 * The tools print the ACCOUNT-level extended public keys (m/44'/60'/0' for Ethereum and BSC,
 * m/44'/195'/0' for TRON); the server derives deposit address i at `xpub/0/i`.
 */
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { toChecksumAddress } from './evm.ts';
import { accountOfPublicKey, evmHexToTron } from './tron-address.ts';

export const TEST_MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

/** m/44'/60'/0' of TEST_MNEMONIC (Ethereum, BSC). */
export const TEST_XPUB_EVM =
  'xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt';

/** m/44'/195'/0' of TEST_MNEMONIC (TRON). */
export const TEST_XPUB_TRON =
  'xpub6D1AabNHCupeiLM65ZR9UStMhJ1vCpyV4XbZdyhMZBiJXALQtmn9p42VTQckoHVn8WNqS7dqnJokZHAHcHGoaQgmv8D45oNUKx6DZMNZBCd';

export type TestChain = 'evm' | 'tron';

/** The account-level extended public key of a chain, derived from TEST_MNEMONIC. */
export function deriveTestXpub(chain: TestChain): string {
  const root = HDKey.fromMasterSeed(mnemonicToSeedSync(TEST_MNEMONIC));
  return root.derive(chain === 'evm' ? "m/44'/60'/0'" : "m/44'/195'/0'").publicExtendedKey;
}

/**
 * Address `xpub/0/index` as the server derives it: 0x-checksummed for 'evm', base58 `T…` for
 * 'tron'.
 */
export function addressFromXpub(xpub: string, chain: TestChain, index: number): string {
  const child = HDKey.fromExtendedKey(xpub).deriveChild(0).deriveChild(index);
  if (!child.publicKey) throw new Error('no public key');
  const uncompressed = secp256k1.Point.fromBytes(child.publicKey).toBytes(false);
  const account = accountOfPublicKey(uncompressed);
  return chain === 'evm' ? toChecksumAddress(account) : evmHexToTron(account);
}

/** Deposit address i of the test wallet (TEST_XPUB_EVM or TEST_XPUB_TRON, then /0/i). */
export function testAddress(chain: TestChain, index: number): string {
  return addressFromXpub(chain === 'evm' ? TEST_XPUB_EVM : TEST_XPUB_TRON, chain, index);
}
