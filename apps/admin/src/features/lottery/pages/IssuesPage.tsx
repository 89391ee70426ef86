import { useState } from 'react';
import { Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { AdminLotteryIssue } from '@app/contract/admin-lottery';
import { adminCalls } from '@app/contract/endpoint-routes';
import { CsvButton } from '../../../components/CsvButton.tsx';
import { PageCard } from '../../../components/PageCard.tsx';
import { adminCall } from '../../../lib/api.ts';
import type { CsvColumn } from '../../../lib/csv.ts';
import { formatMoney, formatTime } from '../../../lib/format.ts';
import { useCall } from '../../../lib/query.ts';
import { RoomPicker } from '../components/RoomPicker.tsx';
import { useRooms } from '../use-rooms.ts';
import { ISSUES_PAGE } from '../strings.ts';

/** The most pages the CSV export gathers (20 issues each). */
const EXPORT_PAGES = 50;

/** A draw as shown: six-plus-one numbers, or `a+b+c=sum`. */
export function resultText(numbers: readonly number[], type: number): string {
  if (numbers.length === 0) return '';
  if (type === 2 && numbers.length === 3) {
    return `${numbers.join('+')}=${numbers.reduce((a, b) => a + b, 0)}`;
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return numbers.length === 7
    ? `${numbers.slice(0, 6).map(pad).join(' ')} + ${pad(numbers[6]!)}`
    : numbers.map(pad).join(' ');
}

function stateOf(issue: AdminLotteryIssue): { label: string; color: string } {
  if (issue.settled) return { label: ISSUES_PAGE.settled, color: 'green' };
  if (issue.numbers.length > 0) return { label: ISSUES_PAGE.drawn, color: 'blue' };
  return { label: ISSUES_PAGE.notDrawn, color: 'default' };
}

/** The export's columns. */
function csvColumns(type: number): CsvColumn<AdminLotteryIssue>[] {
  return [
    { title: ISSUES_PAGE.issue, value: (r) => r.expect },
    { title: ISSUES_PAGE.sealAt, value: (r) => formatTime(r.seal_at) },
    { title: ISSUES_PAGE.drawAt, value: (r) => formatTime(r.draw_at) },
    { title: ISSUES_PAGE.result, value: (r) => resultText(r.numbers, type) },
    { title: ISSUES_PAGE.commitmentSha256, value: (r) => r.commitment },
    { title: ISSUES_PAGE.seed, value: (r) => r.seed },
    { title: ISSUES_PAGE.bets, value: (r) => r.bets },
    { title: ISSUES_PAGE.stake, value: (r) => r.stake },
    { title: ISSUES_PAGE.payout, value: (r) => r.payout ?? '' },
    { title: ISSUES_PAGE.house, value: (r) => r.house ?? '' },
    { title: ISSUES_PAGE.state, value: (r) => stateOf(r).label },
  ];
}

/** The issues' columns: the issue and its state, the draw, the result, the proof, the figures. */
function issueColumns(type: number): ColumnsType<AdminLotteryIssue> {
  return [
    {
      title: ISSUES_PAGE.issue,
      width: 130,
      render: (_, r) => {
        const state = stateOf(r);
        return (
          <>
            {r.expect}
            <br />
            <Tag color={state.color} style={{ marginTop: 4 }}>
              {state.label}
            </Tag>
          </>
        );
      },
    },
    {
      title: ISSUES_PAGE.drawAt,
      width: 120,
      render: (_, r) => formatTime(r.draw_at).slice(5),
    },
    {
      title: ISSUES_PAGE.result,
      width: 140,
      render: (_, r) =>
        r.numbers.length > 0 ? (
          <Typography.Text strong>{resultText(r.numbers, type)}</Typography.Text>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      title: ISSUES_PAGE.commitmentAndSeed,
      width: 230,
      render: (_, r) => (
        <div style={{ fontFamily: 'monospace', fontSize: 12, maxWidth: 220 }}>
          <Typography.Text copyable={{ text: r.commitment }} ellipsis>
            {ISSUES_PAGE.commitment} {r.commitment}
          </Typography.Text>
          <br />
          {r.seed ? (
            <Typography.Text copyable={{ text: r.seed }} ellipsis>
              {ISSUES_PAGE.seed} {r.seed}
            </Typography.Text>
          ) : (
            <Typography.Text type="secondary">{ISSUES_PAGE.seedAfterDraw}</Typography.Text>
          )}
        </div>
      ),
    },
    { title: ISSUES_PAGE.bets, dataIndex: 'bets', width: 60, align: 'right' },
    {
      title: ISSUES_PAGE.stake,
      width: 100,
      align: 'right',
      render: (_, r) => formatMoney(r.stake),
    },
    {
      title: ISSUES_PAGE.payout,
      width: 100,
      align: 'right',
      render: (_, r) => (r.payout === null ? '—' : formatMoney(r.payout)),
    },
    {
      title: ISSUES_PAGE.house,
      width: 100,
      align: 'right',
      render: (_, r) =>
        r.house === null ? (
          '—'
        ) : (
          <Typography.Text type={r.house.startsWith('-') ? 'danger' : 'success'}>
            {formatMoney(r.house)}
          </Typography.Text>
        ),
    },
  ];
}

/** 期号: a room's issues with the commitment, the seed once drawn, the result and the figures. */
export default function IssuesPage() {
  const rooms = useRooms();
  const [picked, setPicked] = useState<number | null>(null);
  const roomId = picked ?? rooms.data?.[0]?.id ?? null;
  const room = rooms.data?.find((r) => r.id === roomId);
  const [page, setPage] = useState(1);
  const issues = useCall(
    adminCalls.lotteryIssues,
    { room_id: roomId ?? 0, page },
    { enabled: roomId !== null },
  );
  const type = room?.lottery.type ?? 1;

  const columns = csvColumns(type);
  const allRows = async () => {
    if (roomId === null) return [];
    const out: AdminLotteryIssue[] = [];
    for (let p = 1; p <= EXPORT_PAGES; p++) {
      const answer = await adminCall(adminCalls.lotteryIssues, { room_id: roomId, page: p });
      out.push(...answer.data);
      if (p >= answer.last_page) break;
    }
    return out;
  };

  return (
    <PageCard
      title={ISSUES_PAGE.issue}
      query={issues}
      extra={
        <Space>
          <RoomPicker
            rooms={rooms.data}
            loading={rooms.isLoading}
            value={roomId}
            onChange={(id) => {
              setPicked(id);
              setPage(1);
            }}
          />
          <CsvButton
            name={ISSUES_PAGE.csvName(room?.title ?? '')}
            columns={columns}
            rows={allRows}
            disabled={roomId === null}
          />
        </Space>
      }
    >
      <Table<AdminLotteryIssue>
        rowKey="expect"
        size="middle"
        loading={issues.isLoading || rooms.isLoading}
        dataSource={issues.data?.data ?? []}
        scroll={{ x: 980 }}
        locale={{ emptyText: roomId === null ? ISSUES_PAGE.pickRoom : ISSUES_PAGE.noIssues }}
        pagination={{
          current: page,
          pageSize: 20,
          total: issues.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => ISSUES_PAGE.showTotal(total),
          onChange: setPage,
        }}
        columns={issueColumns(type)}
      />
    </PageCard>
  );
}
