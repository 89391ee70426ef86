import { defineEndpoint } from '../endpoint.ts';
import {
  adminProtection,
  adminProtectionBlockPayload,
  adminProtectionLimitPayload,
  adminProtectionPayload,
} from '../protection.ts';

/**
 * The operator's calls of the area "admin-protection". Spread into `adminEndpoints`
 * (endpoints.ts); how to add a call: packages/contract/CONTEXT.md.
 */
export const adminProtectionArea = {
  playerProtection: defineEndpoint({
    method: 'POST',
    path: '/api/admin/players/protection',
    auth: 'operator',
    summary: "A player's protection settings and every change to them",
    payload: adminProtectionPayload,
    response: adminProtection,
  }),
  playerProtectionLimit: defineEndpoint({
    method: 'POST',
    path: '/api/admin/players/protection/limit',
    auth: 'operator',
    summary: "Sets or lowers a player's deposit or loss limit, never raises it (audited)",
    payload: adminProtectionLimitPayload,
    response: adminProtection,
  }),
  playerProtectionBlock: defineEndpoint({
    method: 'POST',
    path: '/api/admin/players/protection/block',
    auth: 'operator',
    summary: 'Starts or lengthens a time-out or exclusion, never ends one early (audited)',
    payload: adminProtectionBlockPayload,
    response: adminProtection,
  }),
} as const;
