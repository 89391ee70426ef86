import { ErrorBlock, PullToRefresh } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { MSG } from '@app/contract/messages';
import { useBanners } from '../../../api/banners.ts';
import { useCategoryGames } from '../../../api/category-games.ts';
import { BannerCarousel } from '../../../components/BannerCarousel.tsx';
import { toast } from '../../../lib/feedback.ts';
import { gamePagePath } from '../../../lib/game-path.ts';
import { inAppRoute, openInNewWindow } from '../../../lib/links.ts';
import { usePlatformGames } from '../api/platform-games.ts';
import { GAMES_TEXT } from '../strings.ts';
import { BackPage } from './BackPage.tsx';
import { GamesState } from './GamesState.tsx';
import { COMING_SOON_CATEGORIES } from '@app/contract/games-constants';
import { useLeave } from './use-leave.ts';
import { useOpenGame } from './use-open-game.ts';
import '../games-pages.css';

function positiveInt(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/**
 * /gameList (spec part 1 §2): query id (a category, from the home tiles), or code (a platform
 * list), and name (the title). Banner carousel and the grid of games. `simple=1`, which home adds,
 * changes nothing here: the screen has one layout.
 */
export function GameListPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const leave = useLeave();
  const openGame = useOpenGame('gameList');
  const id = positiveInt(params.get('id'));
  const code = id === undefined ? (params.get('code')?.trim() ?? '') : '';
  const title = params.get('name')?.trim() || GAMES_TEXT.listTitle;

  const byCategory = useCategoryGames(id);
  const byPlatform = usePlatformGames(code);
  const games = id !== undefined ? byCategory : byPlatform;
  const banners = useBanners();
  const missing = id === undefined && code === '';

  const openBanner = (link: string) => {
    const route =
      inAppRoute(link) ?? (link.startsWith('/') && !link.startsWith('//') ? link : null);
    if (route !== null) void navigate(route);
    else if (!openInNewWindow(link)) toast(MSG.popupBlocked);
  };

  return (
    <BackPage title={title} onBack={leave}>
      <PullToRefresh
        onRefresh={async () => {
          await Promise.all([banners.refetch(), missing ? null : games.refetch()]);
        }}
      >
        <div className="games-page">
          <BannerCarousel onOpen={openBanner} />
          {missing ? (
            <ErrorBlock
              className="games-block"
              status="default"
              title={MSG.listNoCategoryId}
              description=""
            />
          ) : (
            <GamesState
              games={games}
              onPick={(game) => openGame(gamePagePath(game, game.category_code))}
              comingSoon={
                id !== undefined &&
                COMING_SOON_CATEGORIES.includes(Number(params.get('code') ?? ''))
              }
            />
          )}
        </div>
      </PullToRefresh>
    </BackPage>
  );
}
