import { describe, expect, it } from 'vitest';
import { ChainAnswerError, ChainCallError, EndpointPool, maskUrl } from './endpoints-pool.ts';

describe('several RPC addresses of a chain', () => {
  it('moves on to the next address when one fails, and comes back after its rest', async () => {
    let now = 0;
    const pool = new EndpointPool(['http://a', 'http://b'], () => now);
    const down = new Set(['http://a']);
    const call = (url: string) =>
      down.has(url) ? Promise.reject(new Error('ECONNREFUSED')) : Promise.resolve(url);
    expect(await pool.use(call)).toBe('http://b');
    expect(pool.shown()).toMatchObject([
      { healthy: false, failed: 1, last_error: 'ECONNREFUSED', current: false },
      { healthy: true, ok: 1, current: true },
    ]);
    // While it rests, a's turn comes after b's.
    down.clear();
    expect(await pool.use(call)).toBe('http://b');
    now += 31_000;
    expect(await pool.use(call)).toBe('http://a');
  });

  it('fails when every address fails, naming each', async () => {
    const pool = new EndpointPool(['http://a', 'http://b'], () => 0);
    await expect(pool.use(() => Promise.reject(new Error('boom')))).rejects.toThrow(ChainCallError);
  });

  it('does not blame the address for an answer that is the request’s fault', async () => {
    const pool = new EndpointPool(['http://a', 'http://b'], () => 0);
    await expect(
      pool.use(() => Promise.reject(new ChainAnswerError('range too large'))),
    ).rejects.toThrow('range too large');
    expect(pool.shown()[0]).toMatchObject({ healthy: true, failed: 0 });
  });

  it('masks keys and credentials in the addresses it shows', () => {
    expect(maskUrl('https://mainnet.infura.io/v3/0123456789abcdef0123456789abcdef')).toBe(
      'https://mainnet.infura.io/v3/***',
    );
    expect(maskUrl('https://user:pw@node.example/rpc?apikey=secret')).toBe(
      'https://***@node.example/rpc?apikey=***',
    );
  });
});
