import type { Config } from './platform/config.ts';

/**
 * Where the demo's game providers (demo-providers.ts) answer, as the player's browser reaches
 * them — the PUBLIC_URL's host, else 127.0.0.1, on DEMO_PROVIDERS_PORT — or undefined when they do
 * not run (no demo, production, port 0). Their game pages open in the player app's frame, so the
 * app's content policy allows this origin too: it is http, which the policy otherwise refuses.
 */
export function demoProvidersUrl(config: Config): string | undefined {
  if (!config.demoSeed || config.production || config.demoProvidersPort === 0) return undefined;
  const host = config.publicUrl ? new URL(config.publicUrl).hostname : '127.0.0.1';
  return `http://${host}:${config.demoProvidersPort}`;
}
