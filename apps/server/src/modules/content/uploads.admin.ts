import type { FastifyInstance } from 'fastify';
import type { AdminUploadData } from '@app/contract/admin-content';
import { adminEndpoints } from '@app/contract/endpoints';
import { MSG } from '@app/contract/messages';
import type { AppContext } from '../../platform/context.ts';
import { serveRaw } from '../../platform/http/route.ts';
import { recordAudit } from '../audit/index.ts';
import { receiveOperatorImage, registerImageParser } from '../uploads/index.ts';

/**
 * POST /api/admin/uploads (multipart, one file "file"): an image an operator uploads for content
 * (banner, activity banner, invite image, category or game picture, support reply). The operator's
 * token and role first (content, support or admin; 401/403 before the body is read), then the
 * uploads module's checks (rate, 5 MB, magic bytes, the operator's daily quota). The upload and
 * its audit row (`upload.create`, `upload:<key>`) are written in one transaction. Answers
 * `{url, size, content_type}`; the address is served by GET /uploads/<key>.<suffix>.
 */
export async function registerOperatorUploadRoute(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  await app.register(async (scope) => {
    await registerImageParser(scope);
    serveRaw(scope, adminEndpoints.uploadImage, async (request, _reply, operator) => {
      const upload = await receiveOperatorImage(ctx, request, operator.operatorId, (tx, image) =>
        recordAudit(ctx, tx, operator, 'upload.create', `upload:${image.key}`, {
          after: { url: image.url, size: image.size, content_type: image.contentType },
        }),
      );
      const data: AdminUploadData = {
        url: upload.url,
        size: upload.size,
        content_type: upload.contentType,
      };
      return { code: 200, message: MSG.ok, data };
    });
  });
}
