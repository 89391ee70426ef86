import { isIP } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import { MSG } from '@app/contract/messages';
import { AppError } from './errors.ts';
import { holdsUnstorableText, jsonMayHoldUnstorableText, urlHoldsNul } from './text.ts';

/**
 * Every answer is the envelope {code, message, data} with the HTTP status equal to code
 * (DESIGN §4). Bad input is a 4xx with a Chinese message; a 500 never carries a stack or SQL.
 */
export function installEnvelope(app: FastifyInstance): void {
  // An empty JSON body is an empty payload, not an error: clients POST calls like /api/logoff bare.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return done(new AppError(400, MSG.badJson), undefined);
    }
    if (jsonMayHoldUnstorableText(text) && holdsUnstorableText(parsed)) {
      return done(new AppError(400, MSG.textInvalid), undefined);
    }
    done(null, parsed);
  });

  app.addHook('onRequest', (request, _reply, done) => {
    // The path and the query: a %00 would reach a parameter or a query value as a NUL.
    if (urlHoldsNul(request.url)) return done(new AppError(400, MSG.textInvalid));
    // Behind a proxy the client address is read from X-Forwarded-For; it is stored (audit log)
    // and limits count by it, so it must be an address.
    if (request.headers['x-forwarded-for'] !== undefined && isIP(request.ip) === 0) {
      return done(new AppError(400, MSG.badRequest));
    }
    done();
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.code)
        .send({ code: error.code, message: error.message, data: error.data });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ code: 429, message: MSG.tooMany, data: null });
    }
    if (status === 413) {
      return reply.code(413).send({ code: 413, message: MSG.payloadTooLarge, data: null });
    }
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? MSG.badJson : MSG.badRequest;
      return reply.code(status).send({ code: status, message, data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: 500, message: MSG.serverError, data: null });
  });
}

export function notFoundEnvelope() {
  return { code: 404, message: MSG.notFound, data: null };
}
