import type { UseQueryResult } from '@tanstack/react-query';
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import type { Game } from '@app/contract/games';
import { GameGrid } from '../../../components/GameGrid.tsx';
import { GAMES_TEXT } from '../strings.ts';
import '../games-pages.css';

const SKELETON_TILES = 9;

/** A game list's four states: loading tiles, failure with retry, '空空如也', or the grid. */
export function GamesState({
  games,
  onPick,
  comingSoon = false,
}: {
  games: UseQueryResult<Game[]>;
  onPick: (game: Game) => void;
  /** The category has no venue yet (体育, 电竞): an empty list says 即将上线. */
  comingSoon?: boolean;
}) {
  if (games.isPending) {
    return (
      <ul className="game-grid game-grid--3" aria-busy="true" aria-label={GAMES_TEXT.loading}>
        {Array.from({ length: SKELETON_TILES }, (_, index) => (
          <li key={index} className="games-skeleton">
            <Skeleton animated className="games-skeleton__icon" />
            <Skeleton animated className="games-skeleton__name" />
          </li>
        ))}
      </ul>
    );
  }
  if (games.isError && games.data === undefined) {
    return (
      <ErrorBlock
        className="games-block"
        status="default"
        title={GAMES_TEXT.loadFailed}
        description={games.error.message}
      >
        <Button color="primary" shape="rounded" onClick={() => void games.refetch()}>
          {GAMES_TEXT.retry}
        </Button>
      </ErrorBlock>
    );
  }
  const list = games.data ?? [];
  if (list.length === 0 && comingSoon) {
    return (
      <ErrorBlock
        className="games-block"
        status="empty"
        title={GAMES_TEXT.comingSoon}
        description={GAMES_TEXT.comingSoonNote}
      />
    );
  }
  if (list.length === 0) {
    return (
      <ErrorBlock className="games-block" status="empty" title={GAMES_TEXT.empty} description="" />
    );
  }
  return <GameGrid games={list} onPick={onPick} />;
}
