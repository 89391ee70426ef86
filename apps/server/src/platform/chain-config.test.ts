import { describe, expect, it } from 'vitest';
import { chainsConfig } from './chain-config.ts';

const XPUB =
  'xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt';

describe('the watched chains from the environment', () => {
  it('watches a chain only with its addresses, contract and xpub', () => {
    const config = chainsConfig({
      CHAIN_ERC20_RPC_URL: 'http://127.0.0.1:8545, https://backup.example/rpc',
      CHAIN_ERC20_USDT: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
      CHAIN_ERC20_XPUB: XPUB,
      CHAIN_ERC20_CONFIRMATIONS: '2',
    });
    expect(config.chains.ERC20).toMatchObject({
      source: 'rpc',
      urls: ['http://127.0.0.1:8545', 'https://backup.example/rpc'],
      confirmations: 2,
      maxRange: 500,
    });
    expect(config.chains.TRC20).toBeUndefined();
    expect(config.scanSeconds).toBe(3);
  });

  it('refuses a half-configured chain and malformed values, in one line each', () => {
    expect(() => chainsConfig({ CHAIN_BEP20_XPUB: XPUB })).toThrow(/set CHAIN_BEP20_RPC_URL/);
    expect(() =>
      chainsConfig({
        CHAIN_TRC20_API_URL: 'https://api.trongrid.io',
        CHAIN_TRC20_USDT: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
        CHAIN_TRC20_XPUB: XPUB,
      }),
    ).toThrow(/not a TRC20 contract/);
    expect(() =>
      chainsConfig({
        CHAIN_ERC20_RPC_URL: 'ftp://x',
        CHAIN_ERC20_USDT: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
        CHAIN_ERC20_XPUB: XPUB,
      }),
    ).toThrow(/bad address/);
    expect(() => chainsConfig({ CHAIN_SCAN_SECONDS: '0' })).toThrow(/CHAIN_SCAN_SECONDS/);
  });

  it('reads TRON through TronGrid when its API is given', () => {
    const config = chainsConfig({
      CHAIN_TRC20_API_URL: 'https://api.trongrid.io',
      CHAIN_TRC20_API_KEY: 'k',
      CHAIN_TRC20_USDT: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      CHAIN_TRC20_XPUB: XPUB,
    });
    expect(config.chains.TRC20).toMatchObject({ source: 'trongrid', apiKey: 'k' });
  });
});
