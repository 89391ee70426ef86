import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

/** Routes of venue wallets and transfers. */
export function registerVenueRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
