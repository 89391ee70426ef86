import type { QueryClient } from '@tanstack/react-query';
import { bannersQuery } from '../../api/banners.ts';
import { categoryGamesQuery } from '../../api/category-games.ts';
import { categoriesQuery } from './api/categories.ts';
import { homeNoticesQuery } from './api/home-notices.ts';
import { categoriesFor, chooseCategory, HOME_TABS } from './categories.ts';

const ignore = () => {};

/**
 * What home shows first, asked for as soon as the address names home: in parallel with the screen's
 * code, the site state and each other, instead of one after another once the screen has rendered.
 * The first banner's image is fetched as soon as its address is known (the largest paint of the
 * screen), and the chosen tab's games as soon as the categories are. Failures are left to the
 * screen, whose queries ask again on mount and say why.
 */
export function prefetchHome(queryClient: QueryClient, search: URLSearchParams): void {
  queryClient.fetchQuery(bannersQuery()).then((banners) => {
    if (banners[0]) new Image().src = banners[0].src;
  }, ignore);
  void queryClient.prefetchQuery(homeNoticesQuery());
  queryClient.fetchQuery(categoriesQuery()).then((categories) => {
    const selected = chooseCategory(categoriesFor(categories, HOME_TABS), search.get('tab'));
    if (selected) void queryClient.prefetchQuery(categoryGamesQuery(selected.id));
  }, ignore);
}
