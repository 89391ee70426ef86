import { useEffect, useMemo, useRef, useState } from 'react';
import {
  SLOT_PAYLINES,
  SLOT_STRIPS,
  slotWindow,
  type SlotSymbol,
  type SlotTheme,
} from '@app/domain/games/slot';
import { venueCall, venueEndpoints, type SpinAnswer, type VenueSession } from './api.ts';
import { SlotHelp } from './SlotHelp.tsx';
import { TEXT } from './strings.ts';
import { SymbolTile } from './SymbolTile.tsx';
import { THEME_LOOKS } from './theme.ts';

/** The reels spin at least this long, then stop one after another. */
const MIN_SPIN_MS = 650;
const REEL_STOP_GAP_MS = 170;
/** What the reels show before the first spin: a window that pays nothing, with varied symbols. */
const RESTING_STOPS = [13, 2, 8, 16, 11];

interface SlotGameProps {
  session: VenueSession;
  theme: SlotTheme;
  token: string;
  onBalance: (balance: string) => void;
  onError: (error: unknown) => void;
  onStart: () => void;
}

export function SlotGame({ session, theme, token, onBalance, onError, onStart }: SlotGameProps) {
  const look = THEME_LOOKS[theme];
  const bets = session.slot.bets;
  const [bet, setBet] = useState(bets[0] ?? '1.00');
  const [grid, setGrid] = useState<SlotSymbol[][]>(() => slotWindow(RESTING_STOPS));
  const [spinning, setSpinning] = useState(false);
  /** Reels already stopped during a spin (0..5). */
  const [stopped, setStopped] = useState(5);
  const [result, setResult] = useState<SpinAnswer | null>(null);
  const [lastWin, setLastWin] = useState('0.00');
  const [help, setHelp] = useState(false);
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);

  const winning = useMemo(() => {
    const cells = new Set<string>();
    for (const line of result?.lines ?? []) {
      const rows = SLOT_PAYLINES[line.line - 1] ?? [];
      for (let reel = 0; reel < line.count; reel++) cells.add(`${reel}:${rows[reel]}`);
    }
    return cells;
  }, [result]);

  async function spin() {
    if (spinning) return;
    onStart();
    setSpinning(true);
    setStopped(0);
    setResult(null);
    const started = Date.now();
    let answer: SpinAnswer;
    try {
      answer = await venueCall(venueEndpoints.slotSpin, token, { bet, game: session.game });
    } catch (error) {
      setStopped(5);
      setSpinning(false);
      onError(error);
      return;
    }
    const wait = Math.max(0, MIN_SPIN_MS - (Date.now() - started));
    const finalGrid = answer.grid as SlotSymbol[][];
    for (let reel = 0; reel < 5; reel++) {
      timers.current.push(
        window.setTimeout(
          () => {
            setGrid((current) => current.map((column, i) => (i === reel ? finalGrid[i]! : column)));
            setStopped(reel + 1);
            if (reel === 4) {
              setSpinning(false);
              setResult(answer);
              setLastWin(answer.win);
              onBalance(answer.balance);
            }
          },
          wait + reel * REEL_STOP_GAP_MS,
        ),
      );
    }
  }

  const won = result !== null && result.win !== '0.00';

  return (
    <main className="vp-slot">
      <div className="vp-slot__meta">
        <span>{TEXT.rtp(session.slot.rtp)}</span>
        <button type="button" className="vp-link" onClick={() => setHelp(true)}>
          {TEXT.paytable}
        </button>
      </div>

      <div className="vp-reels" style={{ background: look.reels }} data-spinning={spinning}>
        {grid.map((column, reel) =>
          spinning && reel >= stopped ? (
            <div className="vp-reel vp-reel--spinning" key={reel} aria-hidden>
              {column.map((symbol, row) => (
                <SymbolTile key={row} symbol={symbol} look={look} className="vp-reel__space" />
              ))}
              <div className="vp-reel__blur" style={{ animationDelay: `${-reel * 70}ms` }}>
                {[...SLOT_STRIPS[reel]!.slice(0, 8), ...SLOT_STRIPS[reel]!.slice(0, 8)].map(
                  (symbol, i) => (
                    <SymbolTile key={i} symbol={symbol as SlotSymbol} look={look} />
                  ),
                )}
              </div>
            </div>
          ) : (
            <div className="vp-reel" key={reel}>
              {column.map((symbol, row) => (
                <SymbolTile
                  key={row}
                  symbol={symbol}
                  look={look}
                  className={
                    winning.has(`${reel}:${row}`)
                      ? 'vp-tile--win'
                      : won && !spinning
                        ? 'vp-tile--dim'
                        : ''
                  }
                />
              ))}
            </div>
          ),
        )}
      </div>

      <div className="vp-slot__result" aria-live="polite">
        {spinning ? (
          <span className="vp-muted">{TEXT.spinning}</span>
        ) : result === null ? (
          <span className="vp-muted">
            {TEXT.lastWin} {TEXT.yuan}
            {lastWin}
          </span>
        ) : won ? (
          <>
            <strong className="vp-win">{TEXT.totalWin(result.win)}</strong>
            <ul className="vp-lines">
              {result.lines.map((line) => (
                <li key={line.line}>
                  {TEXT.lineWin(
                    line.line,
                    look.symbols[line.symbol as SlotSymbol]?.name ?? line.symbol,
                    line.count,
                    line.win,
                  )}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <span className="vp-muted">{TEXT.noWin}</span>
        )}
      </div>

      <div className="vp-stakes">
        <div className="vp-stakes__label">{TEXT.stake}</div>
        <div className="vp-stakes__list" role="radiogroup" aria-label={TEXT.stake}>
          {bets.map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={option === bet}
              className={option === bet ? 'vp-chip vp-chip--on' : 'vp-chip'}
              disabled={spinning}
              onClick={() => setBet(option)}
            >
              {option.replace(/\.00$/, '')}
            </button>
          ))}
        </div>
      </div>

      <button
        type="button"
        className="vp-go"
        disabled={spinning}
        onClick={() => void spin()}
        style={{ background: look.accent }}
      >
        {spinning ? TEXT.spinning : `${TEXT.spin} · ${TEXT.yuan}${bet}`}
      </button>

      {help && <SlotHelp look={look} rtp={session.slot.rtp} onClose={() => setHelp(false)} />}
    </main>
  );
}
