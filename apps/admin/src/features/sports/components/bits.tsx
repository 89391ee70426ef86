import { Space, Tag, Typography } from 'antd';
import type { AdminSportsFixtureRow, AdminSportsResult } from '@app/contract/admin-sports';
import { FIXTURE_STATE_NAMES, type FixtureState } from '@app/contract/sports-constants';
import { formatMoney } from '../../../lib/format.ts';
import { clockText, netType } from '../format.ts';
import { SPORTS_TEXT } from '../strings.ts';

/** Small pieces the sportsbook's pages share: state tags, score and clock, money with a sign. */

const STATE_COLOR: Record<FixtureState, string> = {
  scheduled: 'blue',
  live: 'green',
  suspended: 'orange',
  finished: 'default',
  cancelled: 'default',
};

export function FixtureStateTag({ state }: { state: FixtureState }) {
  return <Tag color={STATE_COLOR[state]}>{FIXTURE_STATE_NAMES[state]}</Tag>;
}

const MARKET_COLOR: Record<string, string> = {
  open: 'green',
  suspended: 'orange',
  settled: 'default',
  void: 'red',
};

export function MarketStateTag({ state }: { state: string }) {
  return <Tag color={MARKET_COLOR[state]}>{SPORTS_TEXT.marketState[state] ?? state}</Tag>;
}

export function SourceTag({ source }: { source: 'feed' | 'trader' }) {
  return source === 'feed' ? (
    <Tag color="geekblue">{SPORTS_TEXT.feed}</Tag>
  ) : (
    <Tag color="purple">{SPORTS_TEXT.trader}</Tag>
  );
}

/** The score and the clock of a fixture ('—' before kick-off); on one line when `inline`. */
export function ScoreClock({
  fixture: f,
  inline,
}: {
  fixture: AdminSportsFixtureRow;
  inline?: boolean;
}) {
  if (!f.score) return <Typography.Text type="secondary">{SPORTS_TEXT.none}</Typography.Text>;
  const score = (
    <Typography.Text strong>{SPORTS_TEXT.score(f.score.home, f.score.away)}</Typography.Text>
  );
  const clock = f.clock ? (
    <Typography.Text type="secondary">{clockText(f.clock)}</Typography.Text>
  ) : null;
  if (inline)
    return (
      <Space size="small">
        {score}
        {clock}
      </Space>
    );
  return (
    <>
      {score}
      {clock ? (
        <>
          <br />
          {clock}
        </>
      ) : null}
    </>
  );
}

/** What a result says: the score, or the cancellation. */
export function resultText(result: AdminSportsResult): string {
  return result.score
    ? SPORTS_TEXT.score(result.score.home, result.score.away)
    : SPORTS_TEXT.cancelledResult;
}

/** The result badge of a list row: 待复核 when a proposal waits, else the result in force. */
export function ResultBadge({ fixture: f }: { fixture: AdminSportsFixtureRow }) {
  if (f.pending) return <Tag color="orange">{SPORTS_TEXT.pending}</Tag>;
  if (f.result)
    return <Tag color={f.result.score ? 'green' : 'default'}>{resultText(f.result)}</Tag>;
  return <Typography.Text type="secondary">{SPORTS_TEXT.none}</Typography.Text>;
}

/** Money the book makes (green) or may lose (red). */
export function Net({ value, strong }: { value: string; strong?: boolean }) {
  return (
    <Typography.Text type={netType(value)} strong={strong}>
      {formatMoney(value)}
    </Typography.Text>
  );
}
