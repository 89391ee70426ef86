import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import {
  compareZhajinhua,
  ZHAJINHUA_CATEGORY_NAMES,
  zhajinhuaHand,
  type ZhajinhuaCategory,
} from '@app/domain/house/zhajinhua';
import { houseVerifyPath } from '../../../lib/game-path.ts';
import { useHouseCards, type HouseCards } from '../api/house-cards.ts';
import type { HouseCardsHand } from '../api/house-cards-play.ts';
import { useHouseLobby } from '../../../api/house-lobby.ts';
import { FairnessSheet } from '../components/FairnessSheet.tsx';
import { GameFrame } from '../components/GameFrame.tsx';
import { GameMeta } from '../components/GameMeta.tsx';
import { HouseSheet } from '../components/HouseSheet.tsx';
import { LoadState } from '../components/LoadState.tsx';
import { LowBalance } from '../components/LowBalance.tsx';
import { RecordsSheet } from '../components/RecordsSheet.tsx';
import { canStake } from '../slot/auto-spin.ts';
import { HOUSE_TEXT } from '../strings.ts';
import { PlayingCard } from './PlayingCard.tsx';
import { useCardsPlay, type CardsPhase } from './use-cards-play.ts';
import '../house.css';
import './cards.css';

type Sheet = 'rules' | 'fairness' | 'records' | null;

/** /house/cards: 炸金花 against the banker, one hand at a time against the house wallet. */
export function CardsPage() {
  const cards = useHouseCards();
  return cards.data ? (
    <CardsScreen cards={cards.data} />
  ) : (
    <GameFrame look="cards" title={HOUSE_TEXT.cardsTitle}>
      <LoadState error={cards.error} onRetry={() => void cards.refetch()} />
    </GameFrame>
  );
}

function CardsScreen({ cards }: { cards: HouseCards }) {
  const lobby = useHouseLobby();
  const [stake, setStake] = useState(cards.bets[0] ?? '');
  const [sheet, setSheet] = useState<Sheet>(null);
  const balance = lobby.data?.balance;
  const balanceNow = useCallback(() => lobby.data?.balance, [lobby.data?.balance]);
  const play = useCardsPlay(balanceNow);
  const busy = play.phase === 'dealing' || play.phase === 'revealing';
  const close = () => setSheet(null);

  return (
    <GameFrame
      look="cards"
      title={cards.name}
      className="house-game--cards"
      right={
        <button type="button" className="house-bar-link" onClick={() => setSheet('records')}>
          {HOUSE_TEXT.records}
        </button>
      }
    >
      <GameMeta balance={balance}>
        <button type="button" className="house-pill" onClick={() => setSheet('rules')}>
          {HOUSE_TEXT.cardsRules}
        </button>
        <button type="button" className="house-pill" onClick={() => setSheet('fairness')}>
          {HOUSE_TEXT.fairness}
        </button>
      </GameMeta>
      <section className="house-felt" aria-label={HOUSE_TEXT.cardsTitle}>
        <Hand who="banker" phase={play.phase} hand={play.hand} revealed={play.revealed} />
        <Outcome phase={play.phase} hand={play.hand} error={play.error} />
        <Hand who="player" phase={play.phase} hand={play.hand} revealed={play.revealed} />
      </section>
      {(play.lowBalance || !canStake(balance, stake)) && <LowBalance />}
      <Chips stakes={cards.bets} value={stake} onChange={setStake} disabled={busy} />
      <div className="house-controls house-controls--cards">
        <span className="house-caption">{HOUSE_TEXT.cardsRtp(cards.rtp)}</span>
        <button
          type="button"
          className="house-deal"
          disabled={busy}
          onClick={() => play.play(stake)}
        >
          {busy
            ? HOUSE_TEXT.dealing
            : play.phase === 'done' || play.phase === 'failed'
              ? HOUSE_TEXT.again
              : HOUSE_TEXT.deal}
        </button>
      </div>
      <RulesSheet cards={cards} visible={sheet === 'rules'} onClose={close} />
      <FairnessSheet visible={sheet === 'fairness'} onClose={close} />
      <RecordsSheet visible={sheet === 'records'} onClose={close} />
    </GameFrame>
  );
}

/**
 * A hand on the felt: three places, the cards face down once dealt, turned over one by one (the
 * player's first); its category once all three are up.
 */
function Hand({
  who,
  phase,
  hand,
  revealed,
}: {
  who: 'player' | 'banker';
  phase: CardsPhase;
  hand: HouseCardsHand | null;
  revealed: number;
}) {
  const first = who === 'player' ? 0 : 3;
  const cards = hand?.[who].cards;
  const dealt = phase !== 'idle' && phase !== 'failed';
  const up = (i: number) => revealed > first + i;
  const category = hand && up(2) ? hand[who].category : null;
  const won = phase === 'done' && hand?.winner === who;
  const name = who === 'player' ? HOUSE_TEXT.player : HOUSE_TEXT.banker;
  return (
    <div
      className={`house-hand house-hand--${who}${won ? ' house-hand--won' : ''}`}
      role="group"
      aria-label={category ? HOUSE_TEXT.handOf(name, categoryName(category)) : name}
      data-testid={`hand-${who}`}
    >
      <div className="house-hand__head">
        <span className="house-hand__who">{name}</span>
        {category && <strong className="house-hand__category">{categoryName(category)}</strong>}
      </div>
      <div className="house-hand__cards">
        {[0, 1, 2].map((i) => (
          <PlayingCard
            key={i}
            card={cards?.[i]}
            faceUp={up(i)}
            dealt={dealt}
            order={who === 'player' ? i * 2 : i * 2 + 1}
          />
        ))}
      </div>
    </div>
  );
}

function categoryName(category: string): string {
  return ZHAJINHUA_CATEGORY_NAMES[category as ZhajinhuaCategory] ?? category;
}

/** Between the hands: the prompt, then the result banner with the way to verify the hand. */
function Outcome({
  phase,
  hand,
  error,
}: {
  phase: CardsPhase;
  hand: HouseCardsHand | null;
  error: string | null;
}) {
  let body;
  if (phase === 'done' && hand) {
    const won = hand.winner === 'player';
    const tie =
      !won &&
      compareZhajinhua(zhajinhuaHand(hand.player.cards), zhajinhuaHand(hand.banker.cards)) === 0;
    body = (
      <div
        className={`house-result house-result--${won ? 'win' : 'lose'}`}
        data-testid="cards-result"
      >
        <strong className="house-result__title">
          {won ? HOUSE_TEXT.playerWins(hand.win) : HOUSE_TEXT.bankerWins}
        </strong>
        {tie && <span className="house-result__note">{HOUSE_TEXT.tieToBanker}</span>}
        <Link className="house-result__verify" to={houseVerifyPath(hand.bet_no)}>
          {HOUSE_TEXT.verifyHand}
        </Link>
      </div>
    );
  } else if (phase === 'failed') {
    body = (
      <p className="house-result house-result--error" role="alert">
        {HOUSE_TEXT.cardsFailed(error ?? '')}
      </p>
    );
  } else if (phase === 'idle') {
    body = <p className="house-felt__prompt">{HOUSE_TEXT.cardsPrompt}</p>;
  }
  return (
    <div className="house-felt__middle" aria-live="polite">
      {body}
    </div>
  );
}

/** The stakes as chips: one is chosen (a radio group). */
function Chips({
  stakes,
  value,
  onChange,
  disabled,
}: {
  stakes: readonly string[];
  value: string;
  onChange: (stake: string) => void;
  disabled: boolean;
}) {
  return (
    <div className="house-chips" role="radiogroup" aria-label={HOUSE_TEXT.chips}>
      {stakes.map((stake, i) => (
        <button
          key={stake}
          type="button"
          role="radio"
          aria-checked={stake === value}
          aria-label={HOUSE_TEXT.chipLabel(stake)}
          className={`house-chip house-chip--${i % 4}`}
          disabled={disabled}
          onClick={() => onChange(stake)}
        >
          {stake.replace(/\.00$/, '')}
        </button>
      ))}
    </div>
  );
}

function RulesSheet({
  cards,
  visible,
  onClose,
}: {
  cards: HouseCards;
  visible: boolean;
  onClose: () => void;
}) {
  return (
    <HouseSheet title={HOUSE_TEXT.cardsRulesTitle} visible={visible} onClose={onClose}>
      <ol className="house-rules">
        {HOUSE_TEXT.cardsRuleLines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
      <p className="house-note">
        {HOUSE_TEXT.cardsRtpExact(
          cards.rtp,
          cards.rtp_exact.numerator,
          cards.rtp_exact.denominator,
        )}
      </p>
    </HouseSheet>
  );
}
