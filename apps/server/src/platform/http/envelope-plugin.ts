import type { FastifyError, FastifyInstance } from 'fastify';
import { MSG } from '@app/contract/messages';
import { AppError } from './errors.ts';
import { DomainError } from '../errors.ts';
import { knownAnswer } from './domain-errors.ts';

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
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError(400, MSG.badJson), undefined);
    }
  });

  app.setErrorHandler((error: FastifyError | AppError | DomainError, request, reply) => {
    const known = knownAnswer(error);
    if (known) {
      return reply
        .code(known.code)
        .send({ code: known.code, message: known.message, data: known.data });
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
        (error as FastifyError).code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? MSG.badJson
          : MSG.badRequest;
      return reply.code(status).send({ code: status, message, data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: 500, message: MSG.serverError, data: null });
  });
}

export function notFoundEnvelope() {
  return { code: 404, message: MSG.notFound, data: null };
}
