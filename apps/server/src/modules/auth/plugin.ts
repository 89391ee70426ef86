import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { registerAuthRoutes } from './auth.routes.ts';
import { registerPasswordRoutes } from './password.routes.ts';
import { listenToRevocations } from './revocation.ts';

export function authPlugin(app: FastifyInstance, ctx: AppContext): void {
  listenToRevocations(ctx);
  registerAuthRoutes(app, ctx);
  registerPasswordRoutes(app, ctx);
}
