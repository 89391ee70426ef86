import type { FastifyInstance } from 'fastify';
import { get, post } from '../../test/inject.ts';

/** The house tests' calls: GET with a query, POST with an Idempotency-Key, through inject. */

export { get, post };
export { housePlayer, type HousePlayer } from '../../test/house-player.ts';

export const spin = (app: FastifyInstance, token: string, body: unknown, key?: string) =>
  post(app, '/api/house/slot/spin', body, token, key);

export const shoot = (app: FastifyInstance, token: string, body: unknown, key?: string) =>
  post(app, '/api/house/fishing/shoot', body, token, key);

export const playCards = (app: FastifyInstance, token: string, body: unknown, key?: string) =>
  post(app, '/api/house/cards/play', body, token, key);
