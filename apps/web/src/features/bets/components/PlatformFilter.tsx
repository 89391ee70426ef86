import { RightOutline } from 'antd-mobile-icons';
import { useCallback, useEffect, useRef, useState } from 'react';
import { BETS_TEXT } from '../strings.ts';

export interface PlatformOption {
  value: string;
  label: string;
}

/**
 * The platform filter of /betRecord: one row of chips that scrolls sideways. The row shows that
 * it scrolls (a fade and a 更多 arrow at the edge while more chips are hidden there), every chip is
 * a button a keyboard reaches (focusing one scrolls it into view) and says whether it is chosen.
 */
export function PlatformFilter({
  options,
  value,
  onChange,
}: {
  options: readonly PlatformOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  const rowRef = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });

  const measure = useCallback(() => {
    const row = rowRef.current;
    if (!row) return;
    const left = row.scrollLeft > 2;
    const right = row.scrollLeft + row.clientWidth < row.scrollWidth - 2;
    setMore((now) => (now.left === left && now.right === right ? now : { left, right }));
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, options.length]);

  const scrollOn = () => {
    const row = rowRef.current;
    row?.scrollBy({ left: row.clientWidth * 0.7, behavior: 'smooth' });
  };

  const className = [
    'bets-platforms',
    more.left ? 'bets-platforms--more-left' : '',
    more.right ? 'bets-platforms--more-right' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={className}>
      <div
        className="bets-platforms__row"
        role="group"
        aria-label={BETS_TEXT.platformFilter}
        ref={rowRef}
        onScroll={measure}
      >
        {options.map((option) => {
          const chosen = option.value === value;
          return (
            <button
              key={option.value || 'all'}
              type="button"
              className={chosen ? 'bets-chip bets-chip--on' : 'bets-chip'}
              aria-pressed={chosen}
              onClick={() => onChange(option.value)}
              onFocus={(event) =>
                event.currentTarget.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
              }
            >
              {option.label}
            </button>
          );
        })}
      </div>
      {more.right && (
        <button
          type="button"
          className="bets-platforms__more"
          aria-label={BETS_TEXT.morePlatforms}
          tabIndex={-1}
          onClick={scrollOn}
        >
          <RightOutline aria-hidden />
        </button>
      )}
    </div>
  );
}
