import type { FastifyInstance } from 'fastify';
import { empty } from '@app/contract/api';
import {
  payCallbackPayload,
  payInfoPayload,
  payRangePayload,
  rechargePayload,
  uploadFormPayload,
  usdtInfoPayload,
  withdrawPayload,
  transRecordPayload,
} from '@app/contract/funds';
import { formatMinor } from '@app/contract/money';
import { MSG } from '@app/contract/messages';
import type { AppContext } from '../../platform/context.ts';
import { requireUser } from '../auth/index.ts';
import { idempotent } from '../../platform/http/idempotency.ts';
import { route } from '../../platform/http/route.ts';
import { AppError } from '../../platform/http/errors.ts';
import {
  createManualDeposit,
  createRecharge,
  payInfo,
  providerCallback,
  usdtInfo,
} from './deposits.service.ts';
import { signCallback, sandboxSecret } from './sandbox-provider.ts';
import { requiredTurnoverMinor } from './turnover.ts';
import { transRecords } from './records.service.ts';
import { registerUploadRoutes } from './uploads.ts';
import { readWalletSettings } from './wallet-settings.ts';
import { requestWithdrawal } from './withdrawals.service.ts';
import { BANKS } from './banks.ts';

export async function registerFundsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerUploadRoutes(app, ctx);

  route(app, 'POST', '/api/app/usdt_info', { schema: usdtInfoPayload }, (_r, body) =>
    usdtInfo(ctx, body.paytype),
  );

  route(app, 'POST', '/api/uploadform', { schema: uploadFormPayload }, async (request, body) => {
    const user = await requireUser(ctx, request);
    return idempotent(ctx, request, user.userId, () => createManualDeposit(ctx, user, body));
  });

  // The spec's client reads the deposit number from `message`.
  app.post('/api/recharge', { helmet: false } as object, async (request, reply) => {
    const user = await requireUser(ctx, request);
    const parsed = rechargePayload.safeParse(request.body ?? {});
    if (!parsed.success) throw new AppError(400, MSG.badRequest);
    const data = await idempotent(ctx, request, user.userId, () =>
      createRecharge(ctx, user, parsed.data),
    );
    reply.header('cache-control', 'no-store');
    return { code: 200, message: data.deposit_no, data };
  });

  route(app, 'POST', '/api/payinfo', { schema: payInfoPayload }, async (request, body) =>
    payInfo(ctx, await requireUser(ctx, request), body.deposit_no),
  );

  route(
    app,
    'POST',
    '/api/pay/callback/:provider',
    { schema: payCallbackPayload },
    (request, body) =>
      providerCallback(ctx, (request.params as { provider: string }).provider, body),
  );

  // Demo only: the sandbox provider pays an order through the same signed callback.
  route(app, 'POST', '/api/pay/sandbox/pay', { schema: payInfoPayload }, async (request, body) => {
    const user = await requireUser(ctx, request);
    if (!ctx.config.paySandbox) throw new AppError(404, MSG.notFound);
    const order = await payInfo(ctx, user, body.deposit_no);
    const callback = signCallback(await sandboxSecret(ctx), {
      deposit_no: order.info.deposit_no,
      amount: order.info.amount,
      status: 'paid',
      ref: `sandbox-${order.info.deposit_no}`,
    });
    const answer = await app.inject({
      method: 'POST',
      url: '/api/pay/callback/sandbox',
      payload: callback,
    });
    const json = answer.json() as { code: number; message: string; data: unknown };
    if (json.code !== 200) throw new AppError(json.code, json.message);
    return json.data;
  });

  route(app, 'GET', '/api/get_pay_way', { schema: empty }, async () => {
    const { pay_ways } = await readWalletSettings(ctx);
    return { ...pay_ways, manual: 1 };
  });

  route(app, 'POST', '/api/getPayRange', { schema: payRangePayload }, async (_r, body) => {
    const settings = await readWalletSettings(ctx);
    return settings.deposit_ranges[body.type] ?? { min_price: '100.00', max_price: '10000.00' };
  });

  route(app, 'POST', '/api/banklist', { schema: empty }, async () => BANKS);

  route(app, 'POST', '/api/getBetAmount', { schema: empty }, async (request) => {
    const user = await requireUser(ctx, request);
    return { bet_amount: formatMinor(await requiredTurnoverMinor(ctx, user.userId)) };
  });

  app.post('/api/withdraw', { helmet: false } as object, async (request, reply) => {
    const user = await requireUser(ctx, request);
    const parsed = withdrawPayload.safeParse(request.body ?? {});
    if (!parsed.success) throw new AppError(400, MSG.badRequest);
    const data = await idempotent(ctx, request, user.userId, () =>
      requestWithdrawal(ctx, user, parsed.data),
    );
    reply.header('cache-control', 'no-store');
    return { code: 200, message: MSG.submitted, data };
  });

  route(app, 'POST', '/api/gettransrecord', { schema: transRecordPayload }, async (request, body) =>
    transRecords(ctx, (await requireUser(ctx, request)).userId, body),
  );
}
