import { defineEndpoint } from '../endpoint.ts';
import { empty, healthData } from '../api.ts';
import { payCallbackData, payCallbackPayload } from '../funds.ts';

/**
 * Machines' calls of the area "system". Spread into `systemEndpoints` (endpoints.ts); how to add a
 * call: packages/contract/CONTEXT.md.
 */
export const systemArea = {
  healthz: defineEndpoint({
    method: 'GET',
    path: '/healthz',
    auth: 'none',
    summary: 'The node is up and reaches its database',
    payload: empty,
    response: healthData,
  }),
  payCallback: defineEndpoint({
    method: 'POST',
    path: '/api/pay/callback/:provider',
    auth: 'signature',
    summary: 'A payment provider confirms a deposit (signed; idempotent by order)',
    payload: payCallbackPayload,
    response: payCallbackData,
  }),
} as const;
