import type { Game } from '@app/contract/games';
import './games.css';

/** A grid of game icons with names (home tabs, /gameList, /concise); icons load lazily. */
export function GameGrid({
  games,
  onPick,
  columns = 3,
}: {
  games: readonly Game[];
  onPick: (game: Game) => void;
  columns?: 3 | 4;
}) {
  return (
    <ul className={`game-grid game-grid--${columns}`}>
      {games.map((game) => (
        <li key={game.id}>
          <button type="button" className="game-grid__item" onClick={() => onPick(game)}>
            <img className="game-grid__icon" src={game.img} alt="" loading="lazy" />
            <span className="game-grid__name">{game.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
