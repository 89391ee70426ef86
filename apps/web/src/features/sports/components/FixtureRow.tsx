import { Link } from 'react-router';
import { MARKET_TYPE_INFO } from '@app/contract/sports-constants';
import type { Fixture, Market } from '../api/sports-fixtures.ts';
import { clockText, startText } from '../clock.ts';
import { FIXTURE_STATE_NAMES, SPORTS_TEXT } from '../strings.ts';
import { LockIcon, OddsButton } from './OddsButton.tsx';

/** The market the lists show inline (MARKET_TYPE_INFO main). */
export function mainMarket(fixture: Fixture): Market | undefined {
  return fixture.markets.find((m) => MARKET_TYPE_INFO[m.type].main);
}

/** The short words over the main market's odds: 主 平 客. */
const SHORT: Record<string, string> = { home: '主', draw: '平', away: '客' };

/** The live clock, 暂停 or the start: what stands where the time is. */
export function FixtureTime({ fixture, now }: { fixture: Fixture; now: number }) {
  if (fixture.state === 'suspended') {
    return (
      <span className="sports-time sports-time--paused">
        {fixture.clock ? clockText(fixture.clock, now) : ''} {FIXTURE_STATE_NAMES.suspended}
      </span>
    );
  }
  if (fixture.state === 'live' && fixture.clock) {
    return (
      <span className="sports-time sports-time--live" role="timer">
        {clockText(fixture.clock, now)}
      </span>
    );
  }
  if (fixture.state === 'scheduled') {
    return <span className="sports-time">{startText(fixture.starts_at, now)}</span>;
  }
  return <span className="sports-time">{FIXTURE_STATE_NAMES[fixture.state]}</span>;
}

/**
 * One fixture of a list: league, clock or start, the teams with the score, the main market's odds
 * inline (tappable, locked while suspended) and a link to every market.
 */
export function FixtureRow({ fixture, now }: { fixture: Fixture; now: number }) {
  const main = mainMarket(fixture);
  const more = fixture.markets.length - (main ? 1 : 0);
  const score = fixture.score;
  const inPlay = fixture.state === 'live' || fixture.state === 'suspended';
  return (
    <li className="sports-fixture" data-fixture={fixture.id}>
      <div className="sports-fixture__meta">
        <span className="sports-fixture__league">{fixture.league}</span>
        <FixtureTime fixture={fixture} now={now} />
      </div>
      <div className="sports-fixture__body">
        <Link
          className="sports-fixture__teams"
          to={`/sports/fixture/${fixture.id}`}
          aria-label={SPORTS_TEXT.moreMarketsLabel(fixture.home, fixture.away)}
        >
          <span className="sports-fixture__team">
            <span className="sports-fixture__name">{fixture.home}</span>
            {inPlay && <strong className="sports-fixture__score">{score?.home ?? 0}</strong>}
          </span>
          <span className="sports-fixture__team">
            <span className="sports-fixture__name">{fixture.away}</span>
            {inPlay && <strong className="sports-fixture__score">{score?.away ?? 0}</strong>}
          </span>
          {more > 0 && (
            <span className="sports-fixture__more" aria-hidden>
              {SPORTS_TEXT.moreMarkets(more)} ›
            </span>
          )}
        </Link>
        <div
          className={`sports-fixture__odds sports-fixture__odds--${main?.selections.length ?? 0}`}
          role="group"
          aria-label={main ? `${fixture.home} 对 ${fixture.away} ${main.name}` : undefined}
        >
          {main ? (
            main.selections.map((selection) => (
              <OddsButton
                key={selection.code}
                fixture={fixture}
                market={main}
                selection={selection}
                label={SHORT[selection.code] ?? selection.name}
              />
            ))
          ) : (
            <span className="sports-odds sports-odds--locked sports-odds--none">
              <LockIcon />
            </span>
          )}
        </div>
      </div>
    </li>
  );
}
