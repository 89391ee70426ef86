import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';

/**
 * The app's logger (pino, through Fastify): one JSON object per line for machines, or one
 * readable line per event on a terminal (`LOG_FORMAT`, README). Whatever the format, nothing that
 * opens a session reaches the log: the authorization and cookie headers are removed, and the
 * query parameters that carry tokens (a venue's launch token `t`, the socket's `_token`, …) are
 * written as `[redacted]`.
 */
export type LogFormat = 'json' | 'pretty';

/** Query parameters whose value is a credential, compared without case. */
const SECRET_PARAMETERS = new Set(['t', 'token', '_token', 'api_token', 'access_token']);
export const REDACTED = '[redacted]';

function parameterName(pair: string): string {
  const name = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

/** The request target with the value of every credential parameter replaced. */
export function redactedUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) =>
      SECRET_PARAMETERS.has(parameterName(pair)) && pair.includes('=')
        ? `${pair.split('=', 1)[0]}=${REDACTED}`
        : pair,
    );
  return `${url.slice(0, start + 1)}${query.join('&')}`;
}

/** What a request's log lines say of it. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * One line per request, once it is answered (Fastify's default is two: incoming and completed).
 * A route's `logLevel` still applies: the line goes through the request's own logger.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}

export function loggerOptions(options: {
  level: string;
  format: LogFormat;
}): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: options.level,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: { req: requestForLog },
    ...(options.format === 'pretty'
      ? {
          transport: {
            target: 'pino-pretty',
            options: {
              singleLine: true,
              colorize: true,
              translateTime: 'SYS:HH:MM:ss.l',
              // A request reads `request POST /api/balance → 200 3 ms`.
              messageFormat:
                '{msg}{if req.method} {req.method} {req.url}{end}{if res.statusCode} → {res.statusCode}{end}{if responseTime} {responseTime} ms{end}',
              ignore: 'pid,hostname,reqId,req,res,responseTime',
            },
          },
        }
      : {}),
  };
}
