import type { FastifyInstance } from 'fastify';

/** A 1x1 PNG: real magic bytes for the upload checks. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * A loopback address of its own for each upload unless one is given: the per-address quota is
 * tested where it is meant, and other tests' uploads do not add up behind one address.
 */
function someAddress(): string {
  const part = () => Math.floor(Math.random() * 254) + 1;
  return `127.${part()}.${part()}.${part()}`;
}

/** POST /api/uploadToOss with one file in the field "file", as the player app sends it. */
export function upload(
  app: FastifyInstance,
  token: string,
  bytes: Buffer,
  filename = 'shot.png',
  type = 'image/png',
  from = someAddress(),
) {
  return uploadTo(app, '/api/uploadToOss', token, bytes, filename, type, from);
}

/** POSTs one file in the field "file" (multipart) to `url`, as the player app sends it. */
export async function uploadTo(
  app: FastifyInstance,
  url: string,
  token: string,
  bytes: Buffer,
  filename: string,
  type: string,
  from = someAddress(),
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
    remoteAddress: from,
  });
  return { status: response.statusCode, ...response.json() };
}
