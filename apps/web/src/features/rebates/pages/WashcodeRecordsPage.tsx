import { CalendarPicker, Selector } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import type { BetRecord, BetStatistics } from '@app/contract/bets';
import { PagedList } from '../../../components/PagedList.tsx';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { toast } from '../../../lib/feedback.ts';
import { useWashRecords } from '../api/wash-records.ts';
import { formatMoney } from '@app/contract/money-format';
import {
  beijingDay,
  customRange,
  dayToLocalDate,
  inRange,
  localDay,
  presetRange,
  RECORDS_WINDOW_DAYS,
  type RangeKey,
  type WashRange,
} from '../range.ts';
import { REBATES_TEXT as T } from '../strings.ts';
import '../rebates.css';

/** The list loads the next page this far (px) from the bottom (spec part 2 §2: scroll offset 300). */
export const WASH_SCROLL_THRESHOLD = 300;

const RANGE_OPTIONS: { value: RangeKey; label: string }[] = [
  { value: 'today', label: T.ranges.today },
  { value: 'yesterday', label: T.ranges.yesterday },
  { value: 'd7', label: T.ranges.d7 },
  { value: 'd15', label: T.ranges.d15 },
  { value: 'd30', label: T.ranges.d30 },
  { value: 'custom', label: T.ranges.custom },
];

const CODE_LABELS: Record<number, string> = {
  1: T.ranges.today,
  2: T.ranges.d7,
  3: T.ranges.d15,
  4: T.ranges.d30,
};

/**
 * /washcodeRecords, 洗码记录 (spec part 2 §2 Wash code records): time filters (today, yesterday,
 * 7/15/30 days, a custom range of at most 30 days within the last 30), the four statistics to two
 * places, and the bets as an infinite list. betrecord knows only date codes: a range is asked as
 * the code covering it and narrowed here by the bet's day (range.ts); the statistics are the
 * code's window, which the screen says when it differs from the list's.
 */
export function WashcodeRecordsPage() {
  const [range, setRange] = useState<WashRange>(() => presetRange('today', new Date()));
  const [picking, setPicking] = useState(false);
  const records = useWashRecords(range);
  const rows = useMemo(
    () =>
      (records.data?.pages.flatMap((page) => page.order.data) ?? []).filter((row) =>
        inRange(row.bet_time, range),
      ),
    [records.data, range],
  );
  const statistics = records.data?.pages[0]?.statistics;
  const narrowed = range.key === 'yesterday' || range.key === 'custom';

  // Rows of a narrowed range may all lie on later pages: keep reading until some show or none are left.
  const { hasNextPage, isFetching, fetchNextPage } = records;
  useEffect(() => {
    if (rows.length === 0 && hasNextPage && !isFetching) void fetchNextPage();
  }, [rows.length, hasNextPage, isFetching, fetchNextPage]);

  const now = new Date();
  return (
    <TitledPage title={T.recordsTitle}>
      <div className="rebates-page">
        <div role="group" aria-label={T.rangeFilter} className="rebates-card rebates-filter">
          <Selector
            columns={3}
            options={RANGE_OPTIONS}
            value={[range.key]}
            onChange={(values) => {
              const key = values[0];
              if (key === undefined) return;
              if (key === 'custom') setPicking(true);
              else setRange(presetRange(key, new Date()));
            }}
          />
          {range.key === 'custom' && (
            <button type="button" className="rebates-range" onClick={() => setPicking(true)}>
              {range.from} ~ {range.to}
            </button>
          )}
        </div>
        <CalendarPicker
          visible={picking}
          title={T.customTitle}
          selectionMode="range"
          min={dayToLocalDate(beijingDay(now, RECORDS_WINDOW_DAYS - 1))}
          max={dayToLocalDate(beijingDay(now))}
          onClose={() => setPicking(false)}
          onConfirm={(value) => {
            setPicking(false);
            if (!value) return;
            const chosen = customRange(localDay(value[0]), localDay(value[1]), new Date());
            if (chosen === 'tooLong') toast(T.customTooLong);
            else if (chosen === 'tooOld') toast(T.customTooOld);
            else setRange(chosen);
          }}
        />
        <Statistics statistics={statistics} />
        {narrowed && statistics && (
          <p className="rebates-hint">{T.statsWindow(CODE_LABELS[range.date] ?? '')}</p>
        )}
        <PagedList
          query={records}
          rows={rows}
          renderRow={(record) => <WashRow key={record.id} record={record} />}
          listClassName="rebates-list"
          cardClassName="rebates-card"
          failedTitle={T.failed}
          threshold={WASH_SCROLL_THRESHOLD}
        />
      </div>
    </TitledPage>
  );
}

function Statistics({ statistics }: { statistics: BetStatistics | undefined }) {
  const figure = (value: string | undefined) =>
    value === undefined ? T.noFigure : formatMoney(value);
  const figures = [
    { label: T.stats.validBets, value: figure(statistics?.total_valid_bets) },
    { label: T.stats.reducedLoss, value: figure(statistics?.reduced_loss) },
    { label: T.stats.washTurnover, value: figure(statistics?.wash_code_turnover) },
    { label: T.stats.rebate, value: figure(statistics?.total_rebate_amount) },
  ];
  return (
    <section className="rebates-card" aria-label={T.statistics}>
      <dl className="rebates-figures rebates-figures--dark">
        {figures.map((item) => (
          <div key={item.label} className="rebates-figures__item">
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function WashRow({ record }: { record: BetRecord }) {
  const tone = record.win_loss.startsWith('-')
    ? 'rebates-lose'
    : /^0+(\.0+)?$/.test(record.win_loss)
      ? 'rebates-even'
      : 'rebates-win';
  return (
    <li className="rebates-record">
      <div className="rebates-record__head">
        <span className="rebates-record__game">{record.plays || record.game_code}</span>
        <span className="rebates-record__state">
          {T.statusNames[record.status] ?? record.status_name}
        </span>
      </div>
      <div className="rebates-record__sub">
        <span>{record.plat_name}</span>
        <span>{record.bet_time}</span>
      </div>
      <dl className="rebates-record__figures">
        <div>
          <dt>{T.betAmount}</dt>
          <dd>{record.bet_amount}</dd>
        </div>
        <div>
          <dt>{T.validBet}</dt>
          <dd>{record.valid_bet}</dd>
        </div>
        <div>
          <dt>{T.winLoss}</dt>
          <dd className={tone}>{record.win_loss}</dd>
        </div>
      </dl>
      <div className="rebates-record__no">
        {T.betId}：{record.bet_id}
      </div>
    </li>
  );
}
