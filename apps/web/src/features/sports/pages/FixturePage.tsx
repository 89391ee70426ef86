import { useEffect } from 'react';
import { useParams } from 'react-router';
import { MARKET_TYPE_INFO, type MarketType } from '@app/contract/sports-constants';
import { marketTypesOf } from '@app/domain/sports/index';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { useSportsFixture } from '../api/sports-fixture.ts';
import type { Fixture, Market } from '../api/sports-fixtures.ts';
import { useServerNow } from '../clock.ts';
import { MyBetsLink, OddsFormatToggle } from '../components/Controls.tsx';
import { FixtureTime } from '../components/FixtureRow.tsx';
import { Empty, LoadState } from '../components/LoadState.tsx';
import { LockIcon, OddsButton } from '../components/OddsButton.tsx';
import { SlipBar, SlipSheet } from '../components/SlipSheet.tsx';
import { useFixtureRoom } from '../rooms.ts';
import { marketOpen, syncSlip } from '../slip-store.ts';
import { FIXTURE_STATE_NAMES, SPORT_NAMES, SPORTS_TEXT } from '../strings.ts';
import '../sports.css';

/**
 * /sports/fixture/:id: one fixture — teams, score, clock and state — with every market grouped by
 * type (独赢, 让球, 大小球, 波胆, 双方进球 …), each selection tappable onto the slip; live over the
 * fixture's room.
 */
export function FixturePage() {
  const { id = '' } = useParams();
  const fixtureId = /^\d{1,10}$/.test(id) ? Number(id) : 0;
  const answer = useSportsFixture(fixtureId);
  useFixtureRoom(fixtureId, answer.data !== undefined);
  useEffect(() => {
    if (answer.data) syncSlip([answer.data.fixture]);
  }, [answer.data]);
  return (
    <TitledPage title={SPORTS_TEXT.fixtureTitle} right={<MyBetsLink />}>
      <div className="sports-page">
        {answer.data ? (
          <FixtureView
            fixture={answer.data.fixture}
            answerNow={answer.data.now}
            cachedAt={answer.dataUpdatedAt}
          />
        ) : fixtureId === 0 ? (
          <Empty />
        ) : (
          <LoadState error={answer.error} onRetry={() => void answer.refetch()} />
        )}
      </div>
      <SlipBar />
      <SlipSheet />
    </TitledPage>
  );
}

/** The fixture's markets by type, in the order of the sport's market types. */
function groups(fixture: Fixture): { type: MarketType; markets: Market[] }[] {
  return marketTypesOf(fixture.sport)
    .map((type) => ({ type, markets: fixture.markets.filter((m) => m.type === type) }))
    .filter((g) => g.markets.length > 0);
}

function FixtureView({
  fixture,
  answerNow,
  cachedAt,
}: {
  fixture: Fixture;
  answerNow: number;
  cachedAt: number;
}) {
  const now = useServerNow(answerNow, cachedAt);
  const inPlay = fixture.state === 'live' || fixture.state === 'suspended';
  const over = fixture.state === 'finished' || fixture.state === 'cancelled';
  const list = groups(fixture);
  return (
    <>
      <header className={`sports-head sports-head--${fixture.sport}`}>
        <div className="sports-head__league">
          {SPORT_NAMES[fixture.sport]} · {fixture.league}
        </div>
        <div className="sports-head__match">
          <span className="sports-head__team">{fixture.home}</span>
          <strong className="sports-head__score" aria-label="比分">
            {inPlay || fixture.state === 'finished'
              ? `${fixture.score?.home ?? 0} : ${fixture.score?.away ?? 0}`
              : SPORTS_TEXT.vs}
          </strong>
          <span className="sports-head__team">{fixture.away}</span>
        </div>
        <div className="sports-head__state">
          <span className={`sports-state sports-state--${fixture.state}`}>
            {FIXTURE_STATE_NAMES[fixture.state]}
          </span>
          <FixtureTime fixture={fixture} now={now} />
        </div>
      </header>
      <div className="sports-bar sports-bar--end">
        <OddsFormatToggle />
      </div>
      {over ? (
        <Empty title={SPORTS_TEXT.fixtureOver} />
      ) : list.length === 0 ? (
        <Empty title={SPORTS_TEXT.noMarkets} />
      ) : (
        list.map((group) => (
          <section
            key={group.type}
            className="sports-market"
            aria-labelledby={`sports-market-${group.type}`}
          >
            <h2 id={`sports-market-${group.type}`} className="sports-market__title">
              {MARKET_TYPE_INFO[group.type].name}
            </h2>
            {group.markets.map((market) => (
              <div
                key={market.id}
                className={`sports-market__row sports-market__row--${MARKET_TYPE_INFO[group.type].kind}`}
                role="group"
                aria-label={market.line === null ? market.name : `${market.name} ${market.line}`}
              >
                {!marketOpen(fixture, market) && (
                  <span className="sports-market__locked">
                    <LockIcon /> {SPORTS_TEXT.locked}
                  </span>
                )}
                {market.selections.map((selection) => (
                  <OddsButton
                    key={selection.code}
                    fixture={fixture}
                    market={market}
                    selection={selection}
                  />
                ))}
              </div>
            ))}
          </section>
        ))
      )}
    </>
  );
}
