import { describe, expect, it } from 'vitest';
import { startBanner } from './start-banner.ts';

const base = {
  port: 8080,
  databaseUrl: 'postgres://app:secret@db:5432/app',
  demoSeed: false,
  paySandbox: false,
  providersKey: Buffer.alloc(32, 1),
  workers: 1,
};

describe('the start banner', () => {
  it('says that invite links will not work for others while PUBLIC_URL is not set', () => {
    const banner = startBanner({ ...base, publicUrl: undefined }, 'node-1');
    expect(banner).toContain('Player app:  http://localhost:8080/');
    expect(banner).toContain(
      'PUBLIC_URL:  not set. Invite links and the app download address will not work',
    );
    expect(banner).toContain('Set PUBLIC_URL to the address players use.');
    expect(banner).toContain('postgres://***@db:5432/app');
  });

  it("says when game providers' credentials are sealed with the development key", () => {
    const banner = startBanner({ ...base, publicUrl: undefined, providersKey: undefined }, 'n');
    expect(banner).toContain('PROVIDERS_KEY: not set.');
    expect(startBanner({ ...base, publicUrl: undefined }, 'n')).not.toContain('PROVIDERS_KEY');
  });

  it('counts the server processes when there are several', () => {
    expect(startBanner({ ...base, publicUrl: undefined }, 'n')).not.toContain('Processes');
    const banner = startBanner({ ...base, publicUrl: undefined, workers: 2 }, 'host-1');
    expect(banner).toContain('Processes:   2 (WORKERS), each a node; this is the first');
  });

  it('says nothing of it once PUBLIC_URL is set', () => {
    const banner = startBanner({ ...base, publicUrl: 'https://play.example.com/' }, 'node-1');
    expect(banner).toContain('Player app:  https://play.example.com/');
    expect(banner).toContain('Console:     https://play.example.com/admin/');
    expect(banner).not.toContain('PUBLIC_URL');
  });
});
