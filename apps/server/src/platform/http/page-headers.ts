import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type HookHandlerDoneFunction,
} from 'fastify';
import path from 'node:path';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { inlineScriptSources } from './inline-scripts.ts';

export type PageHeadersHook = (
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
) => void;

/**
 * helmet's document headers (the CSP, HSTS, the cross-origin policies, …) for the routes that
 * answer pages and files, as route hooks: the JSON calls (`serve`, `serveRaw`: `helmet: false`)
 * set their own two headers and run nothing of this. @fastify/helmet itself adds two hooks to
 * every request, one of them async, and builds helmet's middleware again for each page; its
 * headers depend only on the options, so they are taken once here, from a request injected into a
 * throwaway instance that registers it with these options, and every page gets them as helmet
 * would have set them (on the raw response before the route runs, so a route's own header of the
 * same name still wins). Answers the hook, for the not-found handler (which no route hook reaches).
 */
export async function registerPageHeaders(
  app: FastifyInstance,
  options: FastifyHelmetOptions,
): Promise<PageHeadersHook> {
  const headers = await helmetHeaders(options);
  const apply: PageHeadersHook = (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  };
  app.addHook('onRoute', (route) => {
    if ((route as { helmet?: unknown }).helmet === false) return;
    const own = route.onRequest;
    route.onRequest = own === undefined ? [apply] : [apply, ...(Array.isArray(own) ? own : [own])];
  });
  return apply;
}

/** The headers @fastify/helmet adds with these options to a plain answer. */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const answer = async (withHelmet: boolean) => {
    const probe = Fastify({ logger: false });
    if (withHelmet) await probe.register(helmet, options);
    probe.get('/', async () => 'probe');
    try {
      return (await probe.inject({ method: 'GET', url: '/' })).headers;
    } finally {
      await probe.close();
    }
  };
  const [plain, withHelmet] = await Promise.all([answer(false), answer(true)]);
  const added: [string, string][] = [];
  for (const [name, value] of Object.entries(withHelmet)) {
    // Fastify's own (date, content-type, content-length, connection) are in both.
    if (value === undefined || name in plain) continue;
    added.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
  }
  if (!added.some(([name]) => name === 'content-security-policy')) {
    throw new Error('page headers: helmet set no content-security-policy');
  }
  return added;
}

/**
 * The document headers of the player app's pages: its content policy (its first paint's inline
 * script allowed by hash, inline-scripts.ts) and framing by Telegram's web client, where it opens
 * as a Mini App. Games open in its frame from https addresses; `demoGames` (the demo's game
 * providers, served over http) is allowed besides.
 */
export function registerAppPageHeaders(
  app: FastifyInstance,
  webDist: string | undefined,
  demoGames?: string,
): Promise<PageHeadersHook> {
  return registerPageHeaders(app, {
    frameguard: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        scriptSrc: ["'self'", ...inlineScriptSources(webDist && path.join(webDist, 'index.html'))],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ["'self'", 'https:', ...(demoGames ? [demoGames] : [])],
        frameAncestors: ["'self'", 'https://web.telegram.org', 'https://*.telegram.org'],
        upgradeInsecureRequests: null,
      },
    },
  });
}
