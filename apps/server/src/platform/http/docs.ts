import type { FastifyInstance } from 'fastify';
import type { EndpointMap } from '@app/contract/endpoint';
import { openApiDocument } from '@app/contract/openapi';

/**
 * GET /api/docs: the OpenAPI 3.1 document of every call, generated from the contract's endpoint
 * maps (DESIGN §3). It is the document itself (what API tools read), not wrapped in the envelope;
 * made once, on the first request.
 */
export function registerApiDocs(app: FastifyInstance, maps: Record<string, EndpointMap>): void {
  let document: string | undefined;
  app.get('/api/docs', { helmet: false } as object, async (_request, reply) => {
    document ??= JSON.stringify(
      openApiDocument(
        Object.fromEntries(
          Object.entries(maps).flatMap(([area, map]) =>
            Object.entries(map).map(([name, endpoint]) => [`${area}.${name}`, endpoint]),
          ),
        ),
        { title: '星河娱乐 API', version: '1' },
      ),
    );
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(document);
  });
}
