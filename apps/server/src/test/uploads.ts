import type { FastifyInstance } from 'fastify';

/** A 1x1 PNG: real magic bytes for the upload checks. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** POST /api/uploadToOss with one file in the field "file", as the player app sends it. */
export async function upload(
  app: FastifyInstance,
  token: string,
  bytes: Buffer,
  filename = 'shot.png',
  type = 'image/png',
) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), filename);
  const request = new Request('http://local/', { method: 'POST', body: form });
  const body = Buffer.from(await request.arrayBuffer());
  const response = await app.inject({
    method: 'POST',
    url: '/api/uploadToOss',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': request.headers.get('content-type')!,
    },
    payload: body,
  });
  return { status: response.statusCode, ...response.json() };
}
