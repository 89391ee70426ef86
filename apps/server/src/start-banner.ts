import type { Config } from './platform/config.ts';
import { DEMO_PLAYER } from './modules/demo/index.ts';
import { DEMO_OPERATOR } from './modules/operators/index.ts';

/**
 * What the server prints once it listens: where the app and the console are, the database, the
 * node, the demo logins, and what is not set up for others yet (PUBLIC_URL).
 */
export function startBanner(
  config: Pick<
    Config,
    'port' | 'publicUrl' | 'databaseUrl' | 'demoSeed' | 'paySandbox' | 'providersKey' | 'workers'
  >,
  node: string,
  extras: { demoProvidersUrl?: string } = {},
): string {
  const shown = config.publicUrl ?? `http://localhost:${config.port}/`;
  const lines = [
    '',
    `  Player app:  ${shown}`,
    `  Console:     ${new URL('admin/', shown).href}`,
    `  Database:    ${config.databaseUrl.replace(/\/\/[^@/]*@/, '//***@')}`,
    `  Node:        ${node}`,
  ];
  if (config.workers > 1) {
    lines.push(`  Processes:   ${config.workers} (WORKERS), each a node; this is the first`);
  }
  if (config.demoSeed) {
    lines.push(`  Demo login:  ${DEMO_PLAYER.name} / ${DEMO_PLAYER.password}`);
    lines.push(
      `  Operator:    ${DEMO_OPERATOR.name} / ${DEMO_OPERATOR.password}  (the console, role admin)`,
    );
  }
  if (config.paySandbox) lines.push('  Payments:    sandbox provider on (PAY_SANDBOX)');
  if (extras.demoProvidersUrl) {
    lines.push(
      `  Providers:   demo game providers at ${extras.demoProvidersUrl} (锦鲤游戏, 远山棋牌)`,
    );
  }
  if (config.providersKey === undefined) {
    lines.push(
      "  PROVIDERS_KEY: not set. Game providers' credentials are sealed with a development key;",
      '               set a key of your own (32 bytes, hex or base64) before real credentials.',
    );
  }
  if (config.publicUrl === undefined) {
    // The app shows players the address they opened it at as the one to share (/app, /inviter).
    lines.push(
      '  PUBLIC_URL:  not set. Invite links and the app download address will not work for',
      '               others until it is: the app shows the address it was opened at (here',
      `               http://localhost:${config.port}/). Set PUBLIC_URL to the address players use.`,
    );
  }
  return lines.join('\n') + '\n';
}
