import { useId } from 'react';
import { cardLabel, cardOf, RANK_LABELS, SUIT_SYMBOLS } from '@app/domain/house/cards';
import { TABLE_TEXT } from '../strings.ts';
import { CARD_INK } from '../theme.ts';

/**
 * A playing card drawn in SVG: its back while face down, its rank and suit (red ♥ ♦, black ♠ ♣)
 * once turned. The turn is a CSS 3D flip of the two faces (none when the player asked for less
 * motion); a baccarat third card lies sideways.
 */
export function PlayingCard({
  card,
  faceUp,
  sideways = false,
}: {
  /** The card's index, or null before the deal (a back only). */
  card: number | null;
  faceUp: boolean;
  sideways?: boolean;
}) {
  const up = faceUp && card !== null;
  const classes = ['table-card', up && 'table-card--up', sideways && 'table-card--sideways'];
  return (
    <span
      className={classes.filter(Boolean).join(' ')}
      role="img"
      aria-label={up ? TABLE_TEXT.card(cardLabel(card)) : TABLE_TEXT.faceDown}
      data-card={up ? card : undefined}
    >
      <span className="table-card__inner">
        {card !== null && <CardFace card={card} />}
        <CardBack />
      </span>
    </span>
  );
}

function CardFace({ card }: { card: number }) {
  const { suit, rank } = cardOf(card);
  const ink = suit === 1 || suit === 3 ? CARD_INK.red : CARD_INK.black;
  const rankText = RANK_LABELS[rank - 1] ?? '';
  const symbol = SUIT_SYMBOLS[suit];
  const corner = (
    <>
      <text x="7" y="15" textAnchor="middle" fontSize={rankText.length > 1 ? 10 : 12}>
        {rankText}
      </text>
      <text x="7" y="26" textAnchor="middle" fontSize="10">
        {symbol}
      </text>
    </>
  );
  return (
    <svg className="table-card__face" viewBox="0 0 50 70" aria-hidden>
      <rect x="0.5" y="0.5" width="49" height="69" rx="5" fill={CARD_INK.face} />
      <rect x="0.5" y="0.5" width="49" height="69" rx="5" fill="none" stroke={CARD_INK.faceEdge} />
      <g fill={ink} fontWeight="700" fontFamily="Georgia, 'Times New Roman', serif">
        {corner}
        <g transform="rotate(180 25 35)">{corner}</g>
        <text x="25" y="46" textAnchor="middle" fontSize="30">
          {symbol}
        </text>
      </g>
    </svg>
  );
}

function CardBack() {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  return (
    <svg className="table-card__back" viewBox="0 0 50 70" aria-hidden>
      <defs>
        <pattern id={`${id}-lattice`} width="6" height="6" patternUnits="userSpaceOnUse">
          <path
            d="M0 3 L3 0 L6 3 L3 6 Z"
            fill="none"
            stroke={CARD_INK.backLine}
            strokeWidth="0.5"
          />
        </pattern>
      </defs>
      <rect x="0.5" y="0.5" width="49" height="69" rx="5" fill={CARD_INK.back} />
      <rect x="4" y="4" width="42" height="62" rx="3" fill={CARD_INK.backDark} />
      <rect x="4" y="4" width="42" height="62" rx="3" fill={`url(#${id}-lattice)`} />
      <rect
        x="4"
        y="4"
        width="42"
        height="62"
        rx="3"
        fill="none"
        stroke={CARD_INK.backLine}
        strokeWidth="1"
      />
    </svg>
  );
}
