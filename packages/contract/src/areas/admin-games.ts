import { defineEndpoint } from '../endpoint.ts';
import { adminVenue, adminVenueList, adminVenueUpdatePayload } from '../admin-content.ts';
import { empty } from '../api.ts';
import {
  adminCategory,
  adminCategoryList,
  adminCategoryUpdatePayload,
  adminGame,
  adminGameLinksUpdatePayload,
  adminGamePage,
  adminGamesPayload,
  adminGameUpdatePayload,
  gameLinks,
} from '../games-admin.ts';

/**
 * The operator's calls of the area "admin-games". Spread into `adminEndpoints` (endpoints.ts); how
 * to add a call: packages/contract/CONTEXT.md.
 */
export const adminGamesArea = {
  categories: defineEndpoint({
    method: 'POST',
    path: '/api/admin/categories',
    auth: 'operator',
    summary: 'Every game category',
    payload: empty,
    response: adminCategoryList,
  }),
  categoriesUpdate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/categories/update',
    auth: 'operator',
    summary: 'Edits a category',
    payload: adminCategoryUpdatePayload,
    response: adminCategory,
  }),
  games: defineEndpoint({
    method: 'POST',
    path: '/api/admin/games',
    auth: 'operator',
    summary: 'Games, a page',
    payload: adminGamesPayload,
    response: adminGamePage,
  }),
  gamesUpdate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/games/update',
    auth: 'operator',
    summary: 'Edits a game',
    payload: adminGameUpdatePayload,
    response: adminGame,
  }),
  gameLinks: defineEndpoint({
    method: 'POST',
    path: '/api/admin/game-links',
    auth: 'operator',
    summary: 'Customer service and agent links',
    payload: empty,
    response: gameLinks,
  }),
  gameLinksUpdate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/game-links/update',
    auth: 'operator',
    summary: 'Changes customer service and agent links',
    payload: adminGameLinksUpdatePayload,
    response: gameLinks,
  }),
  venues: defineEndpoint({
    method: 'POST',
    path: '/api/admin/venues',
    auth: 'operator',
    summary: 'Every game venue, enabled or not, in display order',
    payload: empty,
    response: adminVenueList,
  }),
  venuesUpdate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/venues/update',
    auth: 'operator',
    summary: "Changes a venue's name, switch or order (audited)",
    payload: adminVenueUpdatePayload,
    response: adminVenue,
  }),
} as const;
