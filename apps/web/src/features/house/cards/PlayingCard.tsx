import type { CSSProperties } from 'react';
import { cardLabel, cardOf, RANK_LABELS, SUIT_SYMBOLS } from '@app/domain/house/cards';
import { HOUSE_TEXT } from '../strings.ts';

/**
 * One playing card (a card index, house-games.md "Cards"), face up or face down. Turning it over
 * is a CSS 3-D flip (the card's inner turns about its vertical axis); `order` staggers the deal.
 * A card not dealt yet (`card` undefined and not `dealt`) is an empty place on the felt.
 */
export function PlayingCard({
  card,
  faceUp,
  dealt = true,
  order = 0,
}: {
  card: number | undefined;
  faceUp: boolean;
  dealt?: boolean;
  order?: number;
}) {
  if (!dealt) return <span className="house-pcard house-pcard--empty" aria-hidden />;
  const shown = faceUp && card !== undefined;
  const face = card === undefined ? null : cardOf(card);
  const red = face !== null && (face.suit === 1 || face.suit === 3);
  return (
    <span
      className={`house-pcard${shown ? ' house-pcard--up' : ''}`}
      style={{ '--house-card-order': order } as CSSProperties}
      role="img"
      aria-label={shown ? cardLabel(card) : HOUSE_TEXT.faceDown}
      data-card={shown ? card : undefined}
    >
      <span className="house-pcard__inner" aria-hidden>
        <span className="house-pcard__back" />
        <span className={`house-pcard__face${red ? ' house-pcard__face--red' : ''}`}>
          {face && (
            <>
              <span className="house-pcard__corner">
                <span>{RANK_LABELS[face.rank - 1]}</span>
                <span>{SUIT_SYMBOLS[face.suit]}</span>
              </span>
              <span className="house-pcard__pip">{SUIT_SYMBOLS[face.suit]}</span>
              <span className="house-pcard__corner house-pcard__corner--end">
                <span>{RANK_LABELS[face.rank - 1]}</span>
                <span>{SUIT_SYMBOLS[face.suit]}</span>
              </span>
            </>
          )}
        </span>
      </span>
    </span>
  );
}
