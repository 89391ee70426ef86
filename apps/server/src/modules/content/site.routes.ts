import type { FastifyInstance } from 'fastify';
import { empty } from '@app/contract/api';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/route.ts';
import { appInfo } from './settings.service.ts';

export function registerSiteRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'POST', '/api/app', { schema: empty }, () => appInfo(ctx));
}
