import { createHash } from 'node:crypto';
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
 * A repeat must be the same call: the key is stored with a hash of the method, path and payload,
 * and the same key with another payload (or on another call) is a 409, never another call's
 * answer. Without the header the work simply runs.
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
  const payloadHash = hashOfCall(request);

  // The key is reserved first (one statement); only a repeat reads what the first call left.
  const reserved = await ctx.store.db
    .insertInto('idempotent_answers')
    .values({
      user_id: userId,
      key,
      path,
      status: PENDING,
      body: '',
      payload_hash: payloadHash,
      created_at: ctx.clock.now(),
    })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .executeTakeFirst()
    .catch(() => {
      throw conflict(MSG.tooMany);
    });
  if (Number(reserved.numInsertedOrUpdatedRows ?? 0n) === 0) {
    const earlier = await ctx.store.db
      .selectFrom('idempotent_answers')
      .select(['path', 'status', 'body', 'payload_hash'])
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .executeTakeFirst();
    // Gone between the two statements: the first call failed and freed it; try again later.
    if (!earlier) throw conflict(MSG.tooMany);
    return replay(earlier, path, payloadHash);
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

/** A JSON value with the keys of every object in code-point order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    sorted[key] = canonical((value as Record<string, unknown>)[key]);
  }
  return sorted;
}

/** SHA-256 (hex) of the call: method, path (without the query) and payload (body; GET: query). */
export function hashOfCall(request: FastifyRequest): string {
  const query = request.url.indexOf('?');
  const pathname = query < 0 ? request.url : request.url.slice(0, query);
  const payload = request.method === 'GET' ? request.query : request.body;
  return createHash('sha256')
    .update(JSON.stringify([request.method, pathname, canonical(payload ?? null)]))
    .digest('hex');
}

function replay<T>(
  earlier: { path: string; status: number; body: string; payload_hash: string | null },
  path: string,
  payloadHash: string,
): T {
  if (earlier.path !== path) throw conflict(MSG.idempotencyKeyReused);
  // Rows stored before payloads were hashed (0005) replay on the key alone, as they did.
  if (earlier.payload_hash !== null && earlier.payload_hash !== payloadHash) {
    throw conflict(MSG.idempotencyKeyReused);
  }
  if (earlier.status === PENDING) throw conflict(MSG.tooMany);
  const parsed = JSON.parse(earlier.body) as { data: T; message?: string };
  if (earlier.status !== 200)
    throw new AppError(earlier.status, parsed.message ?? MSG.badRequest, parsed.data);
  return parsed.data;
}
