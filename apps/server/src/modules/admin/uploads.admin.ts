import { adminEndpoints } from '@app/contract/endpoints';
import { MSG } from '@app/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { serveRaw } from '../../platform/http/route.ts';
import { auditChange } from '../audit/index.ts';
import { requireOperator } from '../operators/index.ts';
import { receiveOperatorImage, registerImageParser } from '../uploads/index.ts';

/**
 * POST /api/admin/upload (multipart, one file "file"): an operator's image, with the uploads
 * module's checks (type by magic bytes, 5 MB, the operator's rate). It belongs to no player and is
 * not pinned until a call cites it (a support reply pins it); the upload is audited in its
 * transaction (`upload.image`, target the address).
 */
export async function registerOperatorUploads(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  await app.register(async (scope) => {
    await registerImageParser(scope);
    serveRaw(scope, adminEndpoints.uploadImage, async (request, reply) => {
      const operator = await requireOperator(ctx, request, adminEndpoints.uploadImage);
      const actor = { operatorId: operator.operatorId, ip: request.ip };
      const url = await receiveOperatorImage(ctx, request, operator.operatorId, (tx, stored) =>
        auditChange(ctx, tx, actor, 'upload.image', stored, {}),
      );
      reply.header('cache-control', 'no-store');
      return { code: 200, message: MSG.ok, data: url };
    });
  });
}
