import { STATUS_CODES } from 'node:http';
import { isIP, type Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '@app/contract/messages';
import { AppError } from './errors.ts';
import { DomainError } from '../errors.ts';
import { knownAnswer } from './domain-errors.ts';
import { holdsUnstorableText, jsonMayHoldUnstorableText, urlHoldsNul } from './text.ts';

/** The request line and headers together may take this many bytes (Node's default): 431 past it. */
export const MAX_HEADER_BYTES = 16 * 1024;

/** The message of a 4xx or 5xx that carries no message of our own, by status. */
const STATUS_MESSAGES: Record<number, string> = {
  400: MSG.badRequest,
  403: MSG.forbidden,
  404: MSG.notFound,
  405: MSG.methodNotAllowed,
  408: MSG.requestTimeout,
  413: MSG.payloadTooLarge,
  414: MSG.urlTooLong,
  415: MSG.badJson,
  429: MSG.tooMany,
  431: MSG.headersTooLarge,
  503: MSG.serviceUnavailable,
};

export function envelopeOf(status: number, message?: string) {
  return {
    code: status,
    message:
      message ?? STATUS_MESSAGES[status] ?? (status < 500 ? MSG.badRequest : MSG.serverError),
    data: null,
  };
}

/** An envelope written straight to a socket, for answers given before Fastify has a request. */
function rawEnvelope(status: number): string {
  const body = JSON.stringify(envelopeOf(status));
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
    'Content-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    'X-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n' +
    body
  );
}

/**
 * The server options that keep Fastify's and Node's own early answers in the envelope: a request
 * Node cannot parse (400, 408, 431: `clientErrorHandler`), an address Fastify cannot route (400
 * bad percent-encoding, 414 parameter too long: `frameworkErrors`), and the 503 of a server that
 * shuts down (answered by the onRequest hook of installEnvelope instead of Fastify's own text).
 * Spread into the options of `Fastify()`.
 */
export const envelopeServerOptions = {
  http: { maxHeaderSize: MAX_HEADER_BYTES },
  return503OnClosing: false,
  frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
    const status =
      error.code === 'FST_ERR_BAD_URL'
        ? 400
        : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? 414
          : 500;
    if (status === 500) reply.log.error({ err: error }, 'framework error');
    void reply.code(status).send(envelopeOf(status));
  },
  clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? 431
          : error.code === 'HPE_URI_OVERFLOW'
            ? 414
            : 400;
    this.log.trace({ err: error }, 'client error');
    if (socket.writable) socket.write(rawEnvelope(status));
    socket.destroy(error);
  },
};

/**
 * Every answer is the envelope {code, message, data} with the HTTP status equal to code
 * (DESIGN §4). Bad input is a 4xx with a Chinese message; a 500 never carries a stack or SQL.
 * Together with `envelopeServerOptions`, this covers the answers given before any route runs.
 */
export function installEnvelope(app: FastifyInstance): void {
  setJsonHeaders(app);
  parseJsonBodies(app);
  turnAwayBadRequests(app);
  answerExpectations(app);
  answerErrors(app);
}

/**
 * THE place for the headers of every JSON answer, errors included, whichever route or hook
 * answered: never sniffed as another type, never kept by a cache unless a successful answer set
 * its own policy (the API description). Pages and files have their own (page-headers.ts).
 */
function setJsonHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('application/json')) {
      reply.header('x-content-type-options', 'nosniff');
      if (reply.statusCode >= 400 || !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
    }
    done(null, payload);
  });
}

/**
 * A JSON body as every call reads it: empty is an empty payload (clients POST calls like
 * /api/logoff bare); not JSON is 400 badJson; text PostgreSQL cannot store is 400 textInvalid.
 * Throws the AppError. A scope that needs the raw text as well (a signed body) parses with it.
 */
export function parseJsonText(text: string): unknown {
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError(400, MSG.badJson);
  }
  if (jsonMayHoldUnstorableText(text) && holdsUnstorableText(parsed)) {
    throw new AppError(400, MSG.textInvalid);
  }
  return parsed;
}

function parseJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonText(typeof body === 'string' ? body : body.toString('utf8')));
    } catch (error) {
      done(error as AppError, undefined);
    }
  });
}

/** Calls after shutdown began, NULs in the URL and forwarded addresses that are not addresses. */
function turnAwayBadRequests(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.addHook('onRequest', (request, reply, done) => {
    // A call read after shutdown began (a keep-alive or pipelined one) is turned away, so that a
    // load balancer sends it elsewhere.
    if (closing) {
      reply.header('connection', 'close');
      return done(new AppError(503, MSG.serviceUnavailable));
    }
    // The path and the query: a %00 would reach a parameter or a query value as a NUL.
    if (urlHoldsNul(request.url)) return done(new AppError(400, MSG.textInvalid));
    // Behind a proxy the client address is read from X-Forwarded-For; it is stored (audit log)
    // and limits count by it, so it must be an address.
    if (request.headers['x-forwarded-for'] !== undefined && isIP(request.ip) === 0) {
      return done(new AppError(400, MSG.badRequest));
    }
    done();
  });
}

/** Node answers an Expect header other than 100-continue itself (417, no body) unless told how. */
function answerExpectations(app: FastifyInstance): void {
  app.server.on('checkExpectation', (_request, response) => {
    const body = JSON.stringify(envelopeOf(417));
    response.writeHead(417, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      connection: 'close',
    });
    response.end(body);
  });
}

/** Domain and app errors as their envelope; framework 4xx with their message; anything else 500. */
function answerErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | DomainError, request, reply) => {
    const known = knownAnswer(error);
    if (known) {
      return reply
        .code(known.code)
        .send({ code: known.code, message: known.message, data: known.data });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        (error as FastifyError).code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? MSG.badJson
          : STATUS_MESSAGES[status];
      return reply.code(status).send(envelopeOf(status, message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(envelopeOf(500));
  });
}

export function notFoundEnvelope() {
  return envelopeOf(404);
}
