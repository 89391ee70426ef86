import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, REDACTED, redactedUrl, OneLinePerRequest } from './logger.ts';

describe('the request log', () => {
  it('writes every credential parameter of a request target as [redacted]', () => {
    expect(redactedUrl('/venue/demo/play?t=demo4.p42.abcdef&game=slot')).toBe(
      `/venue/demo/play?t=${REDACTED}&game=slot`,
    );
    expect(redactedUrl('/wss?roomid=3&_token=secret&epoch=e1')).toBe(
      `/wss?roomid=3&_token=${REDACTED}&epoch=e1`,
    );
    expect(redactedUrl('/x?TOKEN=a&api_token=b&%74=c&Access_Token=d&tt=kept')).toBe(
      `/x?TOKEN=${REDACTED}&api_token=${REDACTED}&%74=${REDACTED}&Access_Token=${REDACTED}&tt=kept`,
    );
    expect(redactedUrl('/api/user')).toBe('/api/user');
    expect(redactedUrl('/x?t&%zz=1')).toBe('/x?t&%zz=1');
  });

  it('keeps the launch token and the session out of what the app logs', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions({ level: 'info', format: 'json' });
    const app = Fastify({
      logger: { ...(options as object), stream },
      logController: new OneLinePerRequest(),
    });
    app.get('/venue/demo/play', async () => 'ok');
    await app.inject({
      url: '/venue/demo/play?t=demo4.p42.launch-secret',
      headers: { authorization: 'Bearer session-secret' },
    });
    await app.close();
    const log = lines.join('');
    // One line for the request, once answered, with its status.
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      msg: 'request',
      req: { method: 'GET', url: '/venue/demo/play?t=[redacted]' },
      res: { statusCode: 200 },
    });
    expect(log).not.toContain('launch-secret');
    expect(log).not.toContain('session-secret');
  });
});
