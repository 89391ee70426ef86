import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

/** Routes of saved payees (getcard, bindcard, delcard). */
export function registerPayeeRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
