import { useSearchParams } from 'react-router';
import { useState } from 'react';
import { parseMinor } from '@app/contract/money-format';
import type { SportsBetState } from '@app/contract/sports-constants';
import { PagedList } from '../../../components/PagedList.tsx';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { useSportsBets, type SportsBetRow, type SportsLegRow } from '../api/sports-bets.ts';
import { dateTimeText } from '../clock.ts';
import { showOdds, useOddsFormat, type OddsFormat } from '../prefs.ts';
import { slipKind } from '../components/SlipSheet.tsx';
import { LEG_OUTCOME_NAMES, SPORTS_TEXT } from '../strings.ts';
import '../sports.css';

const TABS: { state: SportsBetState; label: string }[] = [
  { state: 'open', label: SPORTS_TEXT.open },
  { state: 'settled', label: SPORTS_TEXT.settled },
];

/** A settled bet's result: won (paid more than staked), lost (nothing back) or even. */
export function betResult(bet: Pick<SportsBetRow, 'state' | 'stake' | 'paid'>): {
  text: string;
  tone: 'open' | 'win' | 'lose' | 'even';
} {
  if (bet.state === 'open' || bet.paid === null)
    return { text: SPORTS_TEXT.stateOpen, tone: 'open' };
  const paid = parseMinor(bet.paid) ?? 0n;
  const stake = parseMinor(bet.stake) ?? 0n;
  if (paid > stake) return { text: SPORTS_TEXT.stateWon, tone: 'win' };
  if (paid === stake) return { text: SPORTS_TEXT.stateEven, tone: 'even' };
  return { text: SPORTS_TEXT.stateLost, tone: 'lose' };
}

/** /sports/bets: the player's sports bets, 未结算 and 已结算, newest first, paged. */
export function MyBetsPage() {
  // ?state=settled opens the settled tab (a record in /betRecord links here)
  const [params] = useSearchParams();
  const [state, setState] = useState<SportsBetState>(
    params.get('state') === 'settled' ? 'settled' : 'open',
  );
  const bets = useSportsBets(state);
  const format = useOddsFormat();
  const rows = bets.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <TitledPage title={SPORTS_TEXT.betsTitle}>
      <div className="sports-page">
        <div className="sports-bet-tabs" role="tablist" aria-label={SPORTS_TEXT.betsTitle}>
          {TABS.map((tab) => (
            <button
              key={tab.state}
              type="button"
              role="tab"
              aria-selected={tab.state === state}
              className={tab.state === state ? 'sports-bet-tabs__tab--on' : ''}
              onClick={() => setState(tab.state)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <PagedList
          key={state}
          query={bets}
          rows={rows}
          renderRow={(bet) => <BetCard key={bet.id} bet={bet} format={format} />}
          listClassName="sports-bets"
          cardClassName="sports-bet"
          failedTitle={SPORTS_TEXT.betsFailed}
          emptyTitle={SPORTS_TEXT.noBets}
        />
      </div>
    </TitledPage>
  );
}

function BetCard({ bet, format }: { bet: SportsBetRow; format: OddsFormat }) {
  const result = betResult(bet);
  return (
    <li className="sports-bet" aria-label={SPORTS_TEXT.betNo(bet.id)}>
      <div className="sports-bet__head">
        <strong className="sports-bet__kind">
          {bet.kind === 'single' ? SPORTS_TEXT.single : slipKind(bet.legs.length)}
        </strong>
        <span className={`sports-bet__state sports-bet__state--${result.tone}`}>{result.text}</span>
      </div>
      <div className="sports-bet__sub">
        <span>{SPORTS_TEXT.betNo(bet.id)}</span>
        <span>{dateTimeText(bet.placed_at)}</span>
      </div>
      <dl className="sports-bet__figures">
        <div>
          <dt>{SPORTS_TEXT.betStake}</dt>
          <dd>{bet.stake}</dd>
        </div>
        <div>
          <dt>{SPORTS_TEXT.betOdds}</dt>
          <dd>{showOdds(bet.odds, format)}</dd>
        </div>
        {bet.paid === null ? (
          <div>
            <dt>{SPORTS_TEXT.potential}</dt>
            <dd>{bet.potential}</dd>
          </div>
        ) : (
          <div>
            <dt>{SPORTS_TEXT.betPaid}</dt>
            <dd className={`sports-bet__paid sports-bet__paid--${result.tone}`}>{bet.paid}</dd>
          </div>
        )}
      </dl>
      <ol className="sports-bet__legs">
        {bet.legs.map((leg, i) => (
          <LegLine key={`${leg.market}-${leg.selection}-${i}`} leg={leg} format={format} />
        ))}
      </ol>
    </li>
  );
}

function LegLine({ leg, format }: { leg: SportsLegRow; format: OddsFormat }) {
  return (
    <li className="sports-bet-leg">
      <div className="sports-bet-leg__top">
        <span className="sports-bet-leg__pick">
          {leg.selection_name}{' '}
          <span className="sports-bet-leg__odds">@{showOdds(leg.odds, format)}</span>
        </span>
        <span
          className={`sports-outcome sports-outcome--${leg.outcome ?? 'open'}`}
          data-outcome={leg.outcome ?? 'open'}
        >
          {leg.outcome === null ? SPORTS_TEXT.pendingOutcome : LEG_OUTCOME_NAMES[leg.outcome]}
        </span>
      </div>
      <div className="sports-bet-leg__sub">
        {leg.market_name}
        {leg.in_play && <span className="sports-leg__live">{SPORTS_TEXT.inPlay}</span>}
      </div>
      <div className="sports-bet-leg__sub">
        {leg.league} · {leg.home} {SPORTS_TEXT.vs} {leg.away}
        {leg.score && (
          <span className="sports-bet-leg__score">
            {' '}
            {SPORTS_TEXT.settledScore(leg.score.home, leg.score.away)}
          </span>
        )}
      </div>
    </li>
  );
}
