import { useState } from 'react';
import { Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { AdminChainTransfer } from '@app/contract/admin-chain';
import {
  CHAIN_TRANSFER_STATE_LABELS,
  CHAIN_TRANSFER_STATES,
  type Chain,
  type ChainTransferState,
} from '@app/contract/chain-constants';
import { adminCalls } from '@app/contract/endpoint-routes';
import { PageCard } from '../../../components/PageCard.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useCall } from '../../../lib/query.ts';
import { COLOR } from '../../../theme.ts';
import { ChainSelect, ShortCopy, shorten } from '../components/short.tsx';
import { CHAIN_TEXT, TRANSFERS_PAGE as T } from '../strings.ts';

const PAGE_SIZE = 20;

const PENDING = {
  color: COLOR.pendingText,
  background: COLOR.pendingBg,
  borderColor: COLOR.pendingBorder,
};
const GOOD = {
  color: COLOR.goodText,
  background: COLOR.successBg,
  borderColor: COLOR.successBorder,
};
const BAD = { color: COLOR.badText, background: COLOR.badBg, borderColor: COLOR.badBorder };
const MUTED = { color: COLOR.textSecondary, background: COLOR.panel, borderColor: COLOR.divider };

/** A transfer's state, coloured: confirming and review amber, credited green, the rest red or grey. */
export const STATE_TONES: Record<
  ChainTransferState,
  { color: string; background: string; borderColor: string }
> = {
  seen: PENDING,
  credited: GOOD,
  review: PENDING,
  rejected: BAD,
  dropped: BAD,
  ignored: MUTED,
};

const COLUMNS: ColumnsType<AdminChainTransfer> = [
  { title: T.chain, dataIndex: 'chain', width: 80 },
  {
    title: T.hash,
    dataIndex: 'tx_hash',
    render: (hash: string) => <ShortCopy text={hash} />,
  },
  { title: T.block, dataIndex: 'block_number', align: 'right' },
  {
    title: T.fromTo,
    key: 'fromTo',
    render: (_, t) => (
      <Typography.Text style={{ fontFamily: 'monospace' }} title={`${t.from} → ${t.to}`}>
        {shorten(t.from, 6, 4)} → {shorten(t.to, 6, 4)}
      </Typography.Text>
    ),
  },
  { title: T.amount, dataIndex: 'amount', align: 'right' },
  {
    title: T.state,
    dataIndex: 'state',
    render: (state: ChainTransferState) => (
      <Tag style={STATE_TONES[state]}>{CHAIN_TRANSFER_STATE_LABELS[state]}</Tag>
    ),
  },
  {
    title: T.confirmations,
    key: 'confirmations',
    render: (_, t) => `${t.confirmations}/${t.required}`,
  },
  { title: T.player, key: 'player', render: (_, t) => CHAIN_TEXT.playerOf(t.username, t.user_id) },
  { title: T.order, dataIndex: 'deposit_no', render: (no: string) => no || '—' },
  {
    title: T.credited,
    dataIndex: 'credited',
    align: 'right',
    render: (credited: string) => (credited ? formatMoney(credited) : '—'),
  },
  { title: T.note, dataIndex: 'note', render: (note: string) => note || '—' },
  {
    title: T.times,
    key: 'times',
    render: (_, t) => (
      <Space direction="vertical" size={0}>
        <span>{T.seenAt(t.seen_at)}</span>
        {t.settled_at ? <span>{T.settledAt(t.settled_at)}</span> : null}
      </Space>
    ),
  },
];

/** 链上转账: the USDT transfers to our addresses, by chain and state, with their confirmations. */
export default function TransfersPage() {
  const [chain, setChain] = useState<Chain | undefined>(undefined);
  const [state, setState] = useState<ChainTransferState | undefined>(undefined);
  const [page, setPage] = useState(1);
  const list = useCall(adminCalls.adminChainTransfers, {
    page,
    ...(chain ? { chain } : {}),
    ...(state ? { state } : {}),
  });
  return (
    <PageCard
      title={T.title}
      query={list}
      extra={
        <Space wrap>
          <ChainSelect
            value={chain}
            onChange={(next) => {
              setChain(next);
              setPage(1);
            }}
          />
          <Select<ChainTransferState | ''>
            aria-label={T.stateFilter}
            style={{ width: 140 }}
            value={state ?? ''}
            onChange={(next) => {
              setState(next === '' ? undefined : next);
              setPage(1);
            }}
            options={[
              { value: '', label: T.allStates },
              ...CHAIN_TRANSFER_STATES.map((s) => ({
                value: s,
                label: CHAIN_TRANSFER_STATE_LABELS[s],
              })),
            ]}
          />
        </Space>
      }
    >
      <Table<AdminChainTransfer>
        rowKey="id"
        size="middle"
        loading={list.isPending || list.isFetching}
        dataSource={list.data?.data ?? []}
        columns={COLUMNS}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: CHAIN_TEXT.empty }}
        pagination={{
          current: list.data?.current_page ?? page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => CHAIN_TEXT.showTotal(total),
          onChange: setPage,
        }}
      />
    </PageCard>
  );
}
