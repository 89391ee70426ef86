import type { FastifyInstance } from 'fastify';
import { endpoints } from '@app/contract/endpoints';
import type { AppContext } from '../../platform/context.ts';
import { serve } from '../../platform/http/route.ts';
import { fixtureAnswer, listAnswer } from './player-reads.ts';

/**
 * The player's reads of the book (contract area sports; the bets' calls are registered by their
 * own file): the live and upcoming lists and one fixture, both answered from a short per-node
 * copy (player-reads.ts). Refusals: a bad sport or state (400), an unknown fixture (404).
 */
export function registerSportsReadRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, endpoints.sportsFixtures, async (_request, payload) =>
    listAnswer(ctx, payload.sport, payload.state),
  );

  serve(app, endpoints.sportsFixture, async (_request, payload) => fixtureAnswer(ctx, payload.id));
}
