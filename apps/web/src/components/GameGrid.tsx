import type { Game } from '../api/category-games.ts';
import { Picture } from './Picture.tsx';
import './game-grid.css';

/** The game's icon; when it has none or it fails to load, the first character of its name. */
function GameIcon({ game }: { game: Game }) {
  return (
    <Picture
      src={game.img || game.gamepic}
      className="game-grid__icon"
      fallback={
        <span className="game-grid__icon game-grid__icon--glyph" aria-hidden>
          {Array.from(game.name.trim())[0] ?? ''}
        </span>
      }
    />
  );
}

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
            <GameIcon game={game} />
            <span className="game-grid__name">{game.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
