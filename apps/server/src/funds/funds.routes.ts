import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

/** Routes of deposits, withdrawals, uploads and records. */
export function registerFundsRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
