import { useState } from 'react';
import {
  App,
  Button,
  DatePicker,
  Descriptions,
  Empty,
  Form,
  Input,
  Select,
  Space,
  Table,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { AdminAuditRow } from '@app/contract/admin';
import { AUDIT_LIMITS } from '@app/contract/admin-audit';
import {
  AUDIT_ACTION_FILTERS,
  auditActionFilterLabel,
  auditActionLabel,
} from '@app/contract/audit-actions';
import { CsvButton } from '../../../components/CsvButton.tsx';
import { PageCard } from '../../../components/PageCard.tsx';
import { detailRows } from '../../../components/expandable.tsx';
import type { CsvColumn } from '../../../lib/csv.ts';
import { formatTime } from '../../../lib/format.ts';
import { fieldChanges, showValue } from '../audit-detail.ts';
import {
  exportAudit,
  filtersOf,
  useAuditSearch,
  type AuditFilters,
  type AuditForm,
} from '../use-audit.ts';
import { AUDIT_PAGE } from '../strings.ts';

const TEXT = {
  title: AUDIT_PAGE.audit,
  operator: AUDIT_PAGE.operator,
  operatorHint: AUDIT_PAGE.operatorHint,
  action: AUDIT_PAGE.action,
  actionHint: AUDIT_PAGE.actionHint,
  target: AUDIT_PAGE.target,
  targetHint: AUDIT_PAGE.targetHint,
  range: AUDIT_PAGE.range,
  from: AUDIT_PAGE.from,
  to: AUDIT_PAGE.to,
  search: AUDIT_PAGE.search,
  reset: AUDIT_PAGE.reset,
  time: AUDIT_PAGE.range,
  ip: 'IP',
  empty: AUDIT_PAGE.empty,
  field: AUDIT_PAGE.field,
  before: AUDIT_PAGE.before,
  after: AUDIT_PAGE.after,
  detail: AUDIT_PAGE.detail,
  truncated: AUDIT_PAGE.truncated(AUDIT_LIMITS.exportMax, AUDIT_LIMITS.exportMax),
  total: (n: number) => AUDIT_PAGE.total(n),
} as const;

/** The action filter's choices: the contract's groups (`deposit.`), then each action. */
const ACTION_OPTIONS = AUDIT_ACTION_FILTERS.map((value) => ({
  value,
  label: `${auditActionFilterLabel(value)} ${value}`,
}));

const COLUMNS: ColumnsType<AdminAuditRow> = [
  { title: TEXT.time, dataIndex: 'created_at', width: 180, render: (v: number) => formatTime(v) },
  {
    title: TEXT.operator,
    dataIndex: 'operator_name',
    width: 140,
    render: (name: string, row) => name || `#${row.operator_id}`,
  },
  { title: TEXT.ip, dataIndex: 'ip', width: 140 },
  {
    title: TEXT.action,
    dataIndex: 'action',
    width: 240,
    render: (v: string) => (
      <Space size={4} wrap>
        {auditActionLabel(v)}
        <Typography.Text code>{v}</Typography.Text>
      </Space>
    ),
  },
  { title: TEXT.target, dataIndex: 'target' },
];

const CSV_COLUMNS: CsvColumn<AdminAuditRow>[] = [
  { title: 'ID', value: (r) => r.id },
  { title: TEXT.time, value: (r) => formatTime(r.created_at) },
  { title: TEXT.operator, value: (r) => r.operator_name || `#${r.operator_id}` },
  { title: TEXT.ip, value: (r) => r.ip },
  { title: TEXT.action, value: (r) => r.action },
  { title: TEXT.target, value: (r) => r.target },
  { title: TEXT.detail, value: (r) => JSON.stringify(r.detail) },
];

/** The before/after of one row, or its whole detail when it holds no before/after. */
function Detail({ row }: { row: AdminAuditRow }) {
  const changes = fieldChanges(row.detail);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {changes.length > 0 ? (
        <Table
          size="small"
          rowKey="field"
          pagination={false}
          dataSource={changes}
          columns={[
            { title: TEXT.field, dataIndex: 'field', width: 220 },
            { title: TEXT.before, dataIndex: 'before', render: (v: unknown) => showValue(v) },
            { title: TEXT.after, dataIndex: 'after', render: (v: unknown) => showValue(v) },
          ]}
        />
      ) : null}
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={TEXT.detail}>
          <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {JSON.stringify(row.detail, null, 2)}
          </pre>
        </Descriptions.Item>
      </Descriptions>
    </Space>
  );
}

/** 审计日志: search the operators' audit trail, see each change's before/after, export it. */
export default function AuditPage() {
  const { message } = App.useApp();
  const [form] = Form.useForm<AuditForm>();
  const [filters, setFilters] = useState<AuditFilters>({});
  const [page, setPage] = useState(1);
  const query = useAuditSearch(filters, page);
  const data = query.data;

  const search = (values: AuditForm) => {
    setFilters(filtersOf(values));
    setPage(1);
  };
  const exportRows = async () => {
    const all = await exportAudit(filters);
    if (all.truncated) void message.warning(TEXT.truncated);
    return all.data;
  };

  return (
    <PageCard
      title={TEXT.title}
      query={query}
      extra={<CsvButton name={AUDIT_PAGE.audit} columns={CSV_COLUMNS} rows={exportRows} />}
    >
      <Form
        form={form}
        layout="inline"
        onFinish={search}
        style={{ marginBottom: 16, rowGap: 8 }}
        aria-label={AUDIT_PAGE.searchForm}
      >
        <Form.Item name="operator" label={TEXT.operator}>
          <Input placeholder={TEXT.operatorHint} allowClear style={{ width: 140 }} maxLength={32} />
        </Form.Item>
        <Form.Item name="action" label={TEXT.action}>
          <Select
            placeholder={TEXT.actionHint}
            allowClear
            showSearch
            optionFilterProp="label"
            options={ACTION_OPTIONS}
            style={{ width: 240 }}
          />
        </Form.Item>
        <Form.Item name="target" label={TEXT.target}>
          <Input placeholder={TEXT.targetHint} allowClear style={{ width: 160 }} maxLength={128} />
        </Form.Item>
        <Form.Item name="range" label={TEXT.range}>
          <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[TEXT.from, TEXT.to]} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {TEXT.search}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                search({});
              }}
            >
              {TEXT.reset}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Table<AdminAuditRow>
        rowKey="id"
        size="middle"
        loading={query.isFetching}
        columns={COLUMNS}
        dataSource={data?.data ?? []}
        locale={{ emptyText: <Empty description={TEXT.empty} /> }}
        expandable={detailRows<AdminAuditRow>(
          (row) => (
            <Detail row={row} />
          ),
          (row) => row.action,
        )}
        pagination={{
          current: data?.current_page ?? page,
          pageSize: 50,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: TEXT.total,
          onChange: setPage,
        }}
        scroll={{ x: 900 }}
      />
    </PageCard>
  );
}
