import { Card, Descriptions, Empty, Space, Spin, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { AdminChain } from '@app/contract/admin-chain';
import { adminCalls } from '@app/contract/endpoint-routes';
import { PageCard } from '../../../components/PageCard.tsx';
import { formatTime } from '../../../lib/format.ts';
import { useCall } from '../../../lib/query.ts';
import { COLOR } from '../../../theme.ts';
import { ChainSettingsForm } from '../components/ChainSettingsForm.tsx';
import { ShortCopy } from '../components/short.tsx';
import { CHAINS_PAGE as T } from '../strings.ts';

/** The chains are read again this often while the page is open. */
export const CHAINS_REFRESH_MS = 10_000;

type Endpoint = AdminChain['endpoints'][number];

const ENDPOINT_COLUMNS: ColumnsType<Endpoint> = [
  { title: T.url, dataIndex: 'url', render: (url: string) => <code>{url}</code> },
  {
    title: T.current,
    dataIndex: 'current',
    width: 70,
    render: (current: boolean) => (current ? <Tag color="blue">{T.current}</Tag> : null),
  },
  {
    title: T.healthy,
    dataIndex: 'healthy',
    width: 80,
    render: (healthy: boolean) => (
      <Typography.Text style={{ color: healthy ? COLOR.success : COLOR.error }}>
        {healthy ? T.isHealthy : T.unhealthy}
      </Typography.Text>
    ),
  },
  { title: T.okFailed, key: 'okFailed', width: 100, render: (_, e) => `${e.ok}/${e.failed}` },
  { title: T.latency, dataIndex: 'latency_ms', width: 90, render: (ms: number) => T.ms(ms) },
  {
    title: T.lastError,
    dataIndex: 'last_error',
    render: (error: string) =>
      error ? <Typography.Text style={{ color: COLOR.error }}>{error}</Typography.Text> : '—',
  },
];

/** How long ago an epoch-ms time was, in words; 从未 for 0. */
export function ago(ms: number, now = Date.now()): string {
  if (ms === 0) return T.never;
  return T.ago(Math.max(0, Math.round((now - ms) / 1000)));
}

function ChainCard({ chain }: { chain: AdminChain }) {
  return (
    <Card
      size="small"
      data-testid={`chain-${chain.chain}`}
      title={
        <Space>
          {chain.label}
          {chain.configured ? (
            <Tag color="green">{T.configured}</Tag>
          ) : (
            <Tag>{T.notConfigured}</Tag>
          )}
          {chain.stalled ? (
            <Tag color="red" style={{ color: COLOR.badText }}>
              {T.stalled}
            </Tag>
          ) : null}
        </Space>
      }
    >
      {chain.stalled && chain.last_error ? (
        <Typography.Paragraph style={{ color: COLOR.error }}>
          {T.stalledBecause(chain.last_error)}
        </Typography.Paragraph>
      ) : null}
      <Descriptions size="small" column={3} bordered>
        <Descriptions.Item label={T.source}>{chain.source || '—'}</Descriptions.Item>
        <Descriptions.Item label={T.token}>
          <ShortCopy text={chain.token} />
        </Descriptions.Item>
        <Descriptions.Item label={T.xpub}>
          <ShortCopy text={chain.xpub} />
        </Descriptions.Item>
        <Descriptions.Item label={T.confirmations}>{chain.confirmations}</Descriptions.Item>
        <Descriptions.Item label={T.head}>{chain.head}</Descriptions.Item>
        <Descriptions.Item label={T.scannedTo}>{chain.scanned_to}</Descriptions.Item>
        <Descriptions.Item label={T.lag}>{chain.lag}</Descriptions.Item>
        <Descriptions.Item label={T.lastScan}>
          <span title={formatTime(chain.last_scan_at)}>{ago(chain.last_scan_at)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={T.lastError}>
          {chain.last_error ? (
            <Typography.Text style={{ color: COLOR.error }}>{chain.last_error}</Typography.Text>
          ) : (
            '—'
          )}
        </Descriptions.Item>
        <Descriptions.Item label={T.addresses}>{chain.addresses}</Descriptions.Item>
        <Descriptions.Item label={T.waiting}>{chain.waiting}</Descriptions.Item>
        <Descriptions.Item label={T.review}>{chain.review}</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={2} style={{ marginTop: 16, fontSize: 16 }}>
        {T.endpoints}
      </Typography.Title>
      <Table<Endpoint>
        rowKey="url"
        size="small"
        pagination={false}
        dataSource={chain.endpoints}
        columns={ENDPOINT_COLUMNS}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: T.noEndpoints }}
      />
    </Card>
  );
}

/**
 * 链与节点: one card per watched chain (configured or not, scan position and lag, stalled in red,
 * each RPC address's health), read again every 10 s; below, the settings (admin only).
 */
export default function ChainsPage() {
  const chains = useCall(adminCalls.adminChains, {}, { refetchInterval: CHAINS_REFRESH_MS });
  return (
    <PageCard title={T.title} query={chains}>
      {chains.isPending ? (
        <Spin />
      ) : chains.data ? (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          {chains.data.chains.length === 0 ? <Empty description={T.noChains} /> : null}
          {chains.data.chains.map((chain) => (
            <ChainCard key={chain.chain} chain={chain} />
          ))}
          <ChainSettingsForm chains={chains.data} />
        </Space>
      ) : null}
    </PageCard>
  );
}
