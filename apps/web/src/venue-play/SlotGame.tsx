import { useMemo, useState } from 'react';
import {
  SLOT_PAYLINES,
  SLOT_STRIPS,
  type SlotSymbol,
  type SlotTheme,
} from '@app/domain/games/slot';
import type { SpinAnswer, VenueSession } from './api.ts';
import { SlotHelp } from './SlotHelp.tsx';
import { TEXT } from './strings.ts';
import { SymbolTile } from './SymbolTile.tsx';
import { THEME_LOOKS, type ThemeLook } from './theme.ts';
import { useSlotSpin } from './use-slot-spin.ts';

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
  const [help, setHelp] = useState(false);
  const { grid, spinning, stopped, result, lastWin, spin } = useSlotSpin(token, session.game, {
    onBalance,
    onError,
    onStart,
  });

  return (
    <main className="vp-slot">
      <div className="vp-slot__meta">
        <span>{TEXT.rtp(session.slot.rtp)}</span>
        <button type="button" className="vp-link" onClick={() => setHelp(true)}>
          {TEXT.paytable}
        </button>
      </div>
      <SlotReels grid={grid} look={look} spinning={spinning} stopped={stopped} result={result} />
      <SlotResult look={look} spinning={spinning} result={result} lastWin={lastWin} />
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
        onClick={() => void spin(bet)}
        style={{ background: look.accent }}
      >
        {spinning ? TEXT.spinning : `${TEXT.spin} · ${TEXT.yuan}${bet}`}
      </button>
      {help && <SlotHelp look={look} rtp={session.slot.rtp} onClose={() => setHelp(false)} />}
    </main>
  );
}

/** The five reels: the stopped ones show their symbols (a win's cells lit), the others blur by. */
function SlotReels({
  grid,
  look,
  spinning,
  stopped,
  result,
}: {
  grid: SlotSymbol[][];
  look: ThemeLook;
  spinning: boolean;
  stopped: number;
  result: SpinAnswer | null;
}) {
  const winning = useMemo(() => {
    const cells = new Set<string>();
    for (const line of result?.lines ?? []) {
      const rows = SLOT_PAYLINES[line.line - 1] ?? [];
      for (let reel = 0; reel < line.count; reel++) cells.add(`${reel}:${rows[reel]}`);
    }
    return cells;
  }, [result]);
  const won = result !== null && result.win !== '0.00';
  return (
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
  );
}

/** What the last spin won, line by line, or the last win before the first spin. */
function SlotResult({
  look,
  spinning,
  result,
  lastWin,
}: {
  look: ThemeLook;
  spinning: boolean;
  result: SpinAnswer | null;
  lastWin: string;
}) {
  const won = result !== null && result.win !== '0.00';
  return (
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
  );
}
