import { useEffect, useRef, useState } from 'react';
import { MSG } from '@app/contract/messages';
import { toast } from '../../../lib/feedback.ts';
import type { Fixture, Market, Selection } from '../api/sports-fixtures.ts';
import { oddsC, showOdds, useOddsFormat } from '../prefs.ts';
import { marketOpen, togglePick, useSlip } from '../slip-store.ts';
import { SPORTS_TEXT } from '../strings.ts';

/** How long moved odds stay coloured. */
export const FLASH_MS = 1_500;

/** 'up' or 'down' for FLASH_MS after the odds moved, else null. */
export function useFlash(odds: string): 'up' | 'down' | null {
  const before = useRef(odds);
  const [flash, setFlash] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    const from = oddsC(before.current);
    const to = oddsC(odds);
    before.current = odds;
    if (from === 0 || to === 0 || from === to) return;
    setFlash(to > from ? 'up' : 'down');
    const timer = window.setTimeout(() => setFlash(null), FLASH_MS);
    return () => window.clearTimeout(timer);
  }, [odds]);
  return flash;
}

export function LockIcon() {
  return (
    <svg className="sports-lock" viewBox="0 0 16 16" width="14" height="14" aria-hidden>
      <rect x="3" y="7" width="10" height="7" rx="1.5" fill="currentColor" />
      <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

/**
 * A selection's odds as a button: a tap puts it on the slip (again: takes it off). Locked (a lock,
 * not tappable) while its market or fixture is suspended; green ▲ or red ▼ for 1.5 s after the
 * odds moved; pressed while on the slip.
 */
export function OddsButton({
  fixture,
  market,
  selection,
  label,
}: {
  fixture: Fixture;
  market: Market;
  selection: Selection;
  /** The short word shown above the odds (主, 平, 客…); the selection's name by default. */
  label?: string;
}) {
  const format = useOddsFormat();
  const slip = useSlip();
  const flash = useFlash(selection.odds);
  const shown = label ?? selection.name;
  if (!marketOpen(fixture, market)) {
    return (
      <button
        type="button"
        className="sports-odds sports-odds--locked"
        disabled
        aria-label={SPORTS_TEXT.lockedLabel(selection.name)}
      >
        <span className="sports-odds__name">{shown}</span>
        <LockIcon />
      </button>
    );
  }
  const picked = slip.legs.some(
    (l) => l.fixture === fixture.id && l.market === market.id && l.selection === selection.code,
  );
  const odds = showOdds(selection.odds, format);
  const className = [
    'sports-odds',
    picked ? 'sports-odds--picked' : '',
    flash ? `sports-odds--${flash}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={className}
      aria-pressed={picked}
      aria-label={SPORTS_TEXT.oddsLabel(selection.name, odds)}
      data-flash={flash ?? undefined}
      onClick={() => {
        const result = togglePick(fixture, market, selection);
        if (result === 'replaced') toast(SPORTS_TEXT.sameFixtureReplaced);
        if (result === 'full') toast(MSG.sportsTooManyLegs, 'fail');
      }}
    >
      <span className="sports-odds__name">{shown}</span>
      <span className="sports-odds__value">
        {odds}
        {flash && (
          <span className="sports-odds__arrow" aria-hidden>
            {flash === 'up' ? '▲' : '▼'}
          </span>
        )}
      </span>
    </button>
  );
}
