import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { endpoints } from '@app/contract/endpoints';
import { OPERATOR_UPLOAD_LIMITS } from '@app/contract/admin-content';
import { LIMITS } from '@app/contract/limits';
import { MSG } from '@app/contract/messages';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { AppError, badRequest, tooMany } from '../../platform/http/errors.ts';
import { serveRaw } from '../../platform/http/route.ts';
import { addressKey } from '../../platform/login-throttle.ts';
import { assertNotGuest } from '../auth/index.ts';
import {
  readUpload,
  storeOperatorUpload,
  storeUpload,
  UPLOAD_TYPES,
  type StoredOperatorUpload,
} from './uploads.service.ts';

const MINUTE_MS = 60_000;

/**
 * Served uploads are player content: never sniffed as anything but the stored image type, never
 * run as a page (no script, no plugin, sandboxed when opened on their own), kept by the player's
 * browser for a year (a key's bytes never change) but not by shared caches.
 */
const SERVED_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy':
    "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'cache-control': 'private, max-age=31536000, immutable',
} as const;

/** Registers the multipart parser (one file, at most 5 MB) on a scope that receives images. */
export async function registerImageParser(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 5, parts: 6 },
  });
}

/**
 * Receives the image of a multipart request (one file "file") from a player and stores it: the
 * player's rate (429), multipart and size (400 图片大小不能超过 5MB。), the type by its magic bytes
 * with file-type, never the name or the declared type (400 请选择 GIF, PNG 或 JPG 格式的图片。),
 * then the daily quota (422). `cite`, when given, runs in the transaction that inserts the upload,
 * which is then pinned (a profile picture). Answers the upload's address. The scope must have
 * `registerImageParser`.
 */
export async function receiveImage(
  ctx: AppContext,
  request: FastifyRequest,
  user: { userId: number; isGuest: boolean },
  cite?: (tx: Tx, url: string) => Promise<void>,
): Promise<string> {
  // A guest's trial account stores nothing: fresh guests would be free storage.
  assertNotGuest(user);
  // Every attempt counts, refused ones too: the limits bound the work a player, and an address
  // signing in as many players, can cause.
  const address = addressKey(request.ip);
  if (
    (await ctx.limiter.hit(`uploads:${user.userId}`, MINUTE_MS)) > LIMITS.uploadsPerMinute ||
    (await ctx.limiter.hit(`uploads-address:${address}`, MINUTE_MS)) >
      LIMITS.uploadsPerMinutePerAddress
  ) {
    throw tooMany(MSG.uploadTooFast);
  }
  const image = await readImage(request);
  return storeUpload(ctx, { userId: user.userId, address }, image.bytes, image.contentType, cite);
}

/** An operator's stored image: its address, key, size and type (from the magic bytes). */
export type OperatorImage = StoredOperatorUpload;

/**
 * Receives the image of a multipart request (one file "file") from an operator, for content: the
 * operator's rate (429, OPERATOR_UPLOAD_LIMITS.perMinute a minute), multipart and size (400, at
 * most 5 MB), the type by its magic bytes (400), then the operator's daily quota (422). `record`
 * writes the audit row in the transaction that inserts the upload. The scope must have
 * `registerImageParser`.
 */
export async function receiveOperatorImage(
  ctx: AppContext,
  request: FastifyRequest,
  operatorId: number,
  record: (tx: Tx, upload: OperatorImage) => Promise<void>,
): Promise<OperatorImage> {
  const rate = await ctx.limiter.hit(`uploads:operator:${operatorId}`, MINUTE_MS);
  if (rate > OPERATOR_UPLOAD_LIMITS.perMinute) throw tooMany(MSG.uploadTooFast);
  const image = await readImage(request);
  return storeOperatorUpload(ctx, operatorId, image.bytes, image.contentType, record);
}

/** The one file of a multipart request, at most 5 MB, and its type by its magic bytes. */
async function readImage(request: FastifyRequest): Promise<{ bytes: Buffer; contentType: string }> {
  if (!request.isMultipart()) throw badRequest(MSG.uploadType);
  let file;
  try {
    file = await request.file();
  } catch {
    throw badRequest(MSG.uploadFailed);
  }
  if (!file) throw badRequest(MSG.uploadType);
  let buffer: Buffer;
  try {
    buffer = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw badRequest(MSG.uploadSize);
    }
    throw badRequest(MSG.uploadFailed);
  }
  if (file.file.truncated || buffer.length > LIMITS.uploadMaxBytes) {
    throw badRequest(MSG.uploadSize);
  }
  if (buffer.length === 0) throw badRequest(MSG.uploadType);
  const type = await fileTypeFromBuffer(buffer);
  if (!type || !UPLOAD_TYPES[type.mime]) throw badRequest(MSG.uploadType);
  return { bytes: buffer, contentType: type.mime };
}

/**
 * POST /api/uploadToOss (multipart, one file "file"): checks the type by its magic bytes (never
 * the name or the declared type), the player's rate and daily quota, stores it in the database
 * and answers its address. GET /uploads/<key>.<suffix> serves it from any node.
 */
export async function registerUploadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerImageParser(app);

  serveRaw(app, endpoints.uploadToOss, async (request, _reply, user) => {
    const url = await receiveImage(ctx, request, user);
    return { code: 200, message: MSG.ok, data: url };
  });

  app.get<{ Params: { name: string } }>(
    '/uploads/:name',
    { helmet: false } as object,
    async (request, reply) => {
      const upload = await readUpload(ctx, request.params.name);
      if (!upload) throw new AppError(404, MSG.notFound);
      const etag = `"${upload.sha256}"`;
      reply
        .headers(SERVED_HEADERS)
        .header('etag', etag)
        // Opened on its own it is shown as the image it is; saved, it keeps an image's name.
        .header('content-disposition', `inline; filename="${upload.name}"`);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(upload.contentType).send(upload.bytes);
    },
  );
}
