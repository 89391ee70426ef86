import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import type { Sport } from '@app/contract/sports-constants';
import { call } from '../../../lib/api.ts';
import { sportsKeys } from './keys.ts';

/**
 * GET /api/sports/fixtures?sport= (public): a sport's live and upcoming fixtures with every market
 * and the server's clock `now`. Asked once without `state` (the screen splits 滚球 and 早盘/今日);
 * the room `sports-<sport>` keeps it live (`applyListEvent`).
 */
export const sportsFixturesEndpoint = calls.sportsFixtures;
export type SportsFixtures = ResponseOf<typeof sportsFixturesEndpoint>;
export type Fixture = SportsFixtures['fixtures'][number];
export type Market = Fixture['markets'][number];
export type Selection = Market['selections'][number];

export function useSportsFixtures(sport: Sport) {
  return useQuery({
    queryKey: sportsKeys.fixtures(sport),
    queryFn: () => call(sportsFixturesEndpoint, { sport }, { silent: true }),
    staleTime: 0,
  });
}

/**
 * The answer's `now` moved on by the time since it was cached: every write of the cache keeps the
 * pair (`now`, when cached) true, so the clocks tick from the server's time.
 */
export function nowSince(now: number, cachedAt: number): number {
  return now + Math.max(0, Date.now() - cachedAt);
}

/** Whether a fixture belongs in the lists (not finished nor cancelled). */
export function listed(fixture: Fixture): boolean {
  return fixture.state !== 'finished' && fixture.state !== 'cancelled';
}

/**
 * A list room's publication written into the cached list: each fixture replaces its row (or is
 * added at the end) while listed, else leaves; the ids in `gone` leave.
 */
export function applyListEvent(
  queryClient: QueryClient,
  sport: Sport,
  event: { type: 'fixtures'; fixtures: Fixture[]; gone: number[] },
): void {
  const key = sportsKeys.fixtures(sport);
  const cachedAt = queryClient.getQueryState(key)?.dataUpdatedAt ?? Date.now();
  queryClient.setQueryData<SportsFixtures>(key, (list) => {
    if (!list) return list;
    const changed = new Map(event.fixtures.map((f) => [f.id, f]));
    const leaving = new Set(event.gone);
    const fixtures: Fixture[] = [];
    for (const f of list.fixtures) {
      const next = changed.get(f.id) ?? f;
      changed.delete(f.id);
      if (!leaving.has(f.id) && listed(next)) fixtures.push(next);
    }
    for (const f of changed.values()) if (!leaving.has(f.id) && listed(f)) fixtures.push(f);
    return { now: nowSince(list.now, cachedAt), fixtures };
  });
}
