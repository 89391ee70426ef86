import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

/** The demo venue's own game pages and calls (DESIGN §6), at /venue/demo/…. */
export function registerDemoVenueRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
