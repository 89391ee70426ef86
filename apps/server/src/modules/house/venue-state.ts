import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { venueIsOpen } from '../venues/index.ts';
import { HOUSE_PLATNAME } from './catalogue.ts';

/** Refuses a new round while the operator has the house venue closed (money still comes back). */
export async function assertHouseOpen(ctx: AppContext): Promise<void> {
  if (!(await venueIsOpen(ctx, HOUSE_PLATNAME))) throw new DomainError('house_venue_disabled');
}
