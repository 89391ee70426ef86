import { adminEndpoints } from '@app/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { serve } from '../../platform/http/route.ts';
import { tableExposure } from './admin-exposure.ts';
import { playerRecords } from './admin-records.ts';
import { rtpReport } from './admin-rtp.ts';
import { adminTableView, updateTable } from './admin-tables.ts';
import { readTables } from './table-registry.ts';

/**
 * The operator's house venue calls (contract area admin-house, roles in ADMIN_ACCESS): the tables
 * and their edits (admin-tables.ts, audited), a table's exposure (admin-exposure.ts), the RTP
 * observed against stated (admin-rtp.ts), a player's records (admin-records.ts).
 */
export function registerHouseAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, adminEndpoints.adminHouseTables, async () => {
    const now = ctx.clock.now();
    return (await readTables(ctx.store.db)).map((table) => adminTableView(table, now));
  });

  serve(app, adminEndpoints.adminHouseTableUpdate, async (_request, body, actor) =>
    updateTable(ctx, body, actor),
  );

  serve(app, adminEndpoints.adminHouseExposure, async (_request, body) =>
    tableExposure(ctx, body.code),
  );

  serve(app, adminEndpoints.adminHouseRtp, async (_request, body) => rtpReport(ctx, body.days));

  serve(app, adminEndpoints.adminHouseRecords, async (_request, body) => playerRecords(ctx, body));
}
