import { endpoints } from '@app/contract/endpoints';
import { serveRaw } from '../../platform/http/route.ts';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { fileTypeFromBuffer } from 'file-type';
import { MSG } from '@app/contract/messages';
import type { AppContext } from '../../platform/context.ts';
import { requireUser } from '../auth/index.ts';
import { AppError, badRequest } from '../../platform/http/errors.ts';

/** Spec part 2 §9: uploads up to 5 MB (5,242,880 bytes), GIF, PNG or JPEG by their magic bytes. */
export const UPLOAD_MAX_BYTES = 5_242_880;
const ALLOWED: Record<string, string> = {
  'image/gif': 'gif',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/**
 * POST /api/uploadToOss (multipart, one file): checks the type by magic bytes (never the name),
 * stores it under a random name and answers its URL; GET /uploads/NAME serves it back.
 */
export async function registerUploadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await fs.mkdir(ctx.config.uploadDir, { recursive: true });
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
  await app.register(fastifyStatic, {
    root: ctx.config.uploadDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: '365d',
  });

  serveRaw(app, endpoints.uploadToOss, async (request, reply) => {
    await requireUser(ctx, request);
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
    if (file.file.truncated || buffer.length > UPLOAD_MAX_BYTES) throw badRequest(MSG.uploadSize);
    const type = await fileTypeFromBuffer(buffer);
    const extension = type ? ALLOWED[type.mime] : undefined;
    if (!extension) throw badRequest(MSG.uploadType);
    const name = `${randomBytes(16).toString('hex')}.${extension}`;
    await fs.writeFile(path.join(ctx.config.uploadDir, name), buffer, { flag: 'wx' });
    reply.header('cache-control', 'no-store');
    return { code: 200, message: MSG.ok, data: `/uploads/${name}` };
  });
}

/** Whether `url` names an image this server stored (a deposit may only point at one of ours). */
export async function isStoredUpload(ctx: AppContext, url: string): Promise<boolean> {
  const match = /^\/uploads\/([0-9a-f]{32}\.(gif|png|jpg))$/.exec(url);
  if (!match) return false;
  try {
    await fs.access(path.join(ctx.config.uploadDir, match[1]!));
    return true;
  } catch {
    return false;
  }
}

export function assertUploadUrl(ok: boolean): void {
  if (!ok) throw new AppError(400, MSG.uploadFirst);
}
