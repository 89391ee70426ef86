import { Selector } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router';
import { BET_STATUS, type BetRecord, type BetStatistics } from '@app/contract/bets';
import { PagedList } from '../../../components/PagedList.tsx';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { HOUSE_PLAT, houseVerifyPath } from '../../../lib/game-path.ts';
import { useBetRecords } from '../api/bet-records.ts';
import { PlatformFilter } from '../components/PlatformFilter.tsx';
import { usePlatforms, type Platform } from '../platforms.ts';
import { BETS_TEXT } from '../strings.ts';
import '../bets.css';

/** The value of the 全部 platform tab (an empty api_type asks for every venue). */
const ALL = '';

/** How a status reads (spec part 2 §4): 1 settled, 2 unsettled, 0 invalid. */
export function statusTone(status: number): 'settled' | 'open' | 'void' {
  return status === BET_STATUS.settled
    ? 'settled'
    : status === BET_STATUS.unsettled
      ? 'open'
      : 'void';
}

/** "+9.50" won, "-12.50" lost, "0.00" even; and its colour. */
export function winLossView(amount: string): { text: string; tone: 'win' | 'lose' | 'even' } {
  if (amount.startsWith('-')) return { text: amount, tone: 'lose' };
  if (/^0+(\.0+)?$/.test(amount)) return { text: amount, tone: 'even' };
  return { text: `+${amount}`, tone: 'win' };
}

/**
 * The platform tabs: the venue wallets' list, then the venues the player has records at that it
 * does not name (a seamless provider keeps no wallet of its own), each once.
 */
function withPlayedAt(wallets: Platform[], playedAt: Platform[]): Platform[] {
  const named = new Set(wallets.map((p) => p.platname));
  return [...wallets, ...playedAt.filter((p) => !named.has(p.platname))];
}

/** /betRecord, 投注记录: the player's bets at the venues, by date and platform, paged. */
export function BetRecordPage() {
  const [date, setDate] = useState<number>(BETS_TEXT.defaultDate);
  const [apiType, setApiType] = useState(ALL);
  const records = useBetRecords(date, apiType);
  const platforms = usePlatforms();
  const rows = records.data?.pages.flatMap((page) => page.order.data) ?? [];
  const statistics = records.data?.pages[0]?.statistics;

  return (
    <TitledPage title={BETS_TEXT.title}>
      <div className="bets-page">
        <Statistics statistics={statistics} />
        <div className="bets-filters" role="group" aria-label={BETS_TEXT.filters}>
          <div role="group" aria-label={BETS_TEXT.dateFilter}>
            <Selector
              columns={4}
              options={BETS_TEXT.dates.map((option) => ({ ...option }))}
              value={[date]}
              onChange={(values) => {
                if (values[0] !== undefined) setDate(values[0]);
              }}
            />
          </div>
          <PlatformFilter
            options={[
              { value: ALL, label: BETS_TEXT.allPlatforms },
              ...withPlayedAt(platforms.data ?? [], records.data?.pages[0]?.platforms ?? []).map(
                (p) => ({ value: p.platname, label: p.name }),
              ),
            ]}
            value={apiType}
            onChange={setApiType}
          />
        </div>
        <PagedList
          query={records}
          rows={rows}
          renderRow={(record) => <BetRow key={record.id} record={record} />}
          listClassName="bets-list"
          cardClassName="bets-card"
          failedTitle={BETS_TEXT.failed}
        />
      </div>
    </TitledPage>
  );
}

function Statistics({ statistics }: { statistics: BetStatistics | undefined }) {
  const figure = (value: string | undefined) => value ?? BETS_TEXT.noFigure;
  const figures = [
    { label: BETS_TEXT.stats.validBets, value: figure(statistics?.total_valid_bets) },
    { label: BETS_TEXT.stats.reducedLoss, value: figure(statistics?.reduced_loss) },
    { label: BETS_TEXT.stats.washTurnover, value: figure(statistics?.wash_code_turnover) },
    { label: BETS_TEXT.stats.rebate, value: figure(statistics?.total_rebate_amount) },
  ];
  return (
    <section className="bets-stats" aria-label={BETS_TEXT.statistics}>
      <dl className="bets-stats__grid">
        {figures.map((item) => (
          <div key={item.label} className="bets-stats__item">
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
      <p className="bets-stats__note">{BETS_TEXT.statsNote}</p>
    </section>
  );
}

function BetRow({ record }: { record: BetRecord }) {
  const result = winLossView(record.win_loss);
  const statusName = BETS_TEXT.statusNames[record.status] ?? record.status_name;
  return (
    <li className="bets-record">
      <div className="bets-record__head">
        <span className="bets-record__game">{record.plays || record.game_code}</span>
        <span className={`bets-status bets-status--${statusTone(record.status)}`}>
          {statusName}
        </span>
      </div>
      <div className="bets-record__sub">
        <span className="bets-record__platform">{record.plat_name}</span>
        <span>{record.bet_time}</span>
      </div>
      <dl className="bets-record__figures">
        <div>
          <dt>{BETS_TEXT.betAmount}</dt>
          <dd>{record.bet_amount}</dd>
        </div>
        <div>
          <dt>{BETS_TEXT.validBet}</dt>
          <dd>{record.valid_bet}</dd>
        </div>
        <div>
          <dt>{BETS_TEXT.winLoss}</dt>
          <dd className={`bets-result bets-result--${result.tone}`}>{result.text}</dd>
        </div>
      </dl>
      <div className="bets-record__no">
        {BETS_TEXT.betId}：{record.bet_id}
        {record.platform_type === HOUSE_PLAT && <HouseLink record={record} />}
      </div>
    </li>
  );
}

/** The sportsbook's games: their records open the player's bets, not a verification. */
const BOOK_GAMES = new Set(['sports', 'esports']);

/** A house bet's link: the book's open the player's bets; every other game's verifies in the browser. */
function HouseLink({ record }: { record: BetRecord }) {
  if (BOOK_GAMES.has(record.game_code)) {
    return (
      <Link className="bets-record__verify" to="/sports/bets?state=settled">
        {BETS_TEXT.sportsBet}
      </Link>
    );
  }
  // ours: a house bet's id is its bet number, verified in the browser
  return (
    <Link className="bets-record__verify" to={houseVerifyPath(record.bet_id)}>
      {BETS_TEXT.verify}
    </Link>
  );
}
