import { useState } from 'react';
import { Empty, Input, Segmented, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  HOUSE_RECORDS_PAGE,
  type AdminHouseRecord,
  type HOUSE_RECORD_KINDS,
} from '@app/contract/admin-house';
import { adminCalls } from '@app/contract/endpoint-routes';
import { PageCard } from '../../../components/PageCard.tsx';
import { formatMoney, formatTime } from '../../../lib/format.ts';
import { useCall } from '../../../lib/query.ts';
import { useScrollRegion } from '../../../lib/use-scroll-region.ts';
import { RECORDS_PAGE } from '../strings.ts';

type Kind = (typeof HOUSE_RECORD_KINDS)[number];

/** The verification's full address: the player app's (PUBLIC_URL), else this origin's. */
export function verifyUrl(
  playerApp: string,
  path: string,
  origin = window.location.origin,
): string {
  return `${(playerApp || origin).replace(/\/+$/, '')}${path}`;
}

function recordColumns(playerApp: string, kind: Kind): ColumnsType<AdminHouseRecord> {
  return [
    {
      title: RECORDS_PAGE.betNo,
      width: 230,
      render: (_, r) => (
        <Typography.Text copyable style={{ fontFamily: 'monospace', fontSize: 12 }}>
          {r.bet_no}
        </Typography.Text>
      ),
    },
    { title: RECORDS_PAGE.game, dataIndex: 'game_name', width: 100 },
    ...(kind === 'table'
      ? [
          {
            title: RECORDS_PAGE.round,
            width: 140,
            render: (_: unknown, r: AdminHouseRecord) => `${r.table ?? ''} / ${r.round ?? ''}`,
          },
        ]
      : []),
    {
      title: RECORDS_PAGE.stake,
      align: 'right',
      width: 100,
      render: (_, r) => formatMoney(r.stake),
    },
    { title: RECORDS_PAGE.paid, align: 'right', width: 100, render: (_, r) => formatMoney(r.paid) },
    {
      title: RECORDS_PAGE.net,
      align: 'right',
      width: 100,
      render: (_, r) => (
        <Typography.Text
          type={r.net.startsWith('-') ? 'danger' : r.net === '0.00' ? undefined : 'success'}
        >
          {formatMoney(r.net)}
        </Typography.Text>
      ),
    },
    { title: RECORDS_PAGE.time, width: 170, render: (_, r) => formatTime(r.created_at) },
    {
      title: RECORDS_PAGE.verify,
      width: 130,
      render: (_, r) => {
        const url = verifyUrl(playerApp, r.verify_path);
        return (
          <Typography.Link href={url} target="_blank" rel="noreferrer" copyable={{ text: url }}>
            {RECORDS_PAGE.openVerify}
          </Typography.Link>
        );
      },
    },
  ];
}

/** 玩家游戏记录: a player's house-game bets or table records, newest first, with verification links. */
export default function RecordsPage() {
  const [player, setPlayer] = useState('');
  const [kind, setKind] = useState<Kind>('personal');
  const [page, setPage] = useState(1);
  const records = useCall(
    adminCalls.adminHouseRecords,
    { player, kind, page },
    { enabled: player !== '' },
  );
  const data = records.data;
  const tableBox = useScrollRegion(RECORDS_PAGE.title);
  return (
    <PageCard
      title={RECORDS_PAGE.title}
      query={player === '' ? undefined : records}
      extra={
        <Space>
          <Segmented<Kind>
            value={kind}
            onChange={(v) => {
              setKind(v);
              setPage(1);
            }}
            options={[
              { value: 'personal', label: RECORDS_PAGE.personal },
              { value: 'table', label: RECORDS_PAGE.table },
            ]}
          />
          <Input.Search
            allowClear
            aria-label={RECORDS_PAGE.search}
            placeholder={RECORDS_PAGE.search}
            enterButton={RECORDS_PAGE.searchButton}
            style={{ width: 280 }}
            onSearch={(value) => {
              setPlayer(value.trim());
              setPage(1);
            }}
          />
        </Space>
      }
    >
      {player === '' ? (
        <Empty description={RECORDS_PAGE.prompt} />
      ) : (
        <>
          {data ? (
            <Typography.Paragraph strong>
              {RECORDS_PAGE.player(data.player.username, data.player.id)}
            </Typography.Paragraph>
          ) : null}
          <div ref={tableBox}>
            <Table<AdminHouseRecord>
              rowKey="bet_no"
              size="middle"
              loading={records.isLoading}
              dataSource={records.error ? [] : (data?.records.data ?? [])}
              scroll={{ x: 1000 }}
              locale={{ emptyText: RECORDS_PAGE.empty }}
              columns={recordColumns(data?.player_app ?? '', kind)}
              pagination={{
                current: page,
                pageSize: HOUSE_RECORDS_PAGE,
                total: data?.records.total ?? 0,
                showSizeChanger: false,
                showTotal: (total) => RECORDS_PAGE.showTotal(total),
                onChange: setPage,
              }}
            />
          </div>
        </>
      )}
    </PageCard>
  );
}
