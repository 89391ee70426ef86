import { registerDepositFlows } from '../protection/index.ts';
import { endpoints, systemEndpoints } from '@app/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { rechargePayload, withdrawPayload } from '@app/contract/funds';
import { formatMinor } from '@app/contract/money';
import { MSG } from '@app/contract/messages';
import type { AppContext } from '../../platform/context.ts';
import type { Guards } from '../../platform/http/guards.ts';
import { idempotent } from '../../platform/http/idempotency.ts';
import { serve, serveRaw } from '../../platform/http/route.ts';
import { AppError } from '../../platform/http/errors.ts';
import {
  createManualDeposit,
  createRecharge,
  payInfo,
  providerCallback,
  verifiedCallback,
  usdtInfo,
  depositFlows,
} from './deposits.service.ts';
import { signCallback, sandboxSecret, type ProviderCallback } from './sandbox-provider.ts';
import { turnoverStatus } from './turnover.ts';
import { transRecords } from './records.service.ts';
import { bankWayOpen, payBanksWithIds, readWalletSettings } from './wallet-settings.ts';
import { requestWithdrawal } from './withdrawals.service.ts';
import { BANKS } from './banks.ts';

declare module '../../platform/http/guards.ts' {
  interface Callers {
    /** A payment provider whose callback carries its signature (`auth: 'signature'`). */
    signature: { provider: string; callback: ProviderCallback };
  }
}

/**
 * The guard of the payment providers' callbacks: the provider of the path, and a body signed with
 * its secret (verifiedCallback: 404 for a provider we take no callbacks from, 403 otherwise).
 */
export function providerGuards(ctx: AppContext): Guards {
  return {
    signature: async (request) => {
      const provider = (request.params as { provider?: string }).provider ?? '';
      return { provider, callback: await verifiedCallback(ctx, provider, request.body) };
    },
  };
}

export async function registerFundsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // How deposit orders count against the players' deposit limits (player protection).
  registerDepositFlows(ctx, depositFlows);
  serve(app, endpoints.usdtInfo, (_r, body) => usdtInfo(ctx, body.paytype));

  serve(app, endpoints.uploadForm, async (request, body, user) => {
    return idempotent(ctx, request, user.userId, () => createManualDeposit(ctx, user, body));
  });

  // The spec's client reads the deposit number from `message`.
  serveRaw(app, endpoints.recharge, async (request, _reply, user) => {
    const parsed = rechargePayload.safeParse(request.body ?? {});
    if (!parsed.success) throw new AppError(400, MSG.badRequest);
    const data = await idempotent(ctx, request, user.userId, () =>
      createRecharge(ctx, user, parsed.data),
    );
    return { code: 200, message: data.deposit_no, data };
  });

  serve(app, endpoints.payInfo, async (request, body, user) => payInfo(ctx, user, body.deposit_no));

  serve(app, systemEndpoints.payCallback, (_request, _body, signed) =>
    providerCallback(ctx, signed.callback),
  );

  // Demo only: the sandbox provider pays an order through the same signed callback.
  serve(app, endpoints.sandboxPay, async (request, body, user) => {
    if (!ctx.config.paySandbox) throw new AppError(404, MSG.notFound);
    const order = await payInfo(ctx, user, body.deposit_no);
    const callback = signCallback(await sandboxSecret(ctx), {
      deposit_no: order.info.deposit_no,
      amount: order.info.amount,
      status: 'paid',
      ref: `sandbox-${order.info.deposit_no}`,
    });
    // The same signed callback a provider sends, checked the same way.
    return providerCallback(ctx, await verifiedCallback(ctx, 'sandbox', callback));
  });

  serve(app, endpoints.getPayWay, async () => {
    const settings = await readWalletSettings(ctx);
    // The bank way only with an account to pay into (bankWayOpen).
    return { ...settings.pay_ways, card: bankWayOpen(settings) ? 1 : 0, manual: 1 };
  });

  serve(app, endpoints.getPayRange, async (_r, body) => {
    const settings = await readWalletSettings(ctx);
    return settings.deposit_ranges[body.type] ?? { min_price: '100.00', max_price: '10000.00' };
  });

  serve(app, endpoints.bankList, async () => [...BANKS]);

  // Ours (spec: shape not shown): where a bank-transfer deposit of the older screen is sent.
  serve(app, endpoints.getPayBank, async () =>
    payBanksWithIds((await readWalletSettings(ctx)).pay_banks).map(({ id: _id, ...bank }) => bank),
  );

  serve(app, endpoints.getBetAmount, async (_request, _body, user) =>
    betAmountView(ctx, user.userId),
  );

  serveRaw(app, endpoints.withdraw, async (request, _reply, user) => {
    const parsed = withdrawPayload.safeParse(request.body ?? {});
    if (!parsed.success) throw new AppError(400, MSG.badRequest);
    const data = await idempotent(ctx, request, user.userId, () =>
      requestWithdrawal(ctx, user, parsed.data),
    );
    return { code: 200, message: MSG.submitted, data };
  });

  serve(app, endpoints.getTransRecord, async (request, body, user) =>
    transRecords(ctx, user.userId, body),
  );
}

/**
 * POST /api/getBetAmount: the same figures that refuse a withdrawal (turnoverStatus), split so the
 * player sees the requirement, the part done and what is left: done + left = required.
 */
async function betAmountView(ctx: AppContext, userId: number) {
  const status = await turnoverStatus(ctx, userId);
  const done = status.doneMinor < status.requiredMinor ? status.doneMinor : status.requiredMinor;
  return {
    bet_amount: formatMinor(status.remainingMinor),
    bet_required: formatMinor(status.requiredMinor + status.otherMinor),
    bet_done: formatMinor(done),
  };
}
