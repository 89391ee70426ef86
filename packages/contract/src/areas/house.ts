import { defineEndpoint } from '../endpoint.ts';
import { empty } from '../api.ts';
import {
  houseBetsData,
  houseBetsPayload,
  houseFishingData,
  houseLobbyData,
  houseRotateData,
  houseRotatePayload,
  houseSeedsData,
  houseShootData,
  houseShootPayload,
  houseSlotData,
  houseSlotPayload,
  houseSpinData,
  houseSpinPayload,
  houseVerifyData,
  houseVerifyPayload,
} from '../house.ts';
import {
  houseTableBetData,
  houseTableBetPayload,
  houseTableData,
  houseTablePayload,
  houseTablesData,
} from '../house-tables.ts';

/**
 * The player app's calls of the area "house": the house venue's personal games (slots, fishing),
 * the player's seed pair and the verification of a bet (ours; DESIGN §6). Spread into `endpoints`
 * (endpoints.ts); how to add a call: packages/contract/CONTEXT.md.
 */
export const houseArea = {
  houseSeeds: defineEndpoint({
    method: 'GET',
    path: '/api/house/seeds',
    auth: 'player',
    summary: "The player's active seed pair: the server seed's commitment, client seed and nonce",
    payload: empty,
    response: houseSeedsData,
  }),
  houseSeedsRotate: defineEndpoint({
    method: 'POST',
    path: '/api/house/seeds/rotate',
    auth: 'player',
    summary: 'Reveals the server seed of the active pair and commits a new one',
    payload: houseRotatePayload,
    response: houseRotateData,
  }),
  houseVerify: defineEndpoint({
    method: 'GET',
    path: '/api/house/verify',
    auth: 'none',
    summary:
      'What recomputes a house bet: commitment, seed once revealed, client seed, nonce, outcome',
    payload: houseVerifyPayload,
    response: houseVerifyData,
  }),
  houseLobby: defineEndpoint({
    method: 'GET',
    path: '/api/house/games',
    auth: 'player',
    summary: "The house games, the player's house venue wallet and seed commitment",
    payload: empty,
    response: houseLobbyData,
  }),
  houseSlot: defineEndpoint({
    method: 'GET',
    path: '/api/house/slot',
    auth: 'none',
    summary: "A house slot's strips, paylines, paytable, exact RTP and stakes",
    payload: houseSlotPayload,
    response: houseSlotData,
  }),
  houseSpin: defineEndpoint({
    method: 'POST',
    path: '/api/house/slot/spin',
    idempotent: true,
    auth: 'player',
    summary: 'Spins a house slot: stake and win through the ledger, one transaction',
    payload: houseSpinPayload,
    response: houseSpinData,
  }),
  houseFishing: defineEndpoint({
    method: 'GET',
    path: '/api/house/fishing',
    auth: 'none',
    summary: 'The fishing game: fish and their multipliers, stakes, RTP',
    payload: empty,
    response: houseFishingData,
  }),
  houseShoot: defineEndpoint({
    method: 'POST',
    path: '/api/house/fishing/shoot',
    idempotent: true,
    auth: 'player',
    summary: 'Fires one shot at a fish: stake and win through the ledger, one transaction',
    payload: houseShootPayload,
    response: houseShootData,
  }),
  houseBets: defineEndpoint({
    method: 'GET',
    path: '/api/house/bets',
    auth: 'player',
    summary: "The player's house bets, newest first, with what their verification needs",
    payload: houseBetsPayload,
    response: houseBetsData,
  }),
  houseTables: defineEndpoint({
    method: 'GET',
    path: '/api/house/tables',
    auth: 'none',
    summary: "The house tables: each one's game, open round and last dealt round",
    payload: empty,
    response: houseTablesData,
  }),
  houseTable: defineEndpoint({
    method: 'GET',
    path: '/api/house/table',
    auth: 'player',
    summary: "A house table: its round, areas, totals, last results, and the player's bets",
    payload: houseTablePayload,
    response: houseTableData,
  }),
  houseTableBet: defineEndpoint({
    method: 'POST',
    path: '/api/house/table/bet',
    idempotent: true,
    auth: 'player',
    summary: "Bets on a table round's areas while it takes bets: the stakes through the ledger",
    payload: houseTableBetPayload,
    response: houseTableBetData,
  }),
} as const;
