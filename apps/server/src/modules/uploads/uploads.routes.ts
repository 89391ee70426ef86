import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { endpoints } from '@app/contract/endpoints';
import { LIMITS } from '@app/contract/limits';
import { MSG } from '@app/contract/messages';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, tooMany } from '../../platform/http/errors.ts';
import { serveRaw } from '../../platform/http/route.ts';
import { requireUser } from '../auth/index.ts';
import { readUpload, storeUpload, UPLOAD_TYPES } from './uploads.service.ts';

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

/**
 * POST /api/uploadToOss (multipart, one file "file"): checks the type by its magic bytes (never
 * the name or the declared type), the player's rate and daily quota, stores it in the database
 * and answers its address. GET /uploads/<key>.<suffix> serves it from any node.
 */
export async function registerUploadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 5, parts: 6 },
  });

  serveRaw(app, endpoints.uploadToOss, async (request, reply) => {
    const user = await requireUser(ctx, request);
    // Every attempt counts, refused ones too: the limit bounds the work a player can cause.
    if ((await ctx.limiter.hit(`uploads:${user.userId}`, MINUTE_MS)) > LIMITS.uploadsPerMinute) {
      throw tooMany(MSG.uploadTooFast);
    }
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
    const type = await fileTypeFromBuffer(buffer);
    if (!type || !UPLOAD_TYPES[type.mime]) throw badRequest(MSG.uploadType);
    const url = await storeUpload(ctx, user.userId, buffer, type.mime);
    reply.header('cache-control', 'no-store');
    return { code: 200, message: MSG.ok, data: url };
  });

  app.get<{ Params: { name: string } }>(
    '/uploads/:name',
    { helmet: false } as object,
    async (request, reply) => {
      const upload = await readUpload(ctx, request.params.name);
      if (!upload) throw new AppError(404, MSG.notFound);
      const etag = `"${upload.sha256}"`;
      reply.headers(SERVED_HEADERS).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(upload.contentType).send(upload.bytes);
    },
  );
}
