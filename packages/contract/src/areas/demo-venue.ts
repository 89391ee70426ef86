import { defineEndpoint } from '../endpoint.ts';
import {
  demoRoll,
  demoRollPayload,
  demoSession,
  demoSessionPayload,
  demoSpin,
  demoSpinPayload,
} from '../demo-venue.ts';

/**
 * The demo venue's calls of the area "demo-venue". Spread into `demoVenueEndpoints`
 * (endpoints.ts); how to add a call: packages/contract/CONTEXT.md.
 */
export const demoVenueArea = {
  session: defineEndpoint({
    method: 'POST',
    path: '/venue/demo/api/session',
    auth: 'venue-session',
    summary: 'What the venue page shows: venue, game, stakes, balance',
    payload: demoSessionPayload,
    response: demoSession,
  }),
  slotSpin: defineEndpoint({
    method: 'POST',
    path: '/venue/demo/api/slot/spin',
    auth: 'venue-session',
    summary: 'Plays one slot round',
    payload: demoSpinPayload,
    response: demoSpin,
  }),
  diceRoll: defineEndpoint({
    method: 'POST',
    path: '/venue/demo/api/dice/roll',
    auth: 'venue-session',
    summary: 'Plays one dice round',
    payload: demoRollPayload,
    response: demoRoll,
  }),
} as const;
