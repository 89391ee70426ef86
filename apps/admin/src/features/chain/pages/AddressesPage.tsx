import { useState } from 'react';
import { Alert, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { AdminChainAddress } from '@app/contract/admin-chain';
import type { Chain } from '@app/contract/chain-constants';
import { adminCalls } from '@app/contract/endpoint-routes';
import { PageCard } from '../../../components/PageCard.tsx';
import { useCall } from '../../../lib/query.ts';
import { COLOR } from '../../../theme.ts';
import { ChainSelect, ShortCopy } from '../components/short.tsx';
import { ADDRESSES_PAGE as T, CHAIN_TEXT } from '../strings.ts';

const PAGE_SIZE = 20;

const COLUMNS: ColumnsType<AdminChainAddress> = [
  { title: T.chain, dataIndex: 'chain', width: 80 },
  { title: T.index, dataIndex: 'index', width: 70, align: 'right' },
  {
    title: T.address,
    dataIndex: 'address',
    render: (address: string) => (
      <Typography.Text copyable style={{ fontFamily: 'monospace' }}>
        {address}
      </Typography.Text>
    ),
  },
  {
    title: T.player,
    key: 'player',
    render: (_, a) => CHAIN_TEXT.playerOf(a.username, a.user_id),
  },
  {
    title: T.order,
    dataIndex: 'deposit_no',
    render: (no: string) => (no ? <ShortCopy text={no} head={20} tail={0} /> : '—'),
  },
  { title: T.received, dataIndex: 'received', align: 'right' },
  {
    title: T.balance,
    dataIndex: 'balance',
    align: 'right',
    render: (balance: string | null) =>
      balance === null ? (
        <Typography.Text style={{ color: COLOR.error }}>{T.balanceFailed}</Typography.Text>
      ) : (
        balance
      ),
  },
  { title: T.created, dataIndex: 'created_at' },
];

/**
 * 充值地址: every deposit address derived for an order (xpub/0/index), what it received and its
 * balance on chain, to sweep offline with the private key the platform never holds.
 */
export default function AddressesPage() {
  const [chain, setChain] = useState<Chain | undefined>(undefined);
  const [page, setPage] = useState(1);
  const list = useCall(adminCalls.adminChainAddresses, { page, ...(chain ? { chain } : {}) });
  return (
    <PageCard
      title={T.title}
      query={list}
      extra={
        <ChainSelect
          value={chain}
          onChange={(next) => {
            setChain(next);
            setPage(1);
          }}
        />
      }
    >
      <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={T.note} />
      <Table<AdminChainAddress>
        rowKey={(a) => `${a.chain}-${a.index}`}
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
