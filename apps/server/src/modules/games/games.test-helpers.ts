import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../platform/db/transaction.ts';
import { creditFromHouse } from '../ledger/index.ts';
import type { Store } from '../../platform/db/database.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerPlayer } from '../../test/app.ts';
import { createDemoVenue } from '../demo-venue/index.ts';
import { setVenueAdapterFactory } from '../venues/index.ts';

/**
 * The demo venue as it is, with a launch address of its own, so that these tests do not depend on
 * the demo games being built: /venue/demo/play?t=<platname>.<player>.<game code>.
 */
export function useTestLaunchUrls(ctx: AppContext): void {
  setVenueAdapterFactory(ctx, (appCtx, venue) => ({
    ...createDemoVenue(appCtx, venue.platname, {}),
    launchUrl: async (playerRef: string, gameCode: string) =>
      `/venue/demo/play?t=${venue.platname}.${playerRef}.${gameCode}`,
  }));
}

let serial = 0;

/** A registered player credited with `yuan` through the ledger. */
export async function fundedPlayer(
  app: FastifyInstance,
  store: Store,
  yuan: number,
): Promise<{ token: string; userId: number }> {
  serial += 1;
  const name = `gm${store.dialect.slice(0, 2)}${serial}${randomBytes(3).toString('hex')}`;
  const token = await registerPlayer(app, name.slice(0, 16));
  const user = await store.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', name.slice(0, 16))
    .executeTakeFirstOrThrow();
  if (yuan > 0) {
    await inTransaction(store, (tx) =>
      creditFromHouse(app.ctx, tx, {
        userId: user.id,
        purpose: 'demo_credit',
        amountMinor: BigInt(yuan) * 100n,
        key: `games-test-credit:${user.id}`,
        kind: 'demo_credit',
      }),
    );
  }
  return { token, userId: user.id };
}

/** One round of the demo slot (1.00) through the venue's own API, as its game page plays it. */
export async function spinDemoSlot(app: FastifyInstance, venueToken: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/venue/demo/api/slot/spin',
    headers: { 'content-type': 'application/json', 'x-venue-session': venueToken },
    payload: JSON.stringify({ bet: '1.00' }),
  });
  return { status: response.statusCode, ...response.json() };
}
