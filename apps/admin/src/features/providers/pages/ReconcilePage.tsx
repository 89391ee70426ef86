import { useSearchParams } from 'react-router';
import {
  Alert,
  Card,
  Col,
  Empty,
  Input,
  Row,
  Select,
  Skeleton,
  Space,
  Statistic,
  Table,
  Tag,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { RECONCILE_PROBLEM_LABELS } from '@app/contract/admin-providers';
import type { ResponseOf } from '@app/contract/endpoint';
import { adminCalls } from '@app/contract/endpoint-routes';
import { PageCard } from '../../../components/PageCard.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useCall } from '../../../lib/query.ts';
import { beijingDay } from '../provider-values.ts';
import { RECONCILE as T } from '../strings.ts';

type Report = ResponseOf<typeof adminCalls.adminProviderReconcile>;
type Mismatch = Report['mismatches'][number];

const money = (value: string | null) => (value === null ? T.missing : formatMoney(value));

const COLUMNS: ColumnsType<Mismatch> = [
  { title: T.id, dataIndex: 'id', width: 220, render: (id: string) => <code>{id}</code> },
  { title: T.kind, dataIndex: 'kind', width: 90, render: (k: string) => T.kinds[k] ?? k },
  { title: T.user, dataIndex: 'user', width: 120 },
  { title: T.oursAmount, dataIndex: 'ours', width: 120, align: 'right', render: money },
  { title: T.theirsAmount, dataIndex: 'theirs', width: 120, align: 'right', render: money },
  {
    title: T.problem,
    dataIndex: 'problem',
    width: 120,
    render: (p: Mismatch['problem']) => <Tag color="red">{RECONCILE_PROBLEM_LABELS[p]}</Tag>,
  },
];

/**
 * 对账: for a provider and a Beijing day (today by default), our ledger against the provider's
 * report — each side's count and total, how many matched, and every mismatch (a red tag saying
 * what is wrong); 无差异 when there is none; the reason when the report could not be read.
 * `?code=` opens it on a provider (the list's 对账 link).
 */
export default function ReconcilePage() {
  const [params, setParams] = useSearchParams();
  const providers = useCall(adminCalls.adminProviders, {});
  const today = beijingDay();
  const code = params.get('code') ?? providers.data?.[0]?.code ?? '';
  const day = params.get('day') ?? today;
  const report = useCall(
    adminCalls.adminProviderReconcile,
    { code, day },
    { enabled: code !== '' && /^\d{4}-\d{2}-\d{2}$/.test(day) },
  );
  const pick = (next: { code?: string; day?: string }) =>
    setParams({ code: next.code ?? code, day: next.day ?? day }, { replace: true });
  const name = providers.data?.find((p) => p.code === code)?.name ?? code;

  return (
    <PageCard
      title={T.title}
      query={code ? report : providers}
      extra={
        <Space wrap>
          <Select
            aria-label={T.pickProvider}
            placeholder={T.pickProvider}
            style={{ width: 200 }}
            value={code || undefined}
            loading={providers.isLoading}
            notFoundContent={T.noProviders}
            options={(providers.data ?? []).map((p) => ({
              value: p.code,
              label: T.providerOption(p.name, p.code),
            }))}
            onChange={(value: string) => pick({ code: value })}
          />
          <Input
            type="date"
            aria-label={T.day}
            value={day}
            max={today}
            style={{ width: 160 }}
            onChange={(e) => e.target.value && pick({ day: e.target.value })}
          />
        </Space>
      }
    >
      {providers.data && providers.data.length === 0 ? <Empty description={T.noProviders} /> : null}
      {code && report.isLoading ? <Skeleton active /> : null}
      {report.data ? <ReportView report={report.data} name={name} /> : null}
    </PageCard>
  );
}

function Side({ title, side }: { title: string; side: Report['ours'] }) {
  return (
    <Card size="small" title={title}>
      <Space size="large">
        <Statistic title={T.count} value={side.count} />
        <Statistic title={T.total} value={formatMoney(side.total)} />
      </Space>
    </Card>
  );
}

function ReportView({ report, name }: { report: Report; name: string }) {
  return (
    <>
      <p>{T.summaryOf(name, report.day)}</p>
      {report.error ? (
        <Alert
          type="error"
          showIcon
          message={T.reportFailed}
          description={report.error}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col span={9}>
          <Side title={T.ours} side={report.ours} />
        </Col>
        <Col span={9}>
          <Side title={T.theirs} side={report.theirs} />
        </Col>
        <Col span={6}>
          <Card size="small" title={T.matched}>
            <Statistic title={T.count} value={report.matched} />
          </Card>
        </Col>
      </Row>
      {report.mismatches.length === 0 ? (
        report.error ? null : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.none}>
            {T.noneHelp}
          </Empty>
        )
      ) : (
        <Table<Mismatch>
          rowKey={(m) => `${m.id}:${m.problem}`}
          size="middle"
          columns={COLUMNS}
          dataSource={report.mismatches}
          scroll={{ x: 800 }}
          pagination={{ pageSize: 50, showSizeChanger: false, showTotal: T.showTotal }}
          title={() => T.mismatchCount(report.mismatches.length)}
        />
      )}
    </>
  );
}
