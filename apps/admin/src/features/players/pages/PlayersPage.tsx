import { useState } from 'react';
import { Link } from 'react-router';
import { Input, Select, Space, Table, Tag } from 'antd';
import type { PlayerSearchField, AdminPlayerRow } from '@app/contract/admin-players';
import { adminCalls } from '@app/contract/endpoint-routes';
import { CsvButton } from '../../../components/CsvButton.tsx';
import { PageCard } from '../../../components/PageCard.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useCall } from '../../../lib/query.ts';
import { SEARCH_BY_LABEL, STATUS_LABEL } from '../strings.ts';
import { PLAYERS_PAGE } from '../strings.ts';

const CSV_COLUMNS = [
  { title: PLAYERS_PAGE.playerId, value: (r: AdminPlayerRow) => r.id },
  { title: PLAYERS_PAGE.username, value: (r: AdminPlayerRow) => r.username },
  { title: PLAYERS_PAGE.realname, value: (r: AdminPlayerRow) => r.realname },
  { title: 'Telegram ID', value: (r: AdminPlayerRow) => r.telegram_id },
  { title: PLAYERS_PAGE.referrer, value: (r: AdminPlayerRow) => r.referrer },
  { title: PLAYERS_PAGE.balance, value: (r: AdminPlayerRow) => r.balance },
  { title: PLAYERS_PAGE.status, value: (r: AdminPlayerRow) => STATUS_LABEL[r.status] ?? r.status },
  { title: PLAYERS_PAGE.registeredAt, value: (r: AdminPlayerRow) => r.created_at },
  { title: PLAYERS_PAGE.lastLogin, value: (r: AdminPlayerRow) => r.last_login_at },
];

/** 玩家列表: search by name, id, Telegram id or referrer; each row opens the player page. */
export default function PlayersPage() {
  const [by, setBy] = useState<PlayerSearchField>('any');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const query = useCall(adminCalls.players, { keyword, by, page });
  const rows = query.data?.data ?? [];
  return (
    <PageCard
      title={PLAYERS_PAGE.players}
      query={query}
      extra={
        <CsvButton
          name={PLAYERS_PAGE.players}
          columns={CSV_COLUMNS}
          rows={rows}
          disabled={!rows.length}
        />
      }
    >
      <Space.Compact style={{ marginBottom: 16, width: 520, maxWidth: '100%' }}>
        <Select
          aria-label={PLAYERS_PAGE.searchField}
          value={by}
          style={{ width: 140 }}
          onChange={(value) => {
            setBy(value);
            setPage(1);
          }}
          options={Object.entries(SEARCH_BY_LABEL).map(([value, label]) => ({ value, label }))}
        />
        <Input.Search
          aria-label={PLAYERS_PAGE.search}
          placeholder={PLAYERS_PAGE.searchHint}
          allowClear
          enterButton={PLAYERS_PAGE.enterButton}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
        />
      </Space.Compact>
      <Table<AdminPlayerRow>
        rowKey="id"
        size="middle"
        loading={query.isLoading}
        dataSource={rows}
        locale={{ emptyText: keyword ? PLAYERS_PAGE.noMatch : PLAYERS_PAGE.noPlayers }}
        scroll={{ x: 1000 }}
        pagination={{
          current: page,
          pageSize: 20,
          total: query.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => PLAYERS_PAGE.showTotal(total),
          onChange: setPage,
        }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 80 },
          {
            title: PLAYERS_PAGE.username,
            dataIndex: 'username',
            render: (name: string, row) => <Link to={`/players/${row.id}`}>{name}</Link>,
          },
          { title: PLAYERS_PAGE.realname, dataIndex: 'realname' },
          { title: 'Telegram ID', dataIndex: 'telegram_id', render: (v: string) => v || '—' },
          { title: PLAYERS_PAGE.referrer, dataIndex: 'referrer', render: (v: string) => v || '—' },
          { title: 'VIP', dataIndex: 'vip', width: 60 },
          {
            title: PLAYERS_PAGE.balance,
            dataIndex: 'balance',
            align: 'right',
            render: (v: string) => formatMoney(v),
          },
          {
            title: PLAYERS_PAGE.status,
            dataIndex: 'status',
            width: 90,
            render: (status: number, row) => (
              <Space size={4}>
                <Tag color={status === 1 ? 'green' : 'red'}>{STATUS_LABEL[status] ?? status}</Tag>
                {row.is_guest ? <Tag>{PLAYERS_PAGE.guest}</Tag> : null}
                {row.is_agent ? <Tag color="blue">{PLAYERS_PAGE.agent}</Tag> : null}
              </Space>
            ),
          },
          { title: PLAYERS_PAGE.registeredAt, dataIndex: 'created_at', width: 170 },
          { title: PLAYERS_PAGE.lastLogin, dataIndex: 'last_login_at', width: 170 },
        ]}
      />
    </PageCard>
  );
}
