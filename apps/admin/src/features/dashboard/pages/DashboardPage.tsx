import { useMemo, useState } from 'react';
import {
  Card,
  Col,
  ConfigProvider,
  Empty,
  Row,
  Segmented,
  Space,
  Spin,
  Statistic,
  Table,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type {
  AdminDashboardData,
  DashboardCategory,
  DashboardDay,
} from '@app/contract/admin-dashboard';
import { CsvButton } from '../../../components/CsvButton.tsx';
import { useScrollRegion } from '../../../lib/use-scroll-region.ts';
import { PageCard } from '../../../components/PageCard.tsx';
import type { CsvColumn } from '../../../lib/csv.ts';
import { formatMoney, formatTime } from '../../../lib/format.ts';
import { EChart, type ChartOption } from '../EChart.tsx';
import { DASHBOARD_TEXT as T } from '../strings.ts';
import { useDashboard } from '../use-dashboard.ts';
import { DASHBOARD_PAGE } from '../strings.ts';
import { COLOR } from '../../../theme.ts';

const DAY_CHOICES = [7, 30, 90] as const;

/** Secondary text (statistic titles, the time) dark enough for 4.5:1 on white (antd's is 3.4:1). */
const READABLE = { token: { colorTextDescription: 'rgba(0, 0, 0, 0.65)' } };

type MoneyField =
  'deposits' | 'withdrawals' | 'valid_bets' | 'ggr' | 'rebates' | 'bonuses' | 'commissions';

/** The day's money figures and counts, in table and CSV order. */
const FIGURES: readonly {
  field: MoneyField | 'new_players' | 'active_players';
  title: string;
  money: boolean;
}[] = [
  { field: 'deposits', title: T.deposits, money: true },
  { field: 'withdrawals', title: T.withdrawals, money: true },
  { field: 'new_players', title: T.newPlayers, money: false },
  { field: 'active_players', title: T.activePlayers, money: false },
  { field: 'valid_bets', title: T.validBets, money: true },
  { field: 'ggr', title: T.ggr, money: true },
  { field: 'rebates', title: T.rebates, money: true },
  { field: 'bonuses', title: T.bonuses, money: true },
  { field: 'commissions', title: T.commissions, money: true },
];

const num = (value: string) => Number(value);
const shortDate = (date: string) => date.slice(5);

function lineOption(days: readonly DashboardDay[], fields: readonly MoneyField[]): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: days.map((d) => shortDate(d.date)) },
    yAxis: { type: 'value' },
    series: fields.map((field) => ({
      type: 'line' as const,
      name: FIGURES.find((f) => f.field === field)!.title,
      smooth: true,
      showSymbol: false,
      data: days.map((d) => num(d[field])),
    })),
  } as ChartOption;
}

function barOption(
  days: readonly DashboardDay[],
  series: readonly { name: string; values: number[] }[],
  stacked: boolean,
): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: days.map((d) => shortDate(d.date)) },
    yAxis: { type: 'value' },
    series: series.map((s) => ({
      type: 'bar' as const,
      name: s.name,
      ...(stacked ? { stack: 'total' } : {}),
      data: s.values,
    })),
  } as ChartOption;
}

function TodayCards({ data }: { data: AdminDashboardData }) {
  const today = data.days.at(-1);
  if (!today) return null;
  const pending = [
    { title: T.pendingDeposits, value: data.pending.deposits },
    { title: T.pendingWithdrawals, value: data.pending.withdrawals },
    { title: T.pendingActivities, value: data.pending.activity_applications },
    { title: T.pendingAgents, value: data.pending.agent_applications },
  ];
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small" title={DASHBOARD_PAGE.todayOf(T.today, data.today)}>
        <Row gutter={[16, 16]}>
          {FIGURES.map((f) => (
            <Col key={f.field} xs={12} md={8} xl={4}>
              <Statistic
                title={f.title}
                value={f.money ? formatMoney(today[f.field] as string) : (today[f.field] as number)}
                valueStyle={
                  f.field === 'ggr' && today.ggr.startsWith('-')
                    ? { color: COLOR.error }
                    : undefined
                }
              />
            </Col>
          ))}
        </Row>
      </Card>
      <Card size="small" title={T.pendingTitle}>
        <Row gutter={[16, 16]}>
          {pending.map((p) => (
            <Col key={p.title} xs={12} md={6}>
              <Statistic
                title={p.title}
                value={p.value}
                valueStyle={p.value > 0 ? { color: COLOR.warning } : undefined}
              />
            </Col>
          ))}
        </Row>
      </Card>
    </Space>
  );
}

function Charts({ data }: { data: AdminDashboardData }) {
  const { days, categories } = data;
  const options = useMemo(
    () => ({
      money: lineOption(days, ['deposits', 'withdrawals', 'valid_bets', 'ggr']),
      ggr: barOption(
        days,
        categories.map((c) => ({
          name: c.name,
          values: days.map((d) => num(d.ggr_by_category[c.slug] ?? '0')),
        })),
        true,
      ),
      players: barOption(
        days,
        [
          { name: T.newPlayers, values: days.map((d) => d.new_players) },
          { name: T.activePlayers, values: days.map((d) => d.active_players) },
        ],
        false,
      ),
      rewards: barOption(
        days,
        [
          { name: T.rebates, values: days.map((d) => num(d.rebates)) },
          { name: T.bonuses, values: days.map((d) => num(d.bonuses)) },
          { name: T.commissions, values: days.map((d) => num(d.commissions)) },
        ],
        true,
      ),
    }),
    [days, categories],
  );
  const charts = [
    { key: 'money', title: T.chartMoney, option: options.money },
    { key: 'ggr', title: T.chartGgr, option: options.ggr },
    { key: 'players', title: T.chartPlayers, option: options.players },
    { key: 'rewards', title: T.chartRewards, option: options.rewards },
  ];
  return (
    <Row gutter={[16, 16]}>
      {charts.map((c) => (
        <Col key={c.key} xs={24} xl={12}>
          <Card size="small" title={c.title}>
            <EChart option={c.option} label={c.title} height={260} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function tableColumns(categories: readonly DashboardCategory[]): ColumnsType<DashboardDay> {
  const money = (value: string) => (
    <span style={value.startsWith('-') ? { color: COLOR.error } : undefined}>
      {formatMoney(value)}
    </span>
  );
  return [
    { title: T.date, dataIndex: 'date', key: 'date', fixed: 'left', width: 110 },
    ...FIGURES.map((f) => ({
      title: f.title,
      dataIndex: f.field,
      key: f.field,
      align: 'right' as const,
      render: f.money ? money : undefined,
    })),
    ...categories.map((c) => ({
      title: T.ggrOf(c.name),
      key: `ggr-${c.slug}`,
      align: 'right' as const,
      render: (_: unknown, day: DashboardDay) => money(day.ggr_by_category[c.slug] ?? '0.00'),
    })),
  ];
}

function csvColumns(categories: readonly DashboardCategory[]): CsvColumn<DashboardDay>[] {
  return [
    { title: T.date, value: (d) => d.date },
    ...FIGURES.map((f) => ({ title: f.title, value: (d: DashboardDay) => d[f.field] })),
    ...categories.map((c) => ({
      title: T.ggrOf(c.name),
      value: (d: DashboardDay) => d.ggr_by_category[c.slug] ?? '0.00',
    })),
  ];
}

/** 数据概览: today's figures and the queues, the last days as charts and as a table (CSV). */
export default function DashboardPage() {
  const [days, setDays] = useState<number>(30);
  const query = useDashboard(days);
  const data = query.data;
  const newestFirst = useMemo(() => (data ? [...data.days].reverse() : []), [data]);
  // The table scrolls sideways inside its own box: a keyboard must reach it (focusable, named).
  const tableBox = useScrollRegion(T.tableTitle);

  return (
    <ConfigProvider theme={READABLE}>
      <PageCard
        title={T.title}
        query={query}
        extra={
          <Segmented
            aria-label={T.daysLabel}
            value={days}
            options={DAY_CHOICES.map((d) => ({ value: d, label: T.daysOption(d) }))}
            onChange={(value) => setDays(Number(value))}
          />
        }
      >
        {query.isPending ? (
          <div style={{ textAlign: 'center', padding: 48 }}>
            <Spin />
          </div>
        ) : !data ? (
          query.error ? null : (
            <Empty description={T.empty} />
          )
        ) : (
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <Typography.Text type="secondary">
              {T.asOf}
              {DASHBOARD_PAGE.colon}
              {formatTime(data.generated_at)}
            </Typography.Text>
            <TodayCards data={data} />
            <Charts data={data} />
            <Card
              size="small"
              title={T.tableTitle}
              extra={
                <CsvButton
                  name={T.csvName}
                  columns={csvColumns(data.categories)}
                  rows={newestFirst}
                />
              }
            >
              <div ref={tableBox}>
                <Table<DashboardDay>
                  rowKey="date"
                  size="small"
                  columns={tableColumns(data.categories)}
                  dataSource={newestFirst}
                  pagination={{ pageSize: 10, showSizeChanger: false }}
                  scroll={{ x: 'max-content' }}
                  locale={{ emptyText: T.empty }}
                />
              </div>
            </Card>
          </Space>
        )}
      </PageCard>
    </ConfigProvider>
  );
}
