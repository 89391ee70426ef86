import { useEffect, useRef, useState } from 'react';
import {
  venueCall,
  venueEndpoints,
  type DicePick,
  type RollAnswer,
  type VenueSession,
} from './api.ts';
import { TEXT } from './strings.ts';
import { formatMinor, parseMinor } from '@app/contract/money-format';

/** The dice shake at least this long before the result shows. */
const MIN_ROLL_MS = 800;
const SHAKE_FRAME_MS = 90;
const HISTORY_MAX = 20;

const PICKS: { pick: DicePick; label: string; note: string }[] = [
  { pick: 'big', label: TEXT.big, note: TEXT.bigRange },
  { pick: 'small', label: TEXT.small, note: TEXT.smallRange },
  { pick: 'odd', label: TEXT.odd, note: TEXT.oddRange },
  { pick: 'even', label: TEXT.even, note: TEXT.evenRange },
];
const PICK_LABEL: Record<DicePick, string> = {
  big: TEXT.big,
  small: TEXT.small,
  odd: TEXT.odd,
  even: TEXT.even,
};

/** Fen from a "12.34" string (exact); the amounts here are small enough for a number. */
const toFen = (yuan: string) => Number(parseMinor(yuan) ?? 0n);

/** Pip positions (3×3 cells, 0..8) for each face. */
const PIPS: Record<number, number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

export function DieFace({ value, size = 'large' }: { value: number; size?: 'large' | 'small' }) {
  const pips = PIPS[value] ?? [];
  return (
    <span className={`vp-die vp-die--${size}`} aria-label={String(value)} role="img">
      {Array.from({ length: 9 }, (_, cell) => (
        <i key={cell} className={pips.includes(cell) ? (value === 1 ? 'on red' : 'on') : ''} />
      ))}
    </span>
  );
}

interface DiceGameProps {
  session: VenueSession;
  token: string;
  onBalance: (balance: string) => void;
  onError: (error: unknown) => void;
  onStart: () => void;
}

export function DiceGame({ session, token, onBalance, onError, onStart }: DiceGameProps) {
  const minFen = toFen(session.dice.min_bet);
  const maxFen = toFen(session.dice.max_bet);
  const [pick, setPick] = useState<DicePick | null>(null);
  const [stakeFen, setStakeFen] = useState(minFen);
  const [rolling, setRolling] = useState(false);
  const [faces, setFaces] = useState<[number, number, number]>([1, 3, 6]);
  const [last, setLast] = useState<RollAnswer | null>(null);
  const [history, setHistory] = useState<RollAnswer[]>([]);
  const [hint, setHint] = useState('');
  const shaker = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearInterval(shaker.current), []);

  async function roll() {
    if (rolling) return;
    if (!pick) {
      setHint(TEXT.pickFirst);
      return;
    }
    setHint('');
    onStart();
    setRolling(true);
    setLast(null);
    const started = Date.now();
    // The shaking is only a look; the throw is the server's.
    const face = () => 1 + Math.floor(Math.random() * 6);
    shaker.current = window.setInterval(() => setFaces([face(), face(), face()]), SHAKE_FRAME_MS);
    let answer: RollAnswer | undefined;
    let failure: unknown;
    try {
      answer = await venueCall(venueEndpoints.diceRoll, token, {
        bet: formatMinor(stakeFen),
        pick,
      });
    } catch (error) {
      failure = error;
    }
    const wait = answer ? Math.max(0, MIN_ROLL_MS - (Date.now() - started)) : 0;
    window.setTimeout(() => {
      window.clearInterval(shaker.current);
      setRolling(false);
      if (!answer) {
        onError(failure);
        return;
      }
      setFaces(answer.dice);
      setLast(answer);
      setHistory((rounds) => [answer, ...rounds].slice(0, HISTORY_MAX));
      onBalance(answer.balance);
    }, wait);
  }

  const addChip = (chip: string) => setStakeFen((fen) => Math.min(maxFen, fen + toFen(chip)));
  const stakeOk = stakeFen >= minFen && stakeFen <= maxFen;

  return (
    <main className="vp-dice">
      <div className="vp-slot__meta">
        <span>{TEXT.rtp(session.dice.rtp)}</span>
        <span>{TEXT.limits(session.dice.min_bet, session.dice.max_bet)}</span>
      </div>

      <div className="vp-dice__table" data-rolling={rolling}>
        <div className="vp-dice__faces">
          {faces.map((value, i) => (
            <DieFace key={i} value={value} />
          ))}
        </div>
        <div className="vp-dice__outcome" aria-live="polite">
          {rolling ? (
            <span className="vp-muted">{TEXT.rolling}</span>
          ) : last ? (
            <>
              <span className="vp-dice__sum">
                {last.dice.join(' + ')} = {last.total}{' '}
                {last.triple ? TEXT.triple : last.winning.map((p) => PICK_LABEL[p]).join(' ')}
              </span>
              {last.won ? (
                <strong className="vp-win">{TEXT.youWon(last.win)}</strong>
              ) : (
                <span className="vp-muted">{TEXT.youLost}</span>
              )}
            </>
          ) : (
            <span className="vp-muted">{TEXT.tripleNote}</span>
          )}
        </div>
      </div>

      <div className="vp-picks" role="radiogroup">
        {PICKS.map((option) => (
          <button
            key={option.pick}
            type="button"
            role="radio"
            aria-checked={pick === option.pick}
            className={pick === option.pick ? 'vp-pick vp-pick--on' : 'vp-pick'}
            disabled={rolling}
            onClick={() => (setPick(option.pick), setHint(''))}
          >
            <strong>{option.label}</strong>
            <small>{option.note}</small>
            <small>{TEXT.pays}</small>
          </button>
        ))}
      </div>

      <div className="vp-stakes">
        <div className="vp-stakes__label">
          {TEXT.stakeLabel}
          <strong className="vp-stakes__amount">
            {TEXT.yuan}
            {formatMinor(stakeFen)}
          </strong>
          <button
            type="button"
            className="vp-link"
            disabled={rolling}
            onClick={() => setStakeFen(0)}
          >
            {TEXT.clear}
          </button>
        </div>
        <div className="vp-stakes__list">
          {session.dice.chips.map((chip) => (
            <button
              key={chip}
              type="button"
              className="vp-chip vp-chip--round"
              disabled={rolling || stakeFen + toFen(chip) > maxFen}
              onClick={() => addChip(chip)}
            >
              +{chip.replace(/\.00$/, '')}
            </button>
          ))}
        </div>
      </div>

      {hint && <div className="vp-hint">{hint}</div>}

      <button
        type="button"
        className="vp-go"
        disabled={rolling || !stakeOk}
        onClick={() => void roll()}
      >
        {rolling
          ? TEXT.rolling
          : pick
            ? `${TEXT.roll} · ${PICK_LABEL[pick]} ${TEXT.yuan}${formatMinor(stakeFen)}`
            : TEXT.roll}
      </button>

      <section className="vp-history">
        <h3>{TEXT.history}</h3>
        {history.length === 0 ? (
          <p className="vp-muted">{TEXT.historyEmpty}</p>
        ) : (
          <ol>
            {history.map((round) => (
              <li key={round.round_no} className={round.won ? 'won' : 'lost'}>
                <span className="vp-history__dice">
                  {round.dice.map((value, i) => (
                    <DieFace key={i} value={value} size="small" />
                  ))}
                </span>
                <span className="vp-history__total">
                  {round.total}{' '}
                  {round.triple ? TEXT.triple : round.winning.map((p) => PICK_LABEL[p]).join('')}
                </span>
                <span className="vp-history__bet">
                  {PICK_LABEL[round.pick]} {TEXT.yuan}
                  {round.bet}
                </span>
                <span className="vp-history__result">
                  {round.won ? `${TEXT.win} ${TEXT.yuan}${round.win}` : TEXT.lose}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </main>
  );
}
