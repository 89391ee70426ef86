import { defineEndpoint } from '../endpoint.ts';
import { noData } from '../api.ts';
import { bindCardPayload, card, cardList, delCardPayload, getCardPayload } from '../payees.ts';

/**
 * The player app's calls of the area "payees": payees. Spread into `endpoints` (endpoints.ts); how
 * to add a call: packages/contract/CONTEXT.md.
 */
export const payeesArea = {
  getCard: defineEndpoint({
    method: 'POST',
    path: '/api/getcard',
    auth: 'player',
    summary: "The player's saved bank cards or USDT addresses",
    payload: getCardPayload,
    response: cardList,
  }),
  bindCard: defineEndpoint({
    method: 'POST',
    path: '/api/bindcard',
    auth: 'player',
    summary: 'Saves a bank card or a USDT address',
    payload: bindCardPayload,
    response: card,
  }),
  delCard: defineEndpoint({
    method: 'POST',
    path: '/api/delcard',
    auth: 'player',
    summary: 'Removes one of the saved cards',
    payload: delCardPayload,
    response: noData,
  }),
} as const;
