import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

/** Routes of the operator API under /api/admin. */
export function registerAdminRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
