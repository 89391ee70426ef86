import net from 'node:net';
import injectRequest from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { startTestApp } from '../../test/app.ts';
import { listenOnTestPort } from '../../test/ports.ts';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes as they are on a new connection and reads the first answer. */
function rawRequest(port: number, text: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let data = Buffer.alloc(0);
    const finish = () => {
      const raw = data.toString('utf8');
      const end = raw.indexOf('\r\n\r\n');
      if (end < 0) return reject(new Error(`no answer: ${JSON.stringify(raw)}`));
      const [statusLine, ...lines] = raw.slice(0, end).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      const length = Number(headers['content-length'] ?? 0);
      const body = Buffer.from(raw.slice(end + 4), 'utf8')
        .subarray(0, length)
        .toString('utf8');
      resolve({ status: Number(statusLine!.split(' ')[1]), headers, body });
    };
    socket.on('data', (chunk) => {
      data = Buffer.concat([data, chunk]);
      const raw = data.toString('utf8');
      const end = raw.indexOf('\r\n\r\n');
      const length = /content-length: *(\d+)/i.exec(raw.slice(0, end))?.[1];
      if (end >= 0 && length !== undefined && data.length >= end + 4 + Number(length)) {
        socket.destroy();
        finish();
      }
    });
    socket.on('close', finish);
    socket.on('error', () => {});
    setTimeout(() => socket.destroy(), 5000);
  });
}

/**
 * Every answer is the envelope {code, message, data} with the HTTP status equal to code (DESIGN
 * §4), also the ones Fastify and Node give before any route runs: a header or address too long,
 * a malformed address or request, a method or an Expect the server does not take.
 */
describe('answers given before any route runs', () => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    port = await listenOnTestPort(t.app);
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  const CASES: [string, string, number, string][] = [
    [
      'a header too long',
      `GET /api/captcha HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      MSG.headersTooLarge,
    ],
    [
      'an address too long',
      `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      431,
      MSG.headersTooLarge,
    ],
    [
      'a path parameter too long',
      `POST /api/pay/callback/${'a'.repeat(200)} HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n`,
      414,
      MSG.urlTooLong,
    ],
    ['a bad percent-encoding', `GET /% HTTP/1.1\r\nHost: x\r\n\r\n`, 400, MSG.badRequest],
    [
      'a bad percent-encoding in an API path',
      `POST /api/%zz HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n`,
      400,
      MSG.badRequest,
    ],
    ['a request line that is not HTTP', `HELLO\r\n\r\n`, 400, MSG.badRequest],
    [
      'an unknown transfer encoding',
      `POST /api/login_pc HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: foo\r\n\r\n`,
      400,
      MSG.badRequest,
    ],
    [
      'a content length that is not a number',
      `POST /api/login_pc HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n`,
      400,
      MSG.badRequest,
    ],
    [
      'an expectation the server does not meet',
      `POST /api/login_pc HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\nContent-Length: 2\r\n\r\n{}`,
      417,
      MSG.badRequest,
    ],
    [
      'a method the path does not take',
      `DELETE /api/login_pc HTTP/1.1\r\nHost: x\r\n\r\n`,
      404,
      MSG.notFound,
    ],
    ['a method no path takes', `PROPFIND / HTTP/1.1\r\nHost: x\r\n\r\n`, 404, MSG.notFound],
    [
      'a body too large',
      `POST /api/login_pc HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 999999\r\n\r\n{}`,
      413,
      MSG.payloadTooLarge,
    ],
    [
      'a content type no call takes',
      `POST /api/login_pc HTTP/1.1\r\nHost: x\r\nContent-Type: application/xml\r\nContent-Length: 4\r\n\r\n<a/>`,
      415,
      MSG.badJson,
    ],
    // Uploads live in the database: there is no folder to list, only keys.
    ['the uploads address itself', `GET /uploads/ HTTP/1.1\r\nHost: x\r\n\r\n`, 404, MSG.notFound],
  ];

  for (const [label, request, status, message] of CASES) {
    it(`${label} is a ${status} envelope`, async () => {
      const answer = await rawRequest(port, request);
      expect(answer.status).toBe(status);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toEqual({ code: status, message, data: null });
    });
  }

  it('a call read after shutdown began is a 503 envelope', async () => {
    await t.app.close();
    // The way a call on a connection still open reaches the app (inject refuses a closed app).
    const response = await injectRequest(t.app.routing, { method: 'POST', url: '/api/balance' });
    expect(response.statusCode).toBe(503);
    expect(response.headers.connection).toBe('close');
    expect(response.json()).toEqual({ code: 503, message: MSG.serviceUnavailable, data: null });
  });
});
