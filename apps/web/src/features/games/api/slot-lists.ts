import { useQuery } from '@tanstack/react-query';
import { calls } from '@app/contract/endpoint-routes';
import type { Game } from '@app/contract/games';
import { CATEGORY, SLOT_PROVIDERS } from '@app/contract/games-constants';
import { catalogueKey } from '../../../api/catalogue-key.ts';
import { categoryGamesQuery } from '../../../api/category-games.ts';
import { call } from '../../../lib/api.ts';

/** One tab of /concise: a platform's slot list (gamelistBycode's code) and its name. */
export interface SlotList {
  type: string;
  label: string;
}

/**
 * The slot lists /concise offers: the house venue's (SLOT_PROVIDERS) and, after it, every other
 * platform's list in the 电子 category (a connected game provider's, jinlidz), in the catalogue's
 * order. `known` is false until the category has answered (or failed: then only the house's).
 */
export function useSlotLists(): { lists: SlotList[]; known: boolean } {
  const categories = useQuery({
    queryKey: [...catalogueKey, 'typel'],
    queryFn: () => call(calls.typel, undefined, { silent: true }),
    staleTime: 60_000,
  });
  const slots = categories.data?.find((c) => c.code === CATEGORY.slots && c.id > 0);
  const games = useQuery(categoryGamesQuery(slots?.id));
  const lists: SlotList[] = SLOT_PROVIDERS.map((p) => ({ type: p.type, label: p.label }));
  for (const list of listsOf(games.data ?? [])) {
    if (!lists.some((known) => known.type === list.type)) lists.push(list);
  }
  const known =
    categories.isError ||
    (categories.isSuccess && (slots === undefined || games.isSuccess || games.isError));
  return { lists, known };
}

/** The games' lists, once each, in order; a list is named by its platform. */
function listsOf(games: readonly Game[]): SlotList[] {
  const seen = new Map<string, SlotList>();
  for (const game of games) {
    if (game.catecode === '' || seen.has(game.catecode)) continue;
    seen.set(game.catecode, {
      type: game.catecode,
      label: game.plat_name || game.plat.toUpperCase(),
    });
  }
  return [...seen.values()];
}
