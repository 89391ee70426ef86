import { useState } from 'react';
import type { Game } from '@app/contract/games';
import './games.css';

/** The game's icon; when it has none or it fails to load, the first character of its name. */
function GameIcon({ game }: { game: Game }) {
  const src = game.img || game.gamepic;
  const [failed, setFailed] = useState<string | null>(null);
  if (src && src !== failed) {
    return (
      <img
        className="game-grid__icon"
        src={src}
        alt=""
        loading="lazy"
        onError={() => setFailed(src)}
      />
    );
  }
  return (
    <span className="game-grid__icon game-grid__icon--glyph" aria-hidden>
      {Array.from(game.name.trim())[0] ?? ''}
    </span>
  );
}

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
            <GameIcon game={game} />
            <span className="game-grid__name">{game.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
