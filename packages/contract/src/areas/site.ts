import { defineEndpoint } from '../endpoint.ts';
import { empty } from '../api.ts';
import { payBankList } from '../funds.ts';
import { urlData } from '../games.ts';
import { sponsorList } from '../site-content.ts';

/**
 * The player app's calls of the area "site": site content and small calls the spec leaves open
 * (ours; docs/decisions/player-app.md "Rough edges"). Spread into `endpoints` (endpoints.ts); how
 * to add a call: packages/contract/CONTEXT.md.
 */
export const siteArea = {
  getVisitUrl: defineEndpoint({
    method: 'GET',
    path: '/api/getVisitUrl',
    auth: 'none',
    summary: "The site's public address, for sharing (h5_url, else PUBLIC_URL, else '')",
    payload: empty,
    response: urlData,
  }),
  getPayBank: defineEndpoint({
    method: 'POST',
    path: '/api/getpaybank',
    auth: 'player',
    summary: "The operator's bank accounts receiving bank-transfer deposits",
    payload: empty,
    response: payBankList,
  }),
  sponsorList: defineEndpoint({
    method: 'POST',
    path: '/api/sponsorList',
    auth: 'none',
    summary: 'The sponsor partners of /zhanzhu and /zhanzhuye (operator content)',
    payload: empty,
    response: sponsorList,
  }),
} as const;
