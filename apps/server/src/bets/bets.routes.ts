import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

/** Bet records (spec part 2 §7 betrecord). */
export function registerBetRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
