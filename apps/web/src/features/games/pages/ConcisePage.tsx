import { PullToRefresh, Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { CATEGORY, DEFAULT_SLOT_PROVIDER, SLOT_PROVIDERS } from '@app/contract/games-constants';
import { gamePagePath } from '../../../lib/game-path.ts';
import { usePlatformGames } from '../api/platform-games.ts';
import { GAMES_TEXT } from '../strings.ts';
import { BackPage } from './BackPage.tsx';
import { GamesState } from './GamesState.tsx';
import { useLeave } from './use-leave.ts';
import { useOpenGame } from './use-open-game.ts';
import '../games-pages.css';

function providerOf(raw: string | null): string {
  return SLOT_PROVIDERS.some((provider) => provider.type === raw)
    ? (raw as string)
    : DEFAULT_SLOT_PROVIDER;
}

/**
 * /concise, the slot game list (spec part 1 §2, part 2 §2): the lists' tabs (SLOT_PROVIDERS: the
 * spec's were providers' brands; ours is the house venue's list) bound to the query `type`
 * (default housedz). A slot opens with category 4, so game type 3 launches through the tg variant
 * (spec part 1 §4).
 */
export function ConcisePage() {
  const [params, setParams] = useSearchParams();
  const leave = useLeave();
  const openGame = useOpenGame('concise');
  const type = providerOf(params.get('type'));
  const games = usePlatformGames(type);

  return (
    <BackPage title={GAMES_TEXT.conciseTitle} onBack={leave}>
      <div className="games-tabs" aria-label={GAMES_TEXT.providerTabs}>
        <Tabs
          activeKey={type}
          onChange={(key) => {
            const next = new URLSearchParams(params);
            next.set('type', key);
            setParams(next, { replace: true });
          }}
        >
          {SLOT_PROVIDERS.map((provider) => (
            <Tabs.Tab key={provider.type} title={provider.label} />
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
