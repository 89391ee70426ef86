import type { FastifyInstance } from 'fastify';
import type { Store } from '../../platform/db/database.ts';

/** A 1x1 PNG: real magic bytes for the upload checks. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

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

/** Saves a payee for a player straight into the table (the payee calls are tested on their own). */
export async function addPayee(
  store: Store,
  userId: number,
  payee: { type: 1 | 2; bank: string; bank_owner: string; bank_no: string },
): Promise<number> {
  const row = await store.db
    .insertInto('payees')
    .values({
      user_id: userId,
      bank_address: '',
      ico: '',
      created_at: Date.now(),
      deleted_at: null,
      ...payee,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
