import { useState } from 'react';
import { Link } from 'react-router';
import { Input, Select, Space, Table, Tag } from 'antd';
import type { PlayerSearchField, AdminPlayerRow } from '@app/contract/admin-players';
import { adminCalls } from '@app/contract/endpoint-routes';
import { CsvButton } from '../../../components/CsvButton.tsx';
import { PageCard } from '../../../components/PageCard.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useCall } from '../../../lib/query.ts';
import { SEARCH_BY_LABEL, STATUS_LABEL } from '../labels.ts';

const CSV_COLUMNS = [
  { title: '玩家ID', value: (r: AdminPlayerRow) => r.id },
  { title: '用户名', value: (r: AdminPlayerRow) => r.username },
  { title: '姓名', value: (r: AdminPlayerRow) => r.realname },
  { title: 'Telegram ID', value: (r: AdminPlayerRow) => r.telegram_id },
  { title: '推荐人', value: (r: AdminPlayerRow) => r.referrer },
  { title: '余额', value: (r: AdminPlayerRow) => r.balance },
  { title: '状态', value: (r: AdminPlayerRow) => STATUS_LABEL[r.status] ?? r.status },
  { title: '注册时间', value: (r: AdminPlayerRow) => r.created_at },
  { title: '最后登录', value: (r: AdminPlayerRow) => r.last_login_at },
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
      title="玩家列表"
      query={query}
      extra={
        <CsvButton name="玩家列表" columns={CSV_COLUMNS} rows={rows} disabled={!rows.length} />
      }
    >
      <Space.Compact style={{ marginBottom: 16, width: 520, maxWidth: '100%' }}>
        <Select
          aria-label="搜索字段"
          value={by}
          style={{ width: 140 }}
          onChange={(value) => {
            setBy(value);
            setPage(1);
          }}
          options={Object.entries(SEARCH_BY_LABEL).map(([value, label]) => ({ value, label }))}
        />
        <Input.Search
          aria-label="搜索玩家"
          placeholder="用户名 / 玩家ID / Telegram ID / 推荐人"
          allowClear
          enterButton="搜索"
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
        locale={{ emptyText: keyword ? '没有找到匹配的玩家' : '暂无玩家' }}
        scroll={{ x: 1000 }}
        pagination={{
          current: page,
          pageSize: 20,
          total: query.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `共 ${total} 人`,
          onChange: setPage,
        }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 80 },
          {
            title: '用户名',
            dataIndex: 'username',
            render: (name: string, row) => <Link to={`/players/${row.id}`}>{name}</Link>,
          },
          { title: '姓名', dataIndex: 'realname' },
          { title: 'Telegram ID', dataIndex: 'telegram_id', render: (v: string) => v || '—' },
          { title: '推荐人', dataIndex: 'referrer', render: (v: string) => v || '—' },
          { title: 'VIP', dataIndex: 'vip', width: 60 },
          {
            title: '余额',
            dataIndex: 'balance',
            align: 'right',
            render: (v: string) => formatMoney(v),
          },
          {
            title: '状态',
            dataIndex: 'status',
            width: 90,
            render: (status: number, row) => (
              <Space size={4}>
                <Tag color={status === 1 ? 'green' : 'red'}>{STATUS_LABEL[status] ?? status}</Tag>
                {row.is_guest ? <Tag>试玩</Tag> : null}
                {row.is_agent ? <Tag color="blue">代理</Tag> : null}
              </Space>
            ),
          },
          { title: '注册时间', dataIndex: 'created_at', width: 170 },
          { title: '最后登录', dataIndex: 'last_login_at', width: 170 },
        ]}
      />
    </PageCard>
  );
}
