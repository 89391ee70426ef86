import { formatMinor, parseMinor } from '@app/contract/money';
import {
  PROVIDER_CURRENCY,
  providerBalanceReply,
  providerBetsReply,
  providerLaunchReply,
  providerOrderReply,
  providerReply,
} from '@app/contract/provider-protocol';
import type { AppContext } from '../../platform/context.ts';
import {
  userIdOfPlayerRef,
  VenueError,
  type BetRecord,
  type OrderStatus,
  type VenueAdapter,
  type VenueRow,
} from '../venues/index.ts';
import { callProvider, callTimeoutOf } from './client.ts';
import { findProvider, type Provider } from './provider-store.ts';
import { recordsSince } from './records.ts';
import { SESSION_TTL_MS } from './seamless-wallet.ts';
import { openSession } from './sessions.ts';

/**
 * The venue adapters of the providers (DESIGN §6), kinds `seamless` and `transfer`: the venues
 * module makes one per provider venue, and every call reads the provider's configuration as it is
 * now (an operator's change of address or credentials applies to the next call).
 */

async function providerOf(ctx: AppContext, code: string): Promise<Provider> {
  const provider = await findProvider(ctx, code);
  if (!provider) throw new VenueError('unavailable', `provider ${code} is not configured`);
  return provider;
}

const money = (text: string | undefined): bigint => {
  const minor = text === undefined ? null : parseMinor(text);
  if (minor === null) throw new VenueError('timeout', 'an amount out of the protocol');
  return minor;
};

/** Asks the provider for the launch address, with a new game session for the player. */
async function launch(ctx: AppContext, code: string, playerRef: string, gameCode: string) {
  const provider = await providerOf(ctx, code);
  const userId = userIdOfPlayerRef(playerRef);
  if (userId === undefined) throw new VenueError('refused', `not a player ref: ${playerRef}`);
  const token = await openSession(ctx.store, {
    provider: code,
    userId,
    gameCode,
    now: ctx.clock.now(),
    ttlMs: SESSION_TTL_MS,
  });
  const reply = await callProvider(
    provider,
    'launch',
    {
      user: playerRef,
      token,
      game_code: gameCode,
      currency: PROVIDER_CURRENCY,
      lang: 'zh-CN',
    },
    providerLaunchReply,
    { timeoutMs: callTimeoutOf(ctx) },
  );
  if (!reply.url || !/^https?:\/\//.test(reply.url)) {
    throw new VenueError('unavailable', `${code}/launch: no address`);
  }
  return reply.url;
}

/** Seamless: the money stays in the platform wallet; the provider calls our wallet API. */
export function seamlessAdapter(ctx: AppContext, venue: VenueRow): VenueAdapter {
  const code = venue.platname;
  const noTransfers = () => {
    throw new VenueError('refused', `${code} is a seamless provider: no transfers`, 'seamless');
  };
  return {
    platname: code,
    registerPlayer: async () => {},
    balance: async () => 0n,
    transferIn: async () => noTransfers(),
    transferOut: async () => noTransfers(),
    launchUrl: (playerRef, gameCode) => launch(ctx, code, playerRef, gameCode),
    fetchBetRecords: (cursor) => recordsSince(ctx.store, code, cursor),
    // No order is ever processed here (transfers are refused): every id is failed, for good.
    orderStatus: async (): Promise<OrderStatus> => ({ status: 'failed' }),
  };
}

/** Transfer: the provider keeps the player's wallet; we move money in and out by order id. */
export function transferAdapter(ctx: AppContext, venue: VenueRow): VenueAdapter {
  const code = venue.platname;
  const call = async <S extends Parameters<typeof callProvider>[3]>(
    name: string,
    body: unknown,
    reply: S,
    moves = false,
  ) =>
    callProvider(await providerOf(ctx, code), name, body, reply, {
      moves,
      timeoutMs: callTimeoutOf(ctx),
    });
  const transfer =
    (name: 'deposit' | 'withdraw') =>
    async (order: { orderId: string; playerRef: string; amountMinor: bigint }) => {
      await call(
        name,
        {
          user: order.playerRef,
          order_id: order.orderId,
          amount: formatMinor(order.amountMinor),
          currency: PROVIDER_CURRENCY,
        },
        providerReply,
        true,
      );
    };
  return {
    platname: code,
    registerPlayer: async (playerRef) => {
      await call('player', { user: playerRef, currency: PROVIDER_CURRENCY }, providerReply);
    },
    balance: async (playerRef) => {
      const reply = await call(
        'balance',
        { user: playerRef, currency: PROVIDER_CURRENCY },
        providerBalanceReply,
      );
      return money(reply.balance);
    },
    transferIn: transfer('deposit'),
    transferOut: transfer('withdraw'),
    launchUrl: (playerRef, gameCode) => launch(ctx, code, playerRef, gameCode),
    fetchBetRecords: async (cursor) => {
      const reply = await call('bets', { cursor }, providerBetsReply);
      const records = (reply.records ?? []).map((record): BetRecord => ({
        betId: record.bet_id,
        playerRef: record.user,
        gameCode: record.game_code,
        betMinor: money(record.bet),
        validBetMinor: money(record.valid_bet),
        winLossMinor: money(record.win_loss),
        status: record.status,
        betAt: record.bet_at,
      }));
      return { records, cursor: reply.cursor ?? cursor };
    },
    orderStatus: async (orderId): Promise<OrderStatus> => {
      const reply = await call('order', { order_id: orderId }, providerOrderReply);
      const order = reply.order;
      if (!order || order.state === 'pending') {
        throw new VenueError('timeout', `${code}: order ${orderId} still pending`);
      }
      if (order.state === 'failed') return { status: 'failed' };
      if (!order.direction) throw new VenueError('timeout', `${code}: order without direction`);
      return { status: 'succeeded', direction: order.direction, amountMinor: money(order.amount) };
    },
  };
}
