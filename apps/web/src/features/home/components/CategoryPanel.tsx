import { Button } from 'antd-mobile';
import { Link, useNavigate } from 'react-router';
import type { Category } from '@app/contract/games';
import { COMING_SOON_CATEGORIES } from '@app/contract/games-constants';
import { useCategoryGames } from '../../../api/category-games.ts';
import { GameGrid } from '../../../components/GameGrid.tsx';
import { gamePagePath } from '../../../lib/game-path.ts';
import { CODE, GAME_LIST_TABS } from '../categories.ts';
import { HOME_TEXT } from '../strings.ts';
import { CATEGORY_PANEL_ID, categoryTabId } from './CategoryTabs.tsx';
import { ChevronGlyph } from './glyphs.tsx';
import { LotteryRooms } from './LotteryRooms.tsx';
import { PlatformCards } from './PlatformCards.tsx';

/**
 * The chosen category's content: its games as a grid for hot, lobby and fishing; one card per
 * platform for the others (spec part 1 §2, §4). Both come from POST /api/typelist {id}.
 */
export function CategoryPanel({
  category,
  compact = false,
}: {
  category: Category;
  /** The narrow right column of /index_old: always platforms, smaller cards. */
  compact?: boolean;
}) {
  const games = useCategoryGames(category.id || undefined);
  const navigate = useNavigate();
  const asGrid = !compact && GAME_LIST_TABS.includes(category.code);

  let body;
  if (!category.id) {
    body = <EmptyState category={category} />;
  } else if (games.isPending) {
    body = <PanelSkeleton grid={asGrid} />;
  } else if (games.isError) {
    body = <RetryState onRetry={() => void games.refetch()} />;
  } else if (games.data.length === 0) {
    body = <EmptyState category={category} />;
  } else if (!compact && category.code === CODE.lottery) {
    body = <LotteryRooms games={games.data} />;
  } else if (asGrid) {
    body = (
      <GameGrid
        games={games.data}
        onPick={(game) => void navigate(gamePagePath(game, category.code))}
      />
    );
  } else {
    body = <PlatformCards category={category} games={games.data} compact={compact} />;
  }

  return (
    <section
      id={CATEGORY_PANEL_ID}
      role="tabpanel"
      aria-labelledby={categoryTabId(category.code)}
      className={compact ? 'home-panel home-panel--compact' : 'home-panel'}
    >
      {asGrid && category.id > 0 && (
        <header className="home-panel__head">
          <h2>{category.name}</h2>
          <Link
            className="home-panel__more"
            to={`/gameList?${new URLSearchParams({
              id: String(category.id),
              code: String(category.code),
              name: category.name,
              simple: '1',
            }).toString()}`}
          >
            {HOME_TEXT.viewAll}
            <ChevronGlyph />
          </Link>
        </header>
      )}
      {body}
    </section>
  );
}

/** 空空如也; for a category with no venue yet (体育, 电竞), 即将上线 and why. */
export function EmptyState({ category }: { category?: Pick<Category, 'code' | 'name'> }) {
  if (category && COMING_SOON_CATEGORIES.includes(category.code)) {
    return (
      <div className="home-empty home-empty--soon" data-testid="coming-soon">
        <strong className="home-empty__title">{HOME_TEXT.comingSoon}</strong>
        <p>{HOME_TEXT.comingSoonNote(category.name)}</p>
      </div>
    );
  }
  return <p className="home-empty">{HOME_TEXT.empty}</p>;
}

export function RetryState({ message, onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <div className="home-empty" role="alert">
      <p>{message ?? HOME_TEXT.loadFailed}</p>
      <Button size="small" shape="rounded" color="primary" fill="outline" onClick={onRetry}>
        {HOME_TEXT.retry}
      </Button>
    </div>
  );
}

function PanelSkeleton({ grid }: { grid: boolean }) {
  return (
    <div className={grid ? 'home-skel home-skel--grid' : 'home-skel'} aria-busy="true">
      {Array.from({ length: grid ? 6 : 3 }, (_, index) => (
        <span key={index} className="home-skel__item" />
      ))}
    </div>
  );
}
