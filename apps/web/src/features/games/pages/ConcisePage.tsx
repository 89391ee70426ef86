import { PullToRefresh, Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { CATEGORY, DEFAULT_SLOT_PROVIDER } from '@app/contract/games-constants';
import { gamePagePath } from '../../../lib/game-path.ts';
import { usePlatformGames } from '../api/platform-games.ts';
import { useSlotLists, type SlotList } from '../api/slot-lists.ts';
import { GAMES_TEXT } from '../strings.ts';
import { BackPage } from './BackPage.tsx';
import { GamesState } from './GamesState.tsx';
import { useLeave } from './use-leave.ts';
import { useOpenGame } from './use-open-game.ts';
import '../games-pages.css';

/**
 * The list to show: `raw` when it is one of the lists; while they are not known yet, nothing ('',
 * no call) unless it is the house's; otherwise (an old provider's list) the house's.
 */
function listOf(raw: string | null, lists: readonly SlotList[], known: boolean): string {
  if (lists.some((list) => list.type === raw)) return raw as string;
  return known || raw === null || raw === '' ? DEFAULT_SLOT_PROVIDER : '';
}

/**
 * /concise, the slot game list (spec part 1 §2, part 2 §2): the lists' tabs (the spec's were
 * providers' brands; ours are the house venue's list and each connected provider's list in 电子)
 * bound to the query `type` (default housedz). A slot opens with category 4, so game type 3
 * launches through the tg variant (spec part 1 §4).
 */
export function ConcisePage() {
  const [params, setParams] = useSearchParams();
  const leave = useLeave();
  const openGame = useOpenGame('concise');
  const { lists, known } = useSlotLists();
  const type = listOf(params.get('type'), lists, known);
  const games = usePlatformGames(type);

  return (
    <BackPage title={GAMES_TEXT.conciseTitle} onBack={leave}>
      <div className="games-tabs" aria-label={GAMES_TEXT.providerTabs}>
        <Tabs
          activeKey={type || null}
          onChange={(key) => {
            const next = new URLSearchParams(params);
            next.set('type', key);
            setParams(next, { replace: true });
          }}
        >
          {lists.map((list) => (
            <Tabs.Tab key={list.type} title={list.label} />
          ))}
        </Tabs>
      </div>
      <PullToRefresh
        onRefresh={async () => {
          await games.refetch();
        }}
      >
        <div className="games-page">
          <GamesState
            games={games}
            onPick={(game) => openGame(gamePagePath(game, CATEGORY.slots))}
          />
        </div>
      </PullToRefresh>
    </BackPage>
  );
}
