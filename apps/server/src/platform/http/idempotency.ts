import type { FastifyRequest } from 'fastify';
import { MSG } from '@app/contract/messages';
import type { AppContext } from '../context.ts';
import { AppError, conflict } from './errors.ts';
import { knownAnswer } from './domain-errors.ts';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
const PENDING = 0;

/**
 * DESIGN §4: a call that moves money accepts an `Idempotency-Key` header; a repeat with the same
 * key answers the first answer and moves nothing. The key is reserved before the work runs, so two
 * concurrent repeats cannot both run it (the second gets 409 while the first is in flight).
 * Without the header the work simply runs.
 */
export async function idempotent<T>(
  ctx: AppContext,
  request: FastifyRequest,
  userId: number,
  work: () => Promise<T>,
): Promise<T> {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || key === '') return work();
  if (!KEY_PATTERN.test(key)) throw new AppError(400, MSG.badRequest);
  const path = request.routeOptions.url ?? request.url;

  const earlier = await ctx.store.db
    .selectFrom('idempotent_answers')
    .select(['path', 'status', 'body'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  if (earlier) return replay(earlier, path);

  try {
    await ctx.store.db
      .insertInto('idempotent_answers')
      .values({ user_id: userId, key, path, status: PENDING, body: '', created_at: Date.now() })
      .execute();
  } catch {
    throw conflict(MSG.tooMany);
  }

  let status = 200;
  let body: string;
  try {
    const data = await work();
    body = JSON.stringify({ data: data ?? null });
    await save(ctx, userId, key, status, body);
    return data;
  } catch (error) {
    const known = knownAnswer(error);
    if (known && known.code < 500) {
      status = known.code;
      body = JSON.stringify({ message: known.message, data: known.data });
      await save(ctx, userId, key, status, body);
    } else {
      // Unknown outcome: free the key so the player can try again.
      await ctx.store.db
        .deleteFrom('idempotent_answers')
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .execute();
    }
    throw error;
  }
}

async function save(ctx: AppContext, userId: number, key: string, status: number, body: string) {
  await ctx.store.db
    .updateTable('idempotent_answers')
    .set({ status, body })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
}

function replay<T>(earlier: { path: string; status: number; body: string }, path: string): T {
  if (earlier.path !== path || earlier.status === PENDING) throw conflict(MSG.tooMany);
  const parsed = JSON.parse(earlier.body) as { data: T; message?: string };
  if (earlier.status !== 200)
    throw new AppError(earlier.status, parsed.message ?? MSG.badRequest, parsed.data);
  return parsed.data;
}
