import { registerDepositFlows } from '../protection/index.ts';
import { endpoints, systemEndpoints } from '@app/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { rechargePayload, withdrawPayload } from '@app/contract/funds';
import { formatMinor } from '@app/contract/money';
import { MSG } from '@app/contract/messages';
import type { AppContext } from '../../platform/context.ts';
import { requireUser } from '../auth/index.ts';
import { idempotent } from '../../platform/http/idempotency.ts';
import { serve, serveRaw } from '../../platform/http/route.ts';
import { AppError } from '../../platform/http/errors.ts';
import {
  createManualDeposit,
  createRecharge,
  payInfo,
  providerCallback,
  usdtInfo,
  depositFlows,
} from './deposits.service.ts';
import { signCallback, sandboxSecret } from './sandbox-provider.ts';
import { requiredTurnoverMinor } from './turnover.ts';
import { transRecords } from './records.service.ts';
import { readWalletSettings } from './wallet-settings.ts';
import { requestWithdrawal } from './withdrawals.service.ts';
import { BANKS } from './banks.ts';

export async function registerFundsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // How deposit orders count against the players' deposit limits (player protection).
  registerDepositFlows(ctx, depositFlows);
  serve(app, endpoints.usdtInfo, (_r, body) => usdtInfo(ctx, body.paytype));

  serve(app, endpoints.uploadForm, async (request, body) => {
    const user = await requireUser(ctx, request);
    return idempotent(ctx, request, user.userId, () => createManualDeposit(ctx, user, body));
  });

  // The spec's client reads the deposit number from `message`.
  serveRaw(app, endpoints.recharge, async (request) => {
    const user = await requireUser(ctx, request);
    const parsed = rechargePayload.safeParse(request.body ?? {});
    if (!parsed.success) throw new AppError(400, MSG.badRequest);
    const data = await idempotent(ctx, request, user.userId, () =>
      createRecharge(ctx, user, parsed.data),
    );
    return { code: 200, message: data.deposit_no, data };
  });

  serve(app, endpoints.payInfo, async (request, body) =>
    payInfo(ctx, await requireUser(ctx, request), body.deposit_no),
  );

  serve(app, systemEndpoints.payCallback, (request, body) =>
    providerCallback(ctx, (request.params as { provider: string }).provider, body),
  );

  // Demo only: the sandbox provider pays an order through the same signed callback.
  serve(app, endpoints.sandboxPay, async (request, body) => {
    const user = await requireUser(ctx, request);
    if (!ctx.config.paySandbox) throw new AppError(404, MSG.notFound);
    const order = await payInfo(ctx, user, body.deposit_no);
    const callback = signCallback(await sandboxSecret(ctx), {
      deposit_no: order.info.deposit_no,
      amount: order.info.amount,
      status: 'paid',
      ref: `sandbox-${order.info.deposit_no}`,
    });
    // The same signed callback a provider sends, checked the same way.
    return providerCallback(ctx, 'sandbox', callback);
  });

  serve(app, endpoints.getPayWay, async () => {
    const { pay_ways } = await readWalletSettings(ctx);
    return { ...pay_ways, manual: 1 };
  });

  serve(app, endpoints.getPayRange, async (_r, body) => {
    const settings = await readWalletSettings(ctx);
    return settings.deposit_ranges[body.type] ?? { min_price: '100.00', max_price: '10000.00' };
  });

  serve(app, endpoints.bankList, async () => [...BANKS]);

  // Ours (spec: shape not shown): where a bank-transfer deposit of the older screen is sent.
  serve(app, endpoints.getPayBank, async (request) => {
    await requireUser(ctx, request);
    return (await readWalletSettings(ctx)).pay_banks;
  });

  serve(app, endpoints.getBetAmount, async (request) => {
    const user = await requireUser(ctx, request);
    return { bet_amount: formatMinor(await requiredTurnoverMinor(ctx, user.userId)) };
  });

  serveRaw(app, endpoints.withdraw, async (request) => {
    const user = await requireUser(ctx, request);
    const parsed = withdrawPayload.safeParse(request.body ?? {});
    if (!parsed.success) throw new AppError(400, MSG.badRequest);
    const data = await idempotent(ctx, request, user.userId, () =>
      requestWithdrawal(ctx, user, parsed.data),
    );
    return { code: 200, message: MSG.submitted, data };
  });

  serve(app, endpoints.getTransRecord, async (request, body) =>
    transRecords(ctx, (await requireUser(ctx, request)).userId, body),
  );
}
