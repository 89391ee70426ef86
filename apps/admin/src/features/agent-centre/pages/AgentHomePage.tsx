import { useState } from 'react';
import {
  App,
  Button,
  Card,
  Col,
  QRCode,
  Row,
  Segmented,
  Space,
  Statistic,
  Table,
  Tabs,
  Typography,
} from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { adminCalls } from '@app/contract/endpoint-routes';
import type {
  AgentCentreCommission,
  AgentCentreDay,
  AgentCentreMember,
} from '@app/contract/admin-agent-centre';
import { CsvButton } from '../../../components/CsvButton.tsx';
import { PageCard } from '../../../components/PageCard.tsx';
import { useCall } from '../../../lib/query.ts';
import { formatMoney } from '../../../lib/format.ts';
import { AGENT_TEXT as T } from '../strings.ts';
import { AGENT_HOME_PAGE } from '../strings.ts';
import { COLOR } from '../../../theme.ts';

const DAY_CHOICES = [7, 30, 90] as const;

/** The agent centre: who I am and my invite link, then my downline per day, per member, and my commissions. */
export default function AgentHomePage() {
  const me = useCall(adminCalls.agentCentreMe, undefined, { session: 'agent' });
  const { message } = App.useApp();
  const [days, setDays] = useState<number>(7);
  const [tab, setTab] = useState('daily');
  const copy = async (text: string) => {
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    void message.success(T.copied);
  };
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <PageCard title={T.overview} query={me}>
        {me.data ? (
          <Row gutter={24} align="middle">
            <Col flex="auto">
              <Row gutter={16}>
                <Col span={6}>
                  <Statistic
                    title={T.level}
                    value={me.data.level_name || AGENT_HOME_PAGE.levelOf(me.data.level)}
                  />
                </Col>
                <Col span={6}>
                  <Statistic title={T.rate} value={`${me.data.rate}%`} />
                </Col>
                <Col span={6}>
                  <Statistic
                    title={T.members}
                    value={me.data.members}
                    suffix={
                      <Typography.Text type="secondary">
                        {AGENT_HOME_PAGE.depthOpen}
                        {T.depth(me.data.depth)}
                        {AGENT_HOME_PAGE.depthClose}
                      </Typography.Text>
                    }
                  />
                </Col>
                <Col span={6}>
                  <Statistic
                    title={T.commissionTotal}
                    value={formatMoney(me.data.commission_total)}
                  />
                </Col>
              </Row>
              <div style={{ marginTop: 16 }}>
                <Typography.Text type="secondary">
                  {T.inviteLink}
                  {AGENT_HOME_PAGE.linkColon}
                </Typography.Text>
                <Typography.Text data-testid="invite-link" code>
                  {me.data.invite_link}
                </Typography.Text>
                <Button
                  size="small"
                  icon={<CopyOutlined />}
                  onClick={() => void copy(me.data.invite_link)}
                  style={{ marginLeft: 8 }}
                >
                  {AGENT_HOME_PAGE.copy}
                </Button>
                <div>
                  <Typography.Text type="secondary">{T.inviteHint}</Typography.Text>
                </div>
              </div>
            </Col>
            <Col>
              <QRCode
                value={me.data.invite_link}
                size={128}
                aria-label={AGENT_HOME_PAGE.inviteQr}
              />
            </Col>
          </Row>
        ) : null}
      </PageCard>
      <Card
        extra={
          tab === 'commissions' ? null : (
            <Segmented
              aria-label={AGENT_HOME_PAGE.daysPicker}
              value={days}
              options={DAY_CHOICES.map((d) => ({ label: T.days(d), value: d }))}
              onChange={(v) => setDays(Number(v))}
            />
          )
        }
        title={T.downline}
      >
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'daily', label: T.daily, children: <Daily days={days} /> },
            { key: 'members', label: T.perMember, children: <Members days={days} /> },
            { key: 'commissions', label: T.commissions, children: <Commissions /> },
          ]}
        />
      </Card>
    </Space>
  );
}

function Daily({ days }: { days: number }) {
  const daily = useCall(adminCalls.agentCentreDaily, { days }, { session: 'agent' });
  const columns = [
    { title: T.day, dataIndex: 'day' },
    { title: T.registrations, dataIndex: 'registrations' },
    { title: T.firstDeposits, dataIndex: 'first_deposits' },
    { title: T.deposits, dataIndex: 'deposits', render: formatMoney },
    { title: T.validBets, dataIndex: 'valid_bets', render: formatMoney },
  ];
  const rows = daily.data?.days ?? [];
  return (
    <PageCard
      title={T.daily}
      query={daily}
      extra={
        <CsvButton<AgentCentreDay>
          name={AGENT_HOME_PAGE.dailyCsv}
          rows={rows}
          columns={[
            { title: T.day, value: (r) => r.day },
            { title: T.registrations, value: (r) => r.registrations },
            { title: T.firstDeposits, value: (r) => r.first_deposits },
            { title: T.deposits, value: (r) => r.deposits },
            { title: T.validBets, value: (r) => r.valid_bets },
          ]}
        />
      }
    >
      <Table<AgentCentreDay>
        data-testid="agent-daily"
        rowKey="day"
        size="small"
        loading={daily.isFetching}
        dataSource={rows}
        columns={columns}
        pagination={false}
        scroll={{ y: 420 }}
        locale={{ emptyText: <span style={{ color: COLOR.textSecondary }}>{T.empty}</span> }}
        summary={() =>
          daily.data ? (
            <Table.Summary fixed>
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>{T.total}</Table.Summary.Cell>
                <Table.Summary.Cell index={1}>{daily.data.total.registrations}</Table.Summary.Cell>
                <Table.Summary.Cell index={2}>{daily.data.total.first_deposits}</Table.Summary.Cell>
                <Table.Summary.Cell index={3}>
                  {formatMoney(daily.data.total.deposits)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4}>
                  {formatMoney(daily.data.total.valid_bets)}
                </Table.Summary.Cell>
              </Table.Summary.Row>
            </Table.Summary>
          ) : null
        }
      />
    </PageCard>
  );
}

function Members({ days }: { days: number }) {
  const [page, setPage] = useState(1);
  const members = useCall(adminCalls.agentCentreMembers, { days, page }, { session: 'agent' });
  const rows = members.data?.data ?? [];
  return (
    <PageCard
      title={AGENT_HOME_PAGE.membersTitle(T.perMember, T.days(days))}
      query={members}
      extra={
        <CsvButton<AgentCentreMember>
          name={AGENT_HOME_PAGE.membersCsv}
          rows={rows}
          columns={[
            { title: 'ID', value: (r) => r.user_id },
            { title: T.member, value: (r) => r.name },
            { title: AGENT_HOME_PAGE.depth, value: (r) => T.depthName(r.depth) },
            { title: T.registered, value: (r) => r.registered },
            { title: T.firstDeposit, value: (r) => r.first_deposit },
            { title: T.deposits, value: (r) => r.deposits },
            { title: T.validBets, value: (r) => r.valid_bets },
          ]}
        />
      }
    >
      <Table<AgentCentreMember>
        data-testid="agent-members"
        rowKey="user_id"
        size="small"
        loading={members.isFetching}
        dataSource={rows}
        locale={{ emptyText: <span style={{ color: COLOR.textSecondary }}>{T.empty}</span> }}
        columns={[
          { title: 'ID', dataIndex: 'user_id' },
          { title: T.member, dataIndex: 'name' },
          {
            title: AGENT_HOME_PAGE.depth,
            dataIndex: 'depth',
            render: (d: number) => T.depthName(d),
          },
          { title: T.registered, dataIndex: 'registered' },
          { title: T.firstDeposit, dataIndex: 'first_deposit', render: (d: string) => d || '—' },
          { title: T.deposits, dataIndex: 'deposits', render: formatMoney },
          { title: T.validBets, dataIndex: 'valid_bets', render: formatMoney },
        ]}
        pagination={{
          current: members.data?.current_page ?? page,
          pageSize: 20,
          total: members.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </PageCard>
  );
}

function Commissions() {
  const [page, setPage] = useState(1);
  const records = useCall(adminCalls.agentCentreCommissions, { page }, { session: 'agent' });
  const rows = records.data?.data ?? [];
  return (
    <PageCard
      title={T.commissions}
      query={records}
      extra={
        <CsvButton<AgentCentreCommission>
          name={AGENT_HOME_PAGE.commissionsCsv}
          rows={rows}
          columns={[
            { title: T.day, value: (r) => r.day },
            { title: T.basis, value: (r) => r.basis },
            { title: T.rate, value: (r) => r.rate },
            { title: T.memberCount, value: (r) => r.members },
            { title: T.amount, value: (r) => r.amount },
            { title: T.remark, value: (r) => r.remark },
          ]}
        />
      }
    >
      <Table<AgentCentreCommission>
        data-testid="agent-commissions"
        rowKey={(r) => `${r.day}-${r.created_at}`}
        size="small"
        loading={records.isFetching}
        dataSource={rows}
        locale={{ emptyText: <span style={{ color: COLOR.textSecondary }}>{T.empty}</span> }}
        columns={[
          { title: T.day, dataIndex: 'day' },
          { title: T.basis, dataIndex: 'basis', render: formatMoney },
          { title: T.rate, dataIndex: 'rate', render: (r: string) => `${r}%` },
          { title: T.memberCount, dataIndex: 'members' },
          { title: T.amount, dataIndex: 'amount', render: formatMoney },
          { title: T.remark, dataIndex: 'remark', ellipsis: true },
          { title: T.settledAt, dataIndex: 'created_at' },
        ]}
        pagination={{
          current: records.data?.current_page ?? page,
          pageSize: 20,
          total: records.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </PageCard>
  );
}
