import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { OPERATOR_UPLOAD_LIMITS } from '@app/contract/admin-content';
import { LIMITS } from '@app/contract/limits';
import type { AppContext } from '../../platform/context.ts';
import type { Store, Tx } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { beijingDayStart } from '../../platform/time.ts';
import { uploadStorage } from './storage.ts';

/** The image types a player may upload (spec part 2 §5), by their magic bytes, and their suffix. */
export const UPLOAD_TYPES: Readonly<Record<string, string>> = {
  'image/gif': 'gif',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/** `/uploads/<32 hex>.<gif|png|jpg>`: the address answered for an upload (and for older ones). */
const URL_PATTERN = /^\/uploads\/([0-9a-f]{32})\.(gif|png|jpg)$/;
/** What GET /uploads/ accepts: the key, with or without its suffix. */
const NAME_PATTERN = /^([0-9a-f]{32})(?:\.(gif|png|jpg))?$/;

/** Unpinned uploads older than this are deleted by the clean-up job. */
export const UNPINNED_KEEP_MS = 24 * 60 * 60 * 1000;
/** Rows one clean-up batch deletes, and batches in one run (the next run goes on). */
const CLEANUP_BATCH = 200;
const CLEANUP_MAX_BATCHES = 50;

/** PostgreSQL advisory lock class of a player's uploads (the daily quota is checked under it). */
const QUOTA_LOCK_CLASS = 0x55500001;

export function uploadUrl(key: string, contentType: string): string {
  const suffix = UPLOAD_TYPES[contentType];
  if (!suffix) throw new Error(`not an upload type: ${contentType}`);
  return `/uploads/${key}.${suffix}`;
}

/** The key named by an upload's address, or undefined when `url` is not one of ours. */
export function keyOfUrl(url: string): string | undefined {
  return URL_PATTERN.exec(url)?.[1];
}

/**
 * Stores an image of a player (its type already checked by its magic bytes) within the player's
 * quota of the Beijing day, and answers its address. The quota is counted from the table, so it
 * holds across nodes; on PostgreSQL the check and the insert run under the player's advisory
 * lock (SQLite writes one transaction at a time). `cite`, when given, writes what cites the upload
 * (a profile picture) in the same transaction, and the upload is stored pinned.
 */
export async function storeUpload(
  ctx: AppContext,
  from: { userId: number; address: string },
  bytes: Buffer,
  contentType: string,
  cite?: (tx: Tx, url: string) => Promise<void>,
): Promise<string> {
  if (bytes.length === 0 || bytes.length > LIMITS.uploadMaxBytes) {
    throw new RangeError(`upload of ${bytes.length} bytes`);
  }
  const key = randomBytes(16).toString('hex');
  const url = uploadUrl(key, contentType);
  const now = ctx.clock.now();
  const storage = uploadStorage(ctx);
  const kept = await storage.put(key, bytes, contentType);
  try {
    await inTransaction(ctx.store, async (tx) => {
      const { userId, address } = from;
      await lockPlayerUploads(ctx.store, tx, userId);
      await lockAddressUploads(ctx.store, tx, address);
      const fromAddress = await tx
        .selectFrom('uploads')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('total'))
        .where('address', '=', address)
        .where('created_at', '>=', beijingDayStart(now))
        .executeTakeFirstOrThrow();
      if (Number(fromAddress.total) + bytes.length > LIMITS.uploadBytesPerDayPerAddress) {
        throw new DomainError('upload_address_daily_bytes');
      }
      const today = await tx
        .selectFrom('uploads')
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('total'),
        ])
        .where('user_id', '=', userId)
        .where('created_at', '>=', beijingDayStart(now))
        .executeTakeFirstOrThrow();
      if (Number(today.count) >= LIMITS.uploadsPerDay) {
        throw new DomainError('upload_daily_count', { count: LIMITS.uploadsPerDay });
      }
      if (Number(today.total) + bytes.length > LIMITS.uploadBytesPerDay) {
        throw new DomainError('upload_daily_bytes', {
          megabytes: LIMITS.uploadBytesPerDay / (1024 * 1024),
        });
      }
      await tx
        .insertInto('uploads')
        .values({
          key,
          user_id: userId,
          address,
          content_type: contentType,
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          bytes: kept,
          pinned_at: cite ? now : null,
          created_at: now,
        })
        .execute();
      if (cite) await cite(tx, url);
    });
  } catch (error) {
    await storage.remove([key]);
    throw error;
  }
  return url;
}

/** PostgreSQL advisory lock class of an operator's uploads (their daily quota). */
const OPERATOR_QUOTA_LOCK_CLASS = 0x55500002;

/** What an operator's upload is, for the audit row written with it. */
export interface StoredOperatorUpload {
  url: string;
  key: string;
  size: number;
  contentType: string;
}

/**
 * Stores an image an operator uploads for content (its type already checked by its magic bytes)
 * within the operator's quota of the Beijing day (OPERATOR_UPLOAD_LIMITS, counted from the table
 * under the operator's advisory lock on PostgreSQL), and answers it. It is stored pinned: content
 * cites it by address from many places (banners, activities, invite images, games, support
 * replies), so the clean-up never deletes it; the quota bounds what an operator can store.
 * `record` writes the audit row in the same transaction as the insert.
 */
export async function storeOperatorUpload(
  ctx: AppContext,
  operatorId: number,
  bytes: Buffer,
  contentType: string,
  record: (tx: Tx, upload: StoredOperatorUpload) => Promise<void>,
): Promise<StoredOperatorUpload> {
  if (bytes.length === 0 || bytes.length > LIMITS.uploadMaxBytes) {
    throw new RangeError(`upload of ${bytes.length} bytes`);
  }
  const key = randomBytes(16).toString('hex');
  const upload = { url: uploadUrl(key, contentType), key, size: bytes.length, contentType };
  const now = ctx.clock.now();
  const storage = uploadStorage(ctx);
  const kept = await storage.put(key, bytes, contentType);
  try {
    await inTransaction(ctx.store, async (tx) => {
      if (ctx.store.dialect === 'postgres') {
        await sql`select pg_advisory_xact_lock(${OPERATOR_QUOTA_LOCK_CLASS}, ${operatorId})`.execute(
          tx,
        );
      }
      const today = await tx
        .selectFrom('uploads')
        .select((eb) => [
          eb.fn.countAll<number>().as('count'),
          eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('total'),
        ])
        .where('operator_id', '=', operatorId)
        .where('created_at', '>=', beijingDayStart(now))
        .executeTakeFirstOrThrow();
      if (Number(today.count) >= OPERATOR_UPLOAD_LIMITS.perDay) {
        throw new DomainError('operator_upload_daily_count', {
          count: OPERATOR_UPLOAD_LIMITS.perDay,
        });
      }
      if (Number(today.total) + bytes.length > OPERATOR_UPLOAD_LIMITS.bytesPerDay) {
        throw new DomainError('operator_upload_daily_bytes', {
          megabytes: OPERATOR_UPLOAD_LIMITS.bytesPerDay / (1024 * 1024),
        });
      }
      await tx
        .insertInto('uploads')
        .values({
          key,
          user_id: null,
          operator_id: operatorId,
          content_type: contentType,
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          bytes: kept,
          pinned_at: now,
          created_at: now,
        })
        .execute();
      await record(tx, upload);
    });
  } catch (error) {
    await storage.remove([key]);
    throw error;
  }
  return upload;
}

async function lockPlayerUploads(store: Store, tx: Tx, userId: number): Promise<void> {
  if (store.dialect !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(${QUOTA_LOCK_CLASS}, ${userId})`.execute(tx);
}

/** PostgreSQL advisory lock class of one client address's uploads (its daily quota). */
const ADDRESS_QUOTA_LOCK_CLASS = 0x55500003;

/** Taken after the player's lock, so every upload locks in the same order. */
async function lockAddressUploads(store: Store, tx: Tx, address: string): Promise<void> {
  if (store.dialect !== 'postgres') return;
  const hash = createHash('sha256').update(address).digest().readInt32BE(0);
  await sql`select pg_advisory_xact_lock(${ADDRESS_QUOTA_LOCK_CLASS}, ${hash})`.execute(tx);
}

export interface ServedUpload {
  /** `<key>.<suffix>`: the name it is served under. */
  name: string;
  contentType: string;
  sha256: string;
  bytes: Buffer;
}

/** An upload by the name in its address (`<key>` or `<key>.<suffix>`), or undefined. */
export async function readUpload(ctx: AppContext, name: string): Promise<ServedUpload | undefined> {
  const match = NAME_PATTERN.exec(name);
  if (!match) return undefined;
  const row = await ctx.store.db
    .selectFrom('uploads')
    .select(['key', 'content_type', 'sha256', 'bytes'])
    .where('key', '=', match[1]!)
    .executeTakeFirst();
  if (!row) return undefined;
  // A suffix that is not the stored type's names nothing (the stored type is what is served).
  if (match[2] !== undefined && UPLOAD_TYPES[row.content_type] !== match[2]) return undefined;
  const bytes = await uploadStorage(ctx).get(row);
  if (!bytes) return undefined;
  const served = `${row.key}.${UPLOAD_TYPES[row.content_type] ?? 'bin'}`;
  return { name: served, contentType: row.content_type, sha256: row.sha256, bytes };
}

/** Whether `url` is the address of an upload of this player (read-only; see `pinUpload`). */
export async function ownsUpload(ctx: AppContext, userId: number, url: string): Promise<boolean> {
  const key = keyOfUrl(url);
  if (!key) return false;
  const row = await ctx.store.db
    .selectFrom('uploads')
    .select('id')
    .where('key', '=', key)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Pins the player's upload at `url` so the clean-up keeps it: call it in the transaction that
 * writes what cites the upload (a deposit; later a profile picture). Answers false, pinning
 * nothing, when `url` is not an upload of this player (unknown, another player's, or deleted):
 * the caller refuses. A pin is never undone; pinning twice keeps the first time.
 */
export async function pinUpload(
  tx: Tx,
  pin: { userId: number; url: string; at: number },
): Promise<boolean> {
  const key = keyOfUrl(pin.url);
  if (!key) return false;
  const updated = await tx
    .updateTable('uploads')
    .set((eb) => ({ pinned_at: eb.fn.coalesce('pinned_at', eb.val(pin.at)) }))
    .where('key', '=', key)
    .where('user_id', '=', pin.userId)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/**
 * Pins an upload whoever uploaded it: an operator citing an image in a support reply (a picture a
 * player sent, or one stored for the back office). Answers false, pinning nothing, when no upload
 * has this address; the caller refuses.
 */
export async function pinAnyUpload(tx: Tx, pin: { url: string; at: number }): Promise<boolean> {
  const key = keyOfUrl(pin.url);
  if (!key) return false;
  const updated = await tx
    .updateTable('uploads')
    .set((eb) => ({ pinned_at: eb.fn.coalesce('pinned_at', eb.val(pin.at)) }))
    .where('key', '=', key)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/**
 * Deletes unpinned uploads created before `before`, in batches, and answers how many. The delete
 * repeats the "unpinned" condition, so an upload pinned meanwhile (a deposit committed between
 * the scan and the delete) is kept.
 */
export async function deleteStaleUploads(
  ctx: AppContext,
  before: number,
  signal?: AbortSignal,
): Promise<number> {
  const storage = uploadStorage(ctx);
  let deleted = 0;
  for (let batch = 0; batch < CLEANUP_MAX_BATCHES && !signal?.aborted; batch++) {
    const stale = await ctx.store.db
      .selectFrom('uploads')
      .select('id')
      .where('pinned_at', 'is', null)
      .where('created_at', '<', before)
      .orderBy('id')
      .limit(CLEANUP_BATCH)
      .execute();
    if (stale.length === 0) break;
    const gone = await ctx.store.db
      .deleteFrom('uploads')
      .where(
        'id',
        'in',
        stale.map((row) => row.id),
      )
      .where('pinned_at', 'is', null)
      .returning('key')
      .execute();
    await storage.remove(gone.map((row) => row.key));
    deleted += gone.length;
    if (stale.length < CLEANUP_BATCH) break;
  }
  return deleted;
}
