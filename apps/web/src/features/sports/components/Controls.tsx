import { Link } from 'react-router';
import { SPORTS, type Sport } from '@app/contract/sports-constants';
import { setOddsFormat, useOddsFormat } from '../prefs.ts';
import { SPORT_NAMES, SPORTS_TEXT } from '../strings.ts';

/** 足球 篮球 电竞: each a tab whose address is `/sports?sport=…`. */
export function SportTabs({ sport }: { sport: Sport }) {
  return (
    <nav className="sports-tabs" aria-label={SPORTS_TEXT.sports}>
      {SPORTS.map((s) => (
        <Link
          key={s}
          replace
          to={`/sports?sport=${s}`}
          className={s === sport ? 'sports-tabs__tab sports-tabs__tab--on' : 'sports-tabs__tab'}
          aria-current={s === sport ? 'page' : undefined}
        >
          {SPORT_NAMES[s]}
        </Link>
      ))}
    </nav>
  );
}

/** 全部 and every league of the list, as chips; one chosen. */
export function LeagueChips({
  leagues,
  value,
  onChange,
}: {
  leagues: string[];
  value: string | null;
  onChange: (league: string | null) => void;
}) {
  const options: { key: string; league: string | null; label: string }[] = [
    { key: '', league: null, label: SPORTS_TEXT.allLeagues },
    ...leagues.map((league) => ({ key: league, league, label: league })),
  ];
  return (
    <div className="sports-chips" role="group" aria-label={SPORTS_TEXT.leagues}>
      {options.map((option) => (
        <button
          key={option.key}
          type="button"
          className={
            option.league === value
              ? 'sports-chips__chip sports-chips__chip--on'
              : 'sports-chips__chip'
          }
          aria-pressed={option.league === value}
          onClick={() => onChange(option.league)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** 欧洲盘 / 香港盘: how every odds of the book is written, remembered on this device. */
export function OddsFormatToggle() {
  const format = useOddsFormat();
  return (
    <div className="sports-format" role="group" aria-label={SPORTS_TEXT.oddsFormat}>
      <button
        type="button"
        aria-pressed={format === 'decimal'}
        className={format === 'decimal' ? 'sports-format__on' : ''}
        onClick={() => setOddsFormat('decimal')}
      >
        {SPORTS_TEXT.decimal}
      </button>
      <button
        type="button"
        aria-pressed={format === 'hk'}
        className={format === 'hk' ? 'sports-format__on' : ''}
        onClick={() => setOddsFormat('hk')}
      >
        {SPORTS_TEXT.hongKong}
      </button>
    </div>
  );
}

/** 我的注单: the link in the sportsbook's top bar. */
export function MyBetsLink() {
  return (
    <Link className="sports-nav-link" to="/sports/bets">
      {SPORTS_TEXT.myBets}
    </Link>
  );
}
