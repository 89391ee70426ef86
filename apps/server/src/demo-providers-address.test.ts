import { describe, expect, it } from 'vitest';
import { loadConfig } from './platform/config.ts';
import { demoProvidersUrl } from './demo-providers-address.ts';

/** The demo providers' address, which the player app's content policy lets its game frame open. */
describe('demoProvidersUrl', () => {
  const base = { PORT: '8291', DATABASE_URL: 'sqlite::memory:' };

  it('is the server’s port + 10000 on 127.0.0.1 in the demo (clear of a neighbouring node)', () => {
    expect(demoProvidersUrl(loadConfig({ ...base, DEMO_SEED: '1' }))).toBe(
      'http://127.0.0.1:18291',
    );
    expect(demoProvidersUrl(loadConfig({ ...base, PORT: '60000', DEMO_SEED: '1' }))).toBe(
      'http://127.0.0.1:50000',
    );
  });

  it('follows PUBLIC_URL’s host and DEMO_PROVIDERS_PORT', () => {
    const config = loadConfig({
      ...base,
      DEMO_SEED: '1',
      PUBLIC_URL: 'https://demo.example.test',
      DEMO_PROVIDERS_PORT: '9000',
    });
    expect(demoProvidersUrl(config)).toBe('http://demo.example.test:9000');
  });

  it('is none without the demo, or with port 0', () => {
    expect(demoProvidersUrl(loadConfig({ ...base, DEMO_SEED: '0' }))).toBeUndefined();
    expect(
      demoProvidersUrl(loadConfig({ ...base, DEMO_SEED: '1', DEMO_PROVIDERS_PORT: '0' })),
    ).toBeUndefined();
  });
});
