import { TRANSFER_STATE } from '@app/contract/venues';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { admitStake } from '../protection/index.ts';
import { VenueError } from './adapter.ts';
import { adapterOf, findVenue, type VenueContext } from './catalogue.ts';
import { ensureVenueAccount, safeCall } from './accounts.ts';
import { autoTransferIntoVenue } from './transfers.ts';

// ---- games --------------------------------------------------------------------------------------

export interface VenueLaunch {
  url: string;
  /** Moved into the venue by automatic transfer on this launch (state success); null if none. */
  transferredMinor: bigint | null;
}

/**
 * Opens a game at a venue for a player (spec part 1 §7 getGameUrl): when automatic transfer is on,
 * money left at other venues comes back and the whole platform balance goes in (through the
 * ledger, as any transfer); the player is registered at the venue on first use; the venue answers
 * the address. A failed automatic transfer does not stop the launch: the money stays where it was
 * (or settles by reconciliation), and the player sees it in /transfer.
 */
export async function launchVenueGame(
  ctx: VenueContext,
  userId: number,
  platname: string,
  gameCode: string,
): Promise<VenueLaunch> {
  const venue = await findVenue(ctx, platname);
  if (!venue) throw new DomainError('game_not_found');
  if (venue.enabled !== 1) throw new DomainError('venue_disabled');
  // A launch starts play: refused during a time-out, past the session limit or the loss limits.
  await inTransaction(ctx.store, (tx) =>
    admitStake(ctx, tx, { userId, amountMinor: 0n, kind: 'launch' }),
  );
  let transferredMinor: bigint | null = null;
  try {
    const outcome = await autoTransferIntoVenue(ctx, userId, platname);
    if (outcome && outcome.state === TRANSFER_STATE.success) transferredMinor = outcome.amountMinor;
  } catch (error) {
    if (!(error instanceof VenueError) && !(error instanceof DomainError)) throw error;
  }
  const playerRef = await ensureVenueAccount(ctx, userId, venue);
  try {
    const url = await safeCall(() => adapterOf(ctx, venue).launchUrl(playerRef, gameCode));
    return { url, transferredMinor };
  } catch (error) {
    if (error instanceof VenueError) throw new DomainError('launch_failed');
    throw error;
  }
}
