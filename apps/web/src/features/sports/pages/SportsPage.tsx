import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SPORTS, type Sport } from '@app/contract/sports-constants';
import { PullRefresh } from '../../../components/PullRefresh.tsx';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { useSportsFixtures, type Fixture } from '../api/sports-fixtures.ts';
import { startsToday, useServerNow } from '../clock.ts';
import { LeagueChips, MyBetsLink, OddsFormatToggle, SportTabs } from '../components/Controls.tsx';
import { FixtureRow } from '../components/FixtureRow.tsx';
import { Empty, LoadState } from '../components/LoadState.tsx';
import { SlipBar, SlipSheet } from '../components/SlipSheet.tsx';
import { useListRoom } from '../rooms.ts';
import { syncSlip } from '../slip-store.ts';
import { SPORTS_TEXT, sportsTitle } from '../strings.ts';
import '../sports.css';

/** The sport in the address (`?sport=`), football when missing or unknown. */
export function sportOf(value: string | null): Sport {
  return (SPORTS as readonly string[]).includes(value ?? '') ? (value as Sport) : 'football';
}

/**
 * /sports?sport=football|basketball|esports: the sport's fixtures — 滚球 (in play), 今日 and 早盘
 * (later days) — by league, each with its main market's odds inline; live over the sport's room.
 */
export function SportsPage() {
  const [params] = useSearchParams();
  const sport = sportOf(params.get('sport'));
  const list = useSportsFixtures(sport);
  useListRoom(sport, list.data !== undefined);
  useEffect(() => {
    if (list.data) syncSlip(list.data.fixtures);
  }, [list.data]);
  return (
    <TitledPage title={sportsTitle(sport)} right={<MyBetsLink />}>
      <div className="sports-page">
        <SportTabs sport={sport} />
        {list.data ? (
          <PullRefresh onRefresh={() => list.refetch()}>
            <FixtureLists
              key={sport}
              fixtures={list.data.fixtures}
              answerNow={list.data.now}
              cachedAt={list.dataUpdatedAt}
            />
          </PullRefresh>
        ) : (
          <LoadState error={list.error} onRetry={() => void list.refetch()} />
        )}
      </div>
      <SlipBar />
      <SlipSheet />
    </TitledPage>
  );
}

function FixtureLists({
  fixtures,
  answerNow,
  cachedAt,
}: {
  fixtures: Fixture[];
  answerNow: number;
  cachedAt: number;
}) {
  const now = useServerNow(answerNow, cachedAt);
  const [league, setLeague] = useState<string | null>(null);
  const leagues = useMemo(() => [...new Set(fixtures.map((f) => f.league))], [fixtures]);
  const chosen = league !== null && leagues.includes(league) ? league : null;
  const shown = fixtures.filter((f) => chosen === null || f.league === chosen);
  const live = shown.filter((f) => f.state === 'live' || f.state === 'suspended');
  const scheduled = shown
    .filter((f) => f.state === 'scheduled')
    .sort((a, b) => a.starts_at - b.starts_at);
  const today = scheduled.filter((f) => startsToday(f.starts_at, now));
  const later = scheduled.filter((f) => !startsToday(f.starts_at, now));
  const sections = [
    { key: 'live', title: SPORTS_TEXT.live, list: live },
    { key: 'today', title: SPORTS_TEXT.today, list: today },
    { key: 'later', title: SPORTS_TEXT.upcoming, list: later },
  ].filter((s) => s.list.length > 0);
  return (
    <>
      <div className="sports-bar">
        <LeagueChips leagues={leagues} value={chosen} onChange={setLeague} />
        <OddsFormatToggle />
      </div>
      {sections.length === 0 ? (
        <Empty />
      ) : (
        sections.map((section) => (
          <section
            key={section.key}
            className={`sports-section sports-section--${section.key}`}
            aria-labelledby={`sports-${section.key}`}
          >
            <h2 id={`sports-${section.key}`} className="sports-section__title">
              {section.key === 'live' && <span className="sports-section__dot" aria-hidden />}
              {section.title}
              <span className="sports-section__count">{section.list.length}</span>
            </h2>
            <ul className="sports-fixtures">
              {section.list.map((fixture) => (
                <FixtureRow key={fixture.id} fixture={fixture} now={now} />
              ))}
            </ul>
          </section>
        ))
      )}
    </>
  );
}
