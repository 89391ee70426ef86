import type { Issue } from '@app/domain/lottery/schedule';
import type { AppContext } from '../../platform/context.ts';

/**
 * The optional public randomness beacon of a draw (domain/lottery.md "Provably fair draws"): with
 * `LOTTERY_BEACON=drand`, each issue's commitment also fixes the first drand quicknet round after
 * its seal, and the draw mixes in that round's randomness, fetched and verified (BLS signature
 * against quicknet's public key) on the server by drand-client. Nobody, the operator included,
 * knows that randomness before betting closes. Without it (the default, offline and in demos) a
 * draw uses the server seed alone and the beacon is ''.
 */

/** drand quicknet (unchained, 3 s period). */
export const QUICKNET = { genesisSeconds: 1_692_803_367, periodSeconds: 3 } as const;

export type BeaconMode = 'none' | 'drand';

export interface Beacon {
  /** The quicknet round the draw will use; null without a beacon. */
  round: number | null;
}

/** The first quicknet round whose time is after the issue's seal. */
export function roundAfter(atMs: number): number {
  const seconds = Math.floor(atMs / 1000);
  return Math.floor((seconds - QUICKNET.genesisSeconds) / QUICKNET.periodSeconds) + 2;
}

/** The time of a quicknet round, epoch ms. */
export function roundTimeMs(round: number): number {
  return (QUICKNET.genesisSeconds + (round - 1) * QUICKNET.periodSeconds) * 1000;
}

export function beaconFor(mode: BeaconMode, issue: Issue): Beacon {
  return { round: mode === 'drand' ? roundAfter(issue.sealAt) : null };
}

/**
 * The verified randomness (hex) of a quicknet round. Throws when the beacon cannot be fetched or
 * does not verify: the draw job then retries with backoff, and the issue is never drawn without
 * the round it committed to.
 */
export async function fetchBeacon(ctx: AppContext, round: number): Promise<string> {
  const drand = await import('drand-client');
  const client = drand.quicknetClient();
  const beacon = await drand.fetchBeacon(client, round);
  if (beacon.round !== round || !/^[0-9a-f]{64}$/.test(beacon.randomness)) {
    throw new Error(`drand round ${round}: unexpected beacon`);
  }
  ctx.log?.info({ round }, 'lottery: drand beacon verified');
  return beacon.randomness;
}
