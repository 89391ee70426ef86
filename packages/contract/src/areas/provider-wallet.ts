import { defineEndpoint } from '../endpoint.ts';
import {
  seamlessAnswer,
  seamlessBalanceRequest,
  seamlessBetRequest,
  seamlessRollbackRequest,
  seamlessWinRequest,
} from '../provider-protocol.ts';

/**
 * The seamless wallet a game provider calls (docs/providers.md): signed raw bodies, idempotent by
 * the provider's transaction id, every answer's `data` carrying the player's balance. Spread into
 * `systemEndpoints` (endpoints.ts); how to add a call: packages/contract/CONTEXT.md.
 */
export const providerWalletArea = {
  providerBalance: defineEndpoint({
    method: 'POST',
    path: '/api/providers/:code/balance',
    auth: 'provider',
    summary: "A provider asks a player's balance (signed)",
    payload: seamlessBalanceRequest,
    response: seamlessAnswer,
  }),
  providerBet: defineEndpoint({
    method: 'POST',
    path: '/api/providers/:code/bet',
    auth: 'provider',
    summary: "A provider debits a player's stake (signed; idempotent by transaction_uuid)",
    payload: seamlessBetRequest,
    response: seamlessAnswer,
  }),
  providerWin: defineEndpoint({
    method: 'POST',
    path: '/api/providers/:code/win',
    auth: 'provider',
    summary: 'A provider credits a win of a bet (signed; idempotent by transaction_uuid)',
    payload: seamlessWinRequest,
    response: seamlessAnswer,
  }),
  providerRollback: defineEndpoint({
    method: 'POST',
    path: '/api/providers/:code/rollback',
    auth: 'provider',
    summary: 'A provider undoes a bet (signed; idempotent; an unknown bet is recorded as void)',
    payload: seamlessRollbackRequest,
    response: seamlessAnswer,
  }),
} as const;
