import { useState } from 'react';
import {
  Alert,
  Card,
  Col,
  Empty,
  Row,
  Select,
  Space,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { AdminHouseExposureRound } from '@app/contract/admin-house';
import { adminCalls } from '@app/contract/endpoint-routes';
import { PageCard } from '../../../components/PageCard.tsx';
import { COLOR } from '../../../theme.ts';
import { formatMoney, formatTime } from '../../../lib/format.ts';
import { useCall } from '../../../lib/query.ts';
import { EXPOSURE_PAGE, HOUSE } from '../strings.ts';

/** How often the page asks again (ms). */
export const EXPOSURE_REFRESH_MS = 3_000;

type Area = AdminHouseExposureRound['areas'][number];
type Scenario = AdminHouseExposureRound['scenarios'][number];

/** The theme's colour of a result: red for a loss, green for a gain, none for nothing. */
function netColor(value: string): string | undefined {
  if (/^-?0\.00$/.test(value)) return undefined;
  return value.startsWith('-') ? COLOR.error : COLOR.success;
}

/** Money the house makes (green) or loses (red). */
function Net({ value }: { value: string }) {
  const loss = value.startsWith('-');
  const zero = /^-?0\.00$/.test(value);
  return (
    <Typography.Text type={zero ? undefined : loss ? 'danger' : 'success'}>
      {formatMoney(value)}
    </Typography.Text>
  );
}

const STATE_COLOR: Record<string, string> = {
  betting: 'green',
  dealing: 'orange',
  settled: 'default',
};

const areaColumns: ColumnsType<Area> = [
  { title: EXPOSURE_PAGE.area, dataIndex: 'name', width: 80 },
  {
    title: EXPOSURE_PAGE.areaStake,
    align: 'right',
    render: (_, a) => formatMoney(a.stake),
  },
  { title: EXPOSURE_PAGE.areaPlayers, dataIndex: 'players', align: 'right', width: 80 },
  {
    title: EXPOSURE_PAGE.worstPayout,
    align: 'right',
    render: (_, a) => formatMoney(a.worst_payout),
  },
];

const scenarioColumns: ColumnsType<Scenario> = [
  {
    title: EXPOSURE_PAGE.outcome,
    render: (_, s) =>
      s.key.startsWith('worst:') ? <Typography.Text strong>{s.name}</Typography.Text> : s.name,
  },
  { title: EXPOSURE_PAGE.payout, align: 'right', render: (_, s) => formatMoney(s.payout) },
  { title: EXPOSURE_PAGE.net, align: 'right', render: (_, s) => <Net value={s.net} /> },
];

/** The round under way: totals, each area, the house's net per outcome and the worst. */
function CurrentRound({ round }: { round: AdminHouseExposureRound }) {
  const worstRow = {
    ...round.worst,
    key: `worst:${round.worst.key}`,
    name: EXPOSURE_PAGE.worstOf(round.worst.name),
  };
  return (
    <Card
      size="small"
      title={
        <Space>
          {EXPOSURE_PAGE.now} {HOUSE.round(round.round)}
          <Tag color={STATE_COLOR[round.state]}>{HOUSE.phase[round.state]}</Tag>
          <Typography.Text type="secondary">{formatTime(round.opens_at)}</Typography.Text>
        </Space>
      }
      style={{ marginBottom: 16 }}
    >
      <Row gutter={24} style={{ marginBottom: 16 }}>
        <Col span={5}>
          <Statistic title={EXPOSURE_PAGE.stake} value={formatMoney(round.stake)} />
        </Col>
        <Col span={4}>
          <Statistic title={EXPOSURE_PAGE.players} value={round.players} />
        </Col>
        <Col span={8}>
          <Statistic
            title={EXPOSURE_PAGE.worstOf(round.worst.name)}
            value={formatMoney(round.worst.net)}
            valueStyle={{ color: netColor(round.worst.net) }}
          />
        </Col>
        {round.actual_net !== null ? (
          <Col span={7}>
            <Statistic
              title={`${EXPOSURE_PAGE.actual} · ${round.result ?? ''}`}
              value={formatMoney(round.actual_net)}
              valueStyle={{ color: netColor(round.actual_net) }}
            />
          </Col>
        ) : null}
      </Row>
      <Row gutter={24}>
        <Col span={12}>
          <Table<Area>
            rowKey="area"
            size="small"
            pagination={false}
            dataSource={round.areas}
            columns={areaColumns}
          />
        </Col>
        <Col span={12}>
          <Table<Scenario>
            rowKey="key"
            size="small"
            pagination={false}
            dataSource={[...round.scenarios, worstRow]}
            columns={scenarioColumns}
          />
        </Col>
      </Row>
    </Card>
  );
}

const recentColumns: ColumnsType<AdminHouseExposureRound> = [
  { title: EXPOSURE_PAGE.roundNo, width: 110, render: (_, r) => HOUSE.round(r.round) },
  {
    title: EXPOSURE_PAGE.state,
    width: 90,
    render: (_, r) => <Tag color={STATE_COLOR[r.state]}>{HOUSE.phase[r.state]}</Tag>,
  },
  { title: EXPOSURE_PAGE.stake, align: 'right', render: (_, r) => formatMoney(r.stake) },
  { title: EXPOSURE_PAGE.players, dataIndex: 'players', align: 'right', width: 90 },
  { title: EXPOSURE_PAGE.result, render: (_, r) => r.result ?? '—' },
  {
    title: EXPOSURE_PAGE.actual,
    align: 'right',
    render: (_, r) => (r.actual_net === null ? '—' : <Net value={r.actual_net} />),
  },
  {
    title: EXPOSURE_PAGE.worst,
    align: 'right',
    render: (_, r) => <Net value={r.worst.net} />,
  },
];

/** 实时风险: a table's round under way and its last rounds, refreshed every few seconds. */
export default function ExposurePage() {
  const tables = useCall(adminCalls.adminHouseTables, {});
  const [picked, setPicked] = useState<string | null>(null);
  const code = picked ?? tables.data?.[0]?.code ?? null;
  const exposure = useCall(
    adminCalls.adminHouseExposure,
    { code: code ?? '' },
    { enabled: code !== null, refetchInterval: EXPOSURE_REFRESH_MS },
  );
  const data = exposure.data;
  const [current, ...recent] = data?.rounds ?? [];
  return (
    <PageCard
      title={EXPOSURE_PAGE.title}
      query={exposure}
      extra={
        <Space>
          <Typography.Text type="secondary">{EXPOSURE_PAGE.refreshNote}</Typography.Text>
          <Select
            aria-label={HOUSE.pickTable}
            style={{ minWidth: 200 }}
            loading={tables.isLoading}
            placeholder={HOUSE.pickTable}
            value={code ?? undefined}
            onChange={setPicked}
            options={(tables.data ?? []).map((t) => ({
              value: t.code,
              label: HOUSE.tableLabel(t.name, t.game_name, t.open),
            }))}
          />
        </Space>
      }
    >
      {data && !data.open ? (
        <Alert
          type="warning"
          showIcon
          message={EXPOSURE_PAGE.tableClosed}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {tables.data && tables.data.length === 0 ? (
        <Empty description={EXPOSURE_PAGE.noTables} />
      ) : null}
      {/* The first round is the one under way (settled already while its result shows). */}
      {current ? <CurrentRound round={current} /> : null}
      <Typography.Paragraph strong>{EXPOSURE_PAGE.recent}</Typography.Paragraph>
      <Table<AdminHouseExposureRound>
        rowKey="round"
        size="middle"
        loading={exposure.isLoading || tables.isLoading}
        dataSource={recent}
        pagination={false}
        locale={{ emptyText: EXPOSURE_PAGE.noRounds }}
        columns={recentColumns}
      />
    </PageCard>
  );
}
