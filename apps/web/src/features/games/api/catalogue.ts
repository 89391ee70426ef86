import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Banner, Category, Game } from '@app/contract/games';
import { GAMES_LIMITS } from '@app/contract/games-constants';
import { api } from '../../../lib/api.ts';

/** The public catalogue calls (spec part 1 §7): same answers for visitors and players. */
export const catalogueKey = ['catalogue'] as const;

/** POST /api/typel → categories with their real renum, polled every 10 s (spec part 1 §9). */
export function categoriesQuery() {
  return queryOptions({
    queryKey: [...catalogueKey, 'typel'],
    queryFn: () => api.post<Category[]>('/api/typel', {}, { silent: true }),
    refetchInterval: GAMES_LIMITS.renumPollMs,
    // An answer just fetched (by the route's prefetch) is not asked again when the screen mounts.
    staleTime: GAMES_LIMITS.renumPollMs / 2,
  });
}

/** POST /api/typelist {id} → the games of a category (no call without an id). */
export function categoryGamesQuery(categoryId: number | undefined) {
  return queryOptions({
    queryKey: [...catalogueKey, 'typelist', categoryId],
    queryFn: () => api.post<Game[]>('/api/typelist', { id: categoryId }, { silent: true }),
    enabled: categoryId !== undefined,
    staleTime: 60_000,
  });
}

/** POST /api/bannerList {type: 2} → banners (the server answers two defaults when none is set). */
export function bannersQuery(type = 2) {
  return queryOptions({
    queryKey: [...catalogueKey, 'bannerList', type],
    queryFn: () => api.post<Banner[]>('/api/bannerList', { type }, { silent: true }),
    staleTime: 5 * 60_000,
  });
}

/** POST /api/homenotice → the scrolling announcements (plain text). */
export function homeNoticesQuery() {
  return queryOptions({
    queryKey: [...catalogueKey, 'homenotice'],
    queryFn: () => api.post<string[]>('/api/homenotice', {}, { silent: true }),
    staleTime: 5 * 60_000,
  });
}

export function useCategories() {
  return useQuery(categoriesQuery());
}

export function useCategoryGames(categoryId: number | undefined) {
  return useQuery(categoryGamesQuery(categoryId));
}

/** POST /api/gamelistBycode {gamecode} → the games of a platform list (obgdy, fgdz, pp, ae, …). */
export function usePlatformGames(gamecode: string) {
  return useQuery({
    queryKey: [...catalogueKey, 'gamelistBycode', gamecode],
    queryFn: () => api.post<Game[]>('/api/gamelistBycode', { gamecode }, { silent: true }),
    enabled: gamecode !== '',
    staleTime: 60_000,
  });
}

export function useBanners(type = 2) {
  return useQuery(bannersQuery(type));
}

export function useHomeNotices() {
  return useQuery(homeNoticesQuery());
}
