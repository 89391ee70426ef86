import type {
  AdminChain,
  AdminChainAddress,
  AdminChainTransfer,
  AdminChains,
} from '@app/contract/admin-chain';
import {
  CHAIN_LABELS,
  CHAINS,
  type Chain,
  type ChainTransferState,
} from '@app/contract/chain-constants';
import type { Page } from '@app/contract/envelope';
import { formatMinor } from '@app/contract/money';
import type { AppContext } from '../../platform/context.ts';
import { pageOf } from '../../platform/http/paging.ts';
import { formatBeijing } from '../../platform/time.ts';
import { usernames } from '../users/index.ts';
import { displayAddress } from './addresses.ts';
import { formatUnits } from './amounts.ts';
import { readChainSettings, requiredConfirmations, watchedChain } from './chains.ts';

/** A scan that has not reached the chain for this long, or a head still for this long: stalled. */
const SCAN_STALL_MS = 60_000;
const HEAD_STALL_MS = 10 * 60_000;

export async function chainViews(ctx: AppContext): Promise<AdminChains> {
  const settings = await readChainSettings(ctx.store.db);
  const statuses = await ctx.store.db.selectFrom('chain_status').selectAll().execute();
  const counts = await ctx.store.db
    .selectFrom('chain_addresses')
    .select((eb) => ['chain', eb.fn.countAll<number>().as('n')])
    .groupBy('chain')
    .execute();
  const waiting = await ctx.store.db
    .selectFrom('chain_transfers')
    .select((eb) => ['chain', 'state', eb.fn.countAll<number>().as('n')])
    .where('state', 'in', ['seen', 'review'])
    .groupBy(['chain', 'state'])
    .execute();
  const now = ctx.clock.now();
  const chains: AdminChain[] = CHAINS.map((chain) => {
    const w = watchedChain(ctx, chain);
    const s = statuses.find((r) => r.chain === chain);
    const lastScan = s?.last_scan_at ?? 0;
    const stalled =
      w !== undefined &&
      ((lastScan > 0 &&
        now - lastScan > Math.max(SCAN_STALL_MS, 20_000 * ctx.config.chains.scanSeconds)) ||
        (s !== undefined && s.head_moved_at > 0 && now - s.head_moved_at > HEAD_STALL_MS) ||
        (lastScan === 0 && s !== undefined && s.last_error !== ''));
    return {
      chain,
      label: CHAIN_LABELS[chain],
      configured: w !== undefined,
      source: w?.env.source ?? '',
      token: w?.env.token ?? '',
      xpub: w ? `${w.env.xpub.slice(0, 12)}…${w.env.xpub.slice(-6)}` : '',
      confirmations: requiredConfirmations(ctx, settings, chain),
      head: s?.head ?? 0,
      scanned_to: Math.max(0, s?.scanned_to ?? 0),
      lag: s && s.scanned_to >= 0 ? Math.max(0, s.head - s.scanned_to) : 0,
      last_scan_at: lastScan,
      last_error: s?.last_error ?? '',
      stalled,
      // This node's figures when it watches the chain; the scanning node's otherwise.
      endpoints: w
        ? w.source.endpoints()
        : s
          ? (JSON.parse(s.endpoints) as AdminChain['endpoints'])
          : [],
      addresses: Number(counts.find((c) => c.chain === chain)?.n ?? 0),
      waiting: Number(waiting.find((c) => c.chain === chain && c.state === 'seen')?.n ?? 0),
      review: Number(waiting.find((c) => c.chain === chain && c.state === 'review')?.n ?? 0),
    };
  });
  return { chains, underpay_tolerance: formatUnits(settings.underpayToleranceUnits) };
}

const PAGE_SIZE = 20;

export async function addressPage(
  ctx: AppContext,
  q: { chain?: Chain | undefined; page: number },
): Promise<Page<AdminChainAddress>> {
  let rows = ctx.store.db.selectFrom('chain_addresses').selectAll();
  let count = ctx.store.db
    .selectFrom('chain_addresses')
    .select((eb) => eb.fn.countAll<number>().as('n'));
  if (q.chain) {
    rows = rows.where('chain', '=', q.chain);
    count = count.where('chain', '=', q.chain);
  }
  const list = await rows
    .orderBy('id', 'desc')
    .limit(PAGE_SIZE)
    .offset((q.page - 1) * PAGE_SIZE)
    .execute();
  const total = Number((await count.executeTakeFirstOrThrow()).n);
  const ids = list.map((r) => r.id);
  const received = ids.length
    ? await ctx.store.db
        .selectFrom('chain_transfers')
        .select((eb) => ['address_id', eb.fn.sum<bigint>('amount_minor').as('received_minor')])
        .where('address_id', 'in', ids)
        .where('state', 'in', ['credited', 'review', 'rejected'])
        .groupBy('address_id')
        .execute()
    : [];
  const names = await usernames(
    ctx.store.db,
    list.map((r) => r.user_id),
  );
  // Balances on chain, read now (what is left to sweep); one page at a time, at most 20 calls.
  const balances = await Promise.all(
    list.map(async (r) => {
      const w = watchedChain(ctx, r.chain);
      if (!w) return null;
      try {
        return formatUnits(await w.source.balanceOf(r.hex));
      } catch {
        return null;
      }
    }),
  );
  return pageOf(
    list.map((r, i) => ({
      chain: r.chain as Chain,
      index: r.idx,
      address: r.address,
      user_id: r.user_id,
      username: names.get(r.user_id) ?? '',
      deposit_no: r.order_no,
      received: formatUnits(
        (received.find((x) => x.address_id === r.id)?.received_minor as bigint | undefined) ?? 0n,
      ),
      balance: balances[i] ?? null,
      created_at: formatBeijing(r.created_at),
    })),
    total,
    q.page,
    PAGE_SIZE,
  );
}

export async function transferPage(
  ctx: AppContext,
  q: { chain?: Chain | undefined; state?: ChainTransferState | undefined; page: number },
): Promise<Page<AdminChainTransfer>> {
  let rows = ctx.store.db.selectFrom('chain_transfers').selectAll();
  let count = ctx.store.db
    .selectFrom('chain_transfers')
    .select((eb) => eb.fn.countAll<number>().as('n'));
  if (q.chain) {
    rows = rows.where('chain', '=', q.chain);
    count = count.where('chain', '=', q.chain);
  }
  if (q.state) {
    rows = rows.where('state', '=', q.state);
    count = count.where('state', '=', q.state);
  }
  const list = await rows
    .orderBy('id', 'desc')
    .limit(PAGE_SIZE)
    .offset((q.page - 1) * PAGE_SIZE)
    .execute();
  const total = Number((await count.executeTakeFirstOrThrow()).n);
  const names = await usernames(
    ctx.store.db,
    list.map((r) => r.user_id),
  );
  const settings = await readChainSettings(ctx.store.db);
  const heads = new Map(
    (await ctx.store.db.selectFrom('chain_status').select(['chain', 'head']).execute()).map((s) => [
      s.chain,
      s.head,
    ]),
  );
  const required = (chain: Chain) => requiredConfirmations(ctx, settings, chain);
  return pageOf(
    list.map((r) => {
      const chain = r.chain as Chain;
      const head = heads.get(chain) ?? 0;
      return {
        id: r.id,
        chain,
        tx_hash: r.tx_hash,
        log_index: r.log_index,
        block_number: r.block_number,
        from: displayAddress(chain, r.from_hex),
        to: displayAddress(chain, r.to_hex),
        amount: formatUnits(r.amount_minor),
        state: r.state as ChainTransferState,
        // Counted up to the requirement (n/N): past it the transfer is as good as any deeper.
        confirmations:
          r.state === 'dropped'
            ? 0
            : Math.min(required(chain), Math.max(0, head - r.block_number + 1)),
        required: required(chain),
        user_id: r.user_id,
        username: names.get(r.user_id) ?? '',
        deposit_no: r.deposit_no,
        credited: r.credited_minor === null ? '' : formatMinor(r.credited_minor),
        note: r.note,
        seen_at: formatBeijing(r.created_at),
        settled_at: r.settled_at ? formatBeijing(r.settled_at) : '',
      };
    }),
    total,
    q.page,
    PAGE_SIZE,
  );
}

/** One transfer to an order's address, as its page shows it. */
export interface AddressTransfer {
  txHash: string;
  logIndex: number;
  amountUnits: bigint;
  confirmations: number;
  state: ChainTransferState;
}

/**
 * What arrived at an order's address (its /payInfo): the transfers with their confirmations now,
 * and how many are required. undefined when the order has no address of ours.
 */
export async function orderActivity(
  ctx: AppContext,
  orderNo: string,
): Promise<{ chain: Chain; required: number; transfers: AddressTransfer[] } | undefined> {
  const address = await ctx.store.db
    .selectFrom('chain_addresses')
    .select(['id', 'chain'])
    .where('order_no', '=', orderNo)
    .executeTakeFirst();
  if (!address) return undefined;
  const chain = address.chain as Chain;
  const [transfers, status, settings] = await Promise.all([
    ctx.store.db
      .selectFrom('chain_transfers')
      .select(['tx_hash', 'log_index', 'amount_minor', 'block_number', 'state'])
      .where('address_id', '=', address.id)
      .where('state', '!=', 'ignored')
      .orderBy('id')
      .limit(50)
      .execute(),
    ctx.store.db
      .selectFrom('chain_status')
      .select('head')
      .where('chain', '=', chain)
      .executeTakeFirst(),
    readChainSettings(ctx.store.db),
  ]);
  const head = status?.head ?? 0;
  const required = requiredConfirmations(ctx, settings, chain);
  return {
    chain,
    required,
    transfers: transfers.map((t) => ({
      txHash: t.tx_hash,
      logIndex: t.log_index,
      amountUnits: t.amount_minor,
      confirmations:
        t.state === 'dropped' ? 0 : Math.min(required, Math.max(0, head - t.block_number + 1)),
      state: t.state as ChainTransferState,
    })),
  };
}
