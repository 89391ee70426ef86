import type { FastifyInstance } from 'fastify';

/** A 1x1 PNG: real magic bytes for the upload checks. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** POST /api/uploadToOss with one file in the field "file", as the player app sends it. */
export function upload(
  app: FastifyInstance,
  token: string,
  bytes: Buffer,
  filename = 'shot.png',
  type = 'image/png',
) {
  return uploadTo(app, '/api/uploadToOss', token, bytes, filename, type);
}

/** POSTs one file in the field "file" (multipart) to `url`, as the player app sends it. */
export async function uploadTo(
  app: FastifyInstance,
  url: string,
  token: string,
  bytes: Buffer,
  filename: string,
  type: string,
) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), filename);
  const request = new Request('http://local/', { method: 'POST', body: form });
  const body = Buffer.from(await request.arrayBuffer());
  const response = await app.inject({
    method: 'POST',
    url,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': request.headers.get('content-type')!,
    },
    payload: body,
  });
  return { status: response.statusCode, ...response.json() };
}
