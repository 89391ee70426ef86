import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

/** Catalogue, launch, player counts and service links (spec part 1 §7). */
export function registerGameRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
