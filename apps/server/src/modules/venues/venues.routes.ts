import { endpoints } from '@app/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { formatMinor } from '@app/contract/money';
import { type TransAllData, type TransferData, type VenueBalance } from '@app/contract/venues';
import type { AppContext } from '../../platform/context.ts';
import { idempotent } from '../../platform/http/idempotency.ts';
import { serve } from '../../platform/http/route.ts';
import { venueBalances } from './accounts.ts';
import { registerVenueAdminRoutes } from './venues.admin.ts';
import {
  manualTransfer,
  recoverAll,
  setTransferStatus,
  type TransferOutcome,
} from './transfers.ts';

function transferData(outcome: TransferOutcome): TransferData {
  return {
    order_no: outcome.orderNo,
    platname: outcome.platname,
    direction: outcome.direction,
    amount: formatMinor(outcome.amountMinor),
    state: outcome.state,
  };
}

/** Routes of venue wallets and transfers (spec part 2 §7). */
export function registerVenueRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerVenueAdminRoutes(app, ctx);
  // Polled by every open app: answered through a serialiser compiled from the contract's schema.
  serve(
    app,
    endpoints.balanceList,
    async (request, _body, user) => {
      const items = await venueBalances(ctx, user.userId);
      return items.map((item): VenueBalance => ({
        platname: item.platname,
        name: item.name,
        category: item.category,
        balance: item.balanceMinor === null ? null : formatMinor(item.balanceMinor),
      }));
    },
    { compiledAnswer: true },
  );

  serve(app, endpoints.transfer, async (request, payload, user) => {
    return idempotent(ctx, request, user.userId, async () =>
      transferData(
        await manualTransfer(ctx, user.userId, {
          amountMinor: payload.amount,
          sourcetype: payload.sourcetype,
          targettype: payload.targettype,
        }),
      ),
    );
  });

  serve(app, endpoints.transAll, async (request, _body, user) => {
    return idempotent(ctx, request, user.userId, async (): Promise<TransAllData> => {
      const result = await recoverAll(ctx, user.userId);
      return {
        recovered: formatMinor(result.recoveredMinor),
        pending: result.pending,
        failed: result.failed,
      };
    });
  });

  serve(app, endpoints.upTransferStatus, async (request, payload, user) => {
    await setTransferStatus(ctx, user.userId, payload.transferstatus);
    return { transferstatus: payload.transferstatus };
  });
}
