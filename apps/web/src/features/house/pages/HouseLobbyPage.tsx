import { useState } from 'react';
import { Link } from 'react-router';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { SymbolArt } from '../art/SymbolArt.tsx';
import { PlayingCard } from '../cards/PlayingCard.tsx';
import '../cards/cards.css';
import { useHouseLobby, type HouseLobby } from '../../../api/house-lobby.ts';
import { FairnessSheet } from '../components/FairnessSheet.tsx';
import { FishIcon } from '../components/FishIcon.tsx';
import { LoadState } from '../components/LoadState.tsx';
import { TRANSFER_TO_HOUSE } from '../components/LowBalance.tsx';
import { RecordsSheet } from '../components/RecordsSheet.tsx';
import { lookStyle } from '../theme.ts';
import { HOUSE_TEXT, SYMBOL_NAMES } from '../strings.ts';
import '../house.css';

type HouseGame = HouseLobby['games'][number];

/** Where a house game is played in this app. */
function houseGamePath(game: Pick<HouseGame, 'code' | 'kind'>): string {
  if (game.kind === 'fishing') return '/house/fishing';
  if (game.kind === 'cards') return '/house/cards';
  return `/house/slot/${encodeURIComponent(game.code)}`;
}

/** /house: the platform's own games, their stated RTPs, and the player's house wallet. */
export function HouseLobbyPage() {
  const lobby = useHouseLobby();
  const [sheet, setSheet] = useState<'fairness' | 'records' | null>(null);
  return (
    <TitledPage
      title={HOUSE_TEXT.lobbyTitle}
      right={
        <button type="button" className="house-nav-link" onClick={() => setSheet('records')}>
          {HOUSE_TEXT.records}
        </button>
      }
    >
      {lobby.data ? (
        <div className="house-lobby">
          <section className="house-wallet" aria-label={HOUSE_TEXT.balance}>
            <div>
              <div className="house-wallet__label">{HOUSE_TEXT.balance}</div>
              <div className="house-wallet__amount">{HOUSE_TEXT.yuan(lobby.data.balance)}</div>
            </div>
            <Link className="house-wallet__transfer" to={TRANSFER_TO_HOUSE}>
              {HOUSE_TEXT.transferIn}
            </Link>
            <p className="house-wallet__intro">
              {HOUSE_TEXT.lobbyIntro}
              <button
                type="button"
                className="house-wallet__fair"
                onClick={() => setSheet('fairness')}
              >
                {HOUSE_TEXT.fairness}
              </button>
            </p>
          </section>
          {lobby.data.games.length === 0 ? (
            <p className="house-note">{HOUSE_TEXT.noGames}</p>
          ) : (
            <ul className="house-cards">
              {lobby.data.games.map((game) => (
                <GameCard key={game.code} game={game} />
              ))}
            </ul>
          )}
        </div>
      ) : (
        <LoadState error={lobby.error} onRetry={() => void lobby.refetch()} />
      )}
      <FairnessSheet visible={sheet === 'fairness'} onClose={() => setSheet(null)} />
      <RecordsSheet visible={sheet === 'records'} onClose={() => setSheet(null)} />
    </TitledPage>
  );
}

function GameCard({ game }: { game: HouseGame }) {
  return (
    <li className="house-card" style={lookStyle(game.kind === 'slot' ? game.code : game.kind)}>
      <Link className="house-card__link" to={houseGamePath(game)}>
        <GameArt game={game} />
        <span className="house-card__kind">{HOUSE_TEXT.kinds[game.kind] ?? game.kind}</span>
        <strong className="house-card__name">{game.name}</strong>
        <span className="house-card__rtp">{HOUSE_TEXT.rtp(game.rtp)}</span>
        <span className="house-card__play">{HOUSE_TEXT.play}</span>
      </Link>
    </li>
  );
}

/** A game's picture on its card: three of its symbols, or two of its fish. */
function GameArt({ game }: { game: HouseGame }) {
  if (game.kind === 'fishing') {
    return (
      <span className="house-card__art house-card__art--sea" aria-hidden>
        <FishIcon code="golden_dragon" size={64} />
        <FishIcon code="clownfish" size={40} />
      </span>
    );
  }
  if (game.kind === 'cards') {
    // 豹子 A: the best hand of the game
    return (
      <span className="house-card__art house-card__art--cards" aria-hidden>
        {[0, 13, 26].map((card) => (
          <PlayingCard key={card} card={card} faceUp />
        ))}
      </span>
    );
  }
  const symbols = Object.keys(SYMBOL_NAMES[game.code] ?? {});
  return (
    <span className="house-card__art" aria-hidden>
      {[symbols[1], symbols[0], symbols[2]].map((symbol, i) =>
        symbol ? <SymbolArt key={i} game={game.code} symbol={symbol} decorative /> : null,
      )}
    </span>
  );
}
