import { describe, expect, it } from 'vitest';
import { evmHexToTron, tronBase58ToHex, tronHexToBase58, tronToEvmHex } from './tron-address.ts';

// Mainnet USDT (TRC-20): the same contract in both forms, as tronscan shows it.
const USDT_BASE58 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const USDT_HEX41 = '41a614f803b6fd780986a42c78ec9c7f77e6ded13c';

describe('tron-address', () => {
  it('converts the mainnet USDT contract both ways', () => {
    expect(tronBase58ToHex(USDT_BASE58)).toBe(USDT_HEX41);
    expect(tronHexToBase58(USDT_HEX41)).toBe(USDT_BASE58);
    expect(tronHexToBase58(USDT_HEX41.toUpperCase())).toBe(USDT_BASE58);
    expect(tronToEvmHex(USDT_BASE58)).toBe('0xa614f803b6fd780986a42c78ec9c7f77e6ded13c');
    expect(tronToEvmHex(USDT_HEX41)).toBe('0xa614f803b6fd780986a42c78ec9c7f77e6ded13c');
    expect(evmHexToTron('0xA614F803B6FD780986A42C78EC9C7F77E6DED13C')).toBe(USDT_BASE58);
  });

  it('refuses a bad checksum, a wrong prefix or length', () => {
    expect(() => tronBase58ToHex('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toThrow();
    expect(() => tronHexToBase58('42a614f803b6fd780986a42c78ec9c7f77e6ded13c')).toThrow();
    expect(() => evmHexToTron('0x1234')).toThrow();
  });
});
