import { defineAppState, type AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { venueIsOpen } from '../venues/index.ts';
import { HOUSE_PLATNAME } from './catalogue.ts';

/**
 * Whether a house round may be played now: the operator may close the whole venue (venues module)
 * or one game's catalogue entry (games module, after this one: it hands its check in through
 * `setHouseGameGate` when the app is built). A closed game is refused like a closed venue; money
 * still comes back through the venue transfers.
 */

type GameGate = (gameCode: string) => Promise<boolean>;

const gate = defineAppState('house.gameGate', () => ({ isOpen: null as GameGate | null }));

/** The catalogue's check of a house game by its code (the tables' lobby entry is `tables`). */
export function setHouseGameGate(ctx: AppContext, isOpen: GameGate): void {
  gate(ctx).isOpen = isOpen;
}

/** Refuses a new round of `gameCode` while the venue or the game's catalogue entry is closed. */
export async function assertHouseOpen(ctx: AppContext, gameCode: string): Promise<void> {
  if (!(await venueIsOpen(ctx, HOUSE_PLATNAME))) throw new DomainError('house_venue_disabled');
  const isOpen = gate(ctx).isOpen;
  if (isOpen && !(await isOpen(gameCode))) throw new DomainError('house_game_closed');
}
