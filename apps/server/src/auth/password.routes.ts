import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

/** Routes of password changes (editPassword, editPayPassword). */
export function registerPasswordRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
