import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { sportsKeys } from './keys.ts';
import { nowSince, type Fixture } from './sports-fixtures.ts';

/**
 * GET /api/sports/fixture?id= (public): one fixture with every market. The room `sports-f-<id>`
 * keeps it live (`applyFixtureEvent`); the slip also asks it again after the server refused a bet
 * because the odds moved (`fetchFixture`).
 */
export const sportsFixtureEndpoint = calls.sportsFixture;
export type SportsFixtureAnswer = ResponseOf<typeof sportsFixtureEndpoint>;

export function fetchFixture(id: number): Promise<SportsFixtureAnswer> {
  return call(sportsFixtureEndpoint, { id }, { silent: true });
}

export function useSportsFixture(id: number) {
  return useQuery({
    queryKey: sportsKeys.fixture(id),
    queryFn: () => fetchFixture(id),
    staleTime: 0,
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

/** A fixture room's event: `fixture` replaces it; `gone` marks it over (state kept as sent last). */
export function applyFixtureEvent(
  queryClient: QueryClient,
  id: number,
  event: { type: 'fixture'; fixture: Fixture } | { type: 'gone'; id: number },
): void {
  const key = sportsKeys.fixture(id);
  const cachedAt = queryClient.getQueryState(key)?.dataUpdatedAt ?? Date.now();
  queryClient.setQueryData<SportsFixtureAnswer>(key, (answer) => {
    if (!answer) return answer;
    const now = nowSince(answer.now, cachedAt);
    if (event.type === 'fixture') {
      return event.fixture.id === id ? { now, fixture: event.fixture } : answer;
    }
    if (event.id !== id) return answer;
    const over = answer.fixture.state === 'cancelled' ? 'cancelled' : 'finished';
    return { now, fixture: { ...answer.fixture, state: over, clock: null } };
  });
}
