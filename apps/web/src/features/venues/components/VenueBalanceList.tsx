import { Button, Skeleton } from 'antd-mobile';
import { DownOutline, UpOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { VENUES_TEXT } from '../strings.ts';

export interface BalanceEntry {
  platname: string;
  name: string;
  /** null: the venue did not answer this time. */
  balance: string | null;
}

interface VenueBalanceListProps {
  entries: readonly BalanceEntry[] | undefined;
  /** Entries shown until expanded (spec part 2 §9); all when absent. */
  collapsedCount?: number;
  loading?: boolean;
  failed?: boolean;
  onRetry?: () => void;
  onRecover: () => void;
  recovering: boolean;
  /** Highlights the wallets picked on the transfer form. */
  selected?: readonly string[];
}

/** Venue balance detail with one-click recovery; collapsible (spec part 2 "Venue transfer"). */
export function VenueBalanceList({
  entries,
  collapsedCount,
  loading = false,
  failed = false,
  onRetry,
  onRecover,
  recovering,
  selected = [],
}: VenueBalanceListProps) {
  const [expanded, setExpanded] = useState(false);
  const collapsible = collapsedCount !== undefined && (entries?.length ?? 0) > collapsedCount;
  const shown =
    entries && collapsible && !expanded ? entries.slice(0, collapsedCount) : (entries ?? []);

  return (
    <section className="venue-balances" aria-label={VENUES_TEXT.venueBalances}>
      <header className="venue-balances__head">
        <h2>{VENUES_TEXT.venueBalances}</h2>
        <Button
          size="mini"
          color="primary"
          fill="outline"
          shape="rounded"
          loading={recovering}
          disabled={recovering}
          onClick={onRecover}
        >
          {VENUES_TEXT.recoverAll}
        </Button>
      </header>

      {entries === undefined && (
        <BalancesPending
          loading={loading}
          failed={failed}
          count={collapsedCount ?? 6}
          onRetry={onRetry}
        />
      )}

      {entries !== undefined && entries.length === 0 && (
        <div className="venue-balances__state">{VENUES_TEXT.noVenues}</div>
      )}

      {shown.length > 0 && <BalanceGrid shown={shown} selected={selected} />}

      {collapsible && (
        <button
          type="button"
          className="venue-balances__toggle"
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? VENUES_TEXT.collapse : VENUES_TEXT.expand}
          {expanded ? <UpOutline aria-hidden /> : <DownOutline aria-hidden />}
        </button>
      )}
    </section>
  );
}

/** The venues' balances, the wallets picked on the transfer form highlighted. */
function BalanceGrid({
  shown,
  selected,
}: {
  shown: readonly BalanceEntry[];
  selected: readonly string[];
}) {
  return (
    <ul className="venue-balances__grid">
      {shown.map((entry) => (
        <li
          key={entry.platname}
          className={
            selected.includes(entry.platname)
              ? 'venue-balances__item venue-balances__item--selected'
              : 'venue-balances__item'
          }
          data-platname={entry.platname}
        >
          <span className="venue-balances__name">{entry.name}</span>
          <span className="venue-balances__amount">
            {entry.balance ?? VENUES_TEXT.unknownBalance}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Before the list has arrived: skeletons while loading, or the failure with a retry. */
function BalancesPending({
  loading,
  failed,
  count,
  onRetry,
}: {
  loading: boolean;
  failed: boolean;
  count: number;
  onRetry?: () => void;
}) {
  return (
    <>
      {loading && (
        <div className="venue-balances__grid" aria-busy="true">
          {Array.from({ length: count }, (_, i) => (
            <div className="venue-balances__item" key={i}>
              <Skeleton animated className="venue-balances__skeleton" />
            </div>
          ))}
        </div>
      )}

      {!loading && failed && (
        <div className="venue-balances__state" role="alert">
          <span>{VENUES_TEXT.loadFailed}</span>
          {onRetry && (
            <Button size="mini" fill="none" color="primary" onClick={onRetry}>
              {VENUES_TEXT.retry}
            </Button>
          )}
        </div>
      )}
    </>
  );
}
