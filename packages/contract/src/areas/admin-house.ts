import { defineEndpoint } from '../endpoint.ts';
import {
  adminHouseExposure,
  adminHouseExposurePayload,
  adminHouseRecords,
  adminHouseRecordsPayload,
  adminHouseRtp,
  adminHouseRtpPayload,
  adminHouseTable,
  adminHouseTables,
  adminHouseTableUpdatePayload,
} from '../admin-house.ts';
import { empty } from '../api.ts';

/**
 * The operator's calls of the area "admin-house" (the house venue's console). Spread into
 * `adminEndpoints` (endpoints.ts); how to add a call: packages/contract/CONTEXT.md.
 */
export const adminHouseArea = {
  adminHouseTables: defineEndpoint({
    method: 'POST',
    path: '/api/admin/house/tables',
    auth: 'operator',
    summary: "The house tables: game, name, status, limits, lengths, the schedule's round now",
    payload: empty,
    response: adminHouseTables,
  }),
  adminHouseTableUpdate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/house/tables/update',
    auth: 'operator',
    summary:
      'Opens or closes a table, edits its name, area limits or lengths (two rounds on; audited)',
    payload: adminHouseTableUpdatePayload,
    response: adminHouseTable,
  }),
  adminHouseExposure: defineEndpoint({
    method: 'POST',
    path: '/api/admin/house/exposure',
    auth: 'operator',
    summary:
      "A table's rounds now and lately: stakes and players by area, the house's net per outcome",
    payload: adminHouseExposurePayload,
    response: adminHouseExposure,
  }),
  adminHouseRtp: defineEndpoint({
    method: 'POST',
    path: '/api/admin/house/rtp',
    auth: 'operator',
    summary: 'Observed RTP of each house game by Beijing day against its stated RTP',
    payload: adminHouseRtpPayload,
    response: adminHouseRtp,
  }),
  adminHouseRecords: defineEndpoint({
    method: 'POST',
    path: '/api/admin/house/records',
    auth: 'operator',
    summary: "A player's house-game bets or table records, newest first, with their verification",
    payload: adminHouseRecordsPayload,
    response: adminHouseRecords,
  }),
} as const;
