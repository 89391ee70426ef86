import { useState } from 'react';
import {
  Alert,
  Button,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Radio,
  Select,
  Space,
  Spin,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ReloadOutlined } from '@ant-design/icons';
import { adminCalls } from '@app/contract/endpoint-routes';
import { MSG } from '@app/contract/messages';
import { formatMinor, parseMinor } from '@app/contract/money-format';
import {
  EXCLUSION_TERMS,
  LIMIT_KINDS,
  LIMIT_MAX_MINOR,
  LIMIT_PERIODS,
  PROTECTION_REASON_MAX,
  TIMEOUT_DAYS,
  type AdminProtection,
  type ExclusionTerm,
  type LimitKind,
  type LimitPeriod,
  type MoneyLimit,
  type PendingChange,
} from '@app/contract/protection';
import { formatMoney, formatTime } from '../../lib/format.ts';
import { useMayCall } from '../../lib/operator.ts';
import { useAction, useCall } from '../../lib/query.ts';
import { useScrollRegion } from '../../lib/use-scroll-region.ts';
import {
  BLOCK_KIND_LABEL,
  EXCLUSION_TERM_LABEL,
  LIMIT_KIND_LABEL,
  LIMIT_PERIOD_LABEL,
  PROTECTION_BY_LABEL,
  PROTECTION_STATE_LABEL,
  protectionFieldLabel,
  TIMEOUT_DAYS_LABEL,
} from './strings.ts';
import { PROTECTION_TAB } from './strings.ts';
import { COLOR } from '../../theme.ts';

type HistoryRow = AdminProtection['history'][number];

const REFRESH = [adminCalls.playerProtection];
const reasonRules = [
  {
    required: true,
    whitespace: true,
    max: PROTECTION_REASON_MAX,
    message: MSG.protectionReasonRequired,
  },
];

function pendingText(p: PendingChange | null, unit: string): string {
  if (!p) return '—';
  const value =
    p.value === null
      ? PROTECTION_TAB.removeLimit
      : `${unit === PROTECTION_TAB.yuan ? formatMoney(p.value) : p.value} ${unit}`;
  return p.ready
    ? PROTECTION_TAB.awaitingPlayer(value)
    : PROTECTION_TAB.confirmableAfter(value, p.effective_at);
}

function historyValue(row: HistoryRow): string {
  if (row.field === 'timeout' || row.field === 'exclusion') {
    return row.value === null ? PROTECTION_TAB.forever : PROTECTION_TAB.untilOf(row.value);
  }
  if (row.value === null) return PROTECTION_TAB.removeLimit;
  if (row.field === 'session' || row.field === 'reality')
    return PROTECTION_TAB.minutesOf(row.value);
  return PROTECTION_TAB.yuanOf(formatMoney(row.value));
}

/** The block in force, the play session, the session limit and the reality check. */
function ProtectionSummary({ data }: { data: AdminProtection }) {
  return (
    <Descriptions bordered size="small" column={2} style={{ marginBottom: 16 }}>
      <Descriptions.Item label={PROTECTION_TAB.block}>
        <BlockText block={data.block} />
      </Descriptions.Item>
      <Descriptions.Item label={PROTECTION_TAB.currentPlay}>
        {data.play.started_at === null ? (
          PROTECTION_TAB.notPlaying
        ) : (
          <>
            {formatTime(data.play.started_at)} {PROTECTION_TAB.startedNet}{' '}
            <span style={{ color: data.play.net.startsWith('-') ? COLOR.error : COLOR.success }}>
              {formatMoney(data.play.net)}
            </span>{' '}
            {PROTECTION_TAB.yuan}
          </>
        )}
      </Descriptions.Item>
      <Descriptions.Item label={PROTECTION_TAB.sessionLimit}>
        {data.session_minutes === null
          ? PROTECTION_TAB.notSet
          : PROTECTION_TAB.sessionMinutes(data.session_minutes)}
        {data.session_pending ? (
          <Typography.Text type="secondary">
            {' '}
            {PROTECTION_TAB.pendingPrefix}
            {pendingText(data.session_pending, PROTECTION_TAB.minutes)}
          </Typography.Text>
        ) : null}
      </Descriptions.Item>
      <Descriptions.Item label={PROTECTION_TAB.realityInterval}>
        {data.reality_minutes} {PROTECTION_TAB.minutes}
      </Descriptions.Item>
    </Descriptions>
  );
}

/** The limits: which, the amount, used so far, a raise waiting for its 24 hours. */
const LIMIT_COLUMNS: ColumnsType<MoneyLimit> = [
  {
    title: PROTECTION_TAB.limits,
    key: 'name',
    width: 160,
    render: (_, l) =>
      PROTECTION_TAB.limitName(LIMIT_KIND_LABEL[l.kind], LIMIT_PERIOD_LABEL[l.period]),
  },
  {
    title: PROTECTION_TAB.currentLimit,
    dataIndex: 'amount',
    width: 160,
    align: 'right',
    render: (v: string | null) => (v === null ? PROTECTION_TAB.notSet : formatMoney(v)),
  },
  {
    title: PROTECTION_TAB.used,
    dataIndex: 'used',
    width: 160,
    align: 'right',
    render: (v: string) => formatMoney(v),
  },
  {
    title: PROTECTION_TAB.pendingRaise,
    dataIndex: 'pending',
    render: (p: PendingChange | null) => pendingText(p, PROTECTION_TAB.yuan),
  },
];

/** Every change: when, what, the value, by whom, why, its state. */
const HISTORY_COLUMNS: ColumnsType<HistoryRow> = [
  { title: PROTECTION_TAB.time, dataIndex: 'created_at', width: 170 },
  {
    title: PROTECTION_TAB.field,
    dataIndex: 'field',
    render: (f: string) => protectionFieldLabel(f),
  },
  {
    title: PROTECTION_TAB.setting,
    key: 'value',
    render: (_, row) => historyValue(row),
  },
  {
    title: PROTECTION_TAB.by,
    dataIndex: 'by',
    render: (b: HistoryRow['by']) => PROTECTION_BY_LABEL[b],
  },
  {
    title: PROTECTION_TAB.reason,
    dataIndex: 'reason',
    render: (r: string) => r || '—',
  },
  {
    title: PROTECTION_TAB.state,
    dataIndex: 'state',
    render: (s: HistoryRow['state']) => PROTECTION_STATE_LABEL[s],
  },
];

/**
 * 理性游戏 (DESIGN §12): the player's limits, time-out or exclusion, play session and the history
 * of every change. An operator may only make things stricter, always with a reason (audited).
 */
export function ProtectionTab({ userId }: { userId: number }) {
  const query = useCall(adminCalls.playerProtection, { user_id: userId }, { staleTime: 0 });
  const mayLimit = useMayCall('playerProtectionLimit');
  const mayBlock = useMayCall('playerProtectionBlock');
  const [dialog, setDialog] = useState<'limit' | 'block' | null>(null);
  const limitsBox = useScrollRegion(PROTECTION_TAB.limits);
  const historyBox = useScrollRegion(PROTECTION_TAB.history);
  const close = () => setDialog(null);
  const data = query.data;

  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginBottom: 8 }}>
        {mayLimit ? (
          <Button disabled={!data} onClick={() => setDialog('limit')}>
            {PROTECTION_TAB.setLimit}
          </Button>
        ) : null}
        {mayBlock ? (
          <Button danger disabled={!data} onClick={() => setDialog('block')}>
            {PROTECTION_TAB.block}
          </Button>
        ) : null}
        <Button
          icon={<ReloadOutlined />}
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {PROTECTION_TAB.refresh}
        </Button>
      </div>
      {query.error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={PROTECTION_TAB.loadFailed}
          description={query.error.message}
        />
      ) : null}
      {query.isLoading ? <Spin /> : null}
      {data ? (
        <>
          <ProtectionSummary data={data} />
          <div ref={limitsBox}>
            <Table<MoneyLimit>
              rowKey={(l) => `${l.kind}:${l.period}`}
              size="small"
              pagination={false}
              style={{ marginBottom: 16 }}
              dataSource={data.limits}
              scroll={{ x: 720 }}
              columns={LIMIT_COLUMNS}
            />
          </div>
          <Typography.Title level={2} style={{ marginTop: 0, fontSize: 16 }}>
            {PROTECTION_TAB.history}
          </Typography.Title>
          <div ref={historyBox}>
            <Table<HistoryRow>
              rowKey="id"
              size="small"
              dataSource={data.history}
              locale={{ emptyText: PROTECTION_TAB.noChanges }}
              scroll={{ x: 900 }}
              pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
              columns={HISTORY_COLUMNS}
            />
          </div>
          <LimitDialog userId={userId} data={data} open={dialog === 'limit'} onClose={close} />
          <BlockDialog userId={userId} data={data} open={dialog === 'block'} onClose={close} />
        </>
      ) : null}
    </>
  );
}

function BlockText({ block }: { block: AdminProtection['block'] }) {
  if (!block) return <>{PROTECTION_TAB.none}</>;
  return (
    <Space size={4} wrap>
      <Tag color="red">
        {BLOCK_KIND_LABEL[block.kind]}
        {PROTECTION_TAB.inForce}
      </Tag>
      <span>
        {block.until === null ? PROTECTION_TAB.forever : PROTECTION_TAB.blockUntil(block.until)}
      </span>
      <Typography.Text type="secondary">
        {PROTECTION_TAB.setByOpen}
        {PROTECTION_BY_LABEL[block.by]}
        {PROTECTION_TAB.setByClose}
      </Typography.Text>
    </Space>
  );
}

interface DialogProps {
  userId: number;
  data: AdminProtection;
  open: boolean;
  onClose: () => void;
}

interface LimitValues {
  kind: LimitKind;
  period: LimitPeriod;
  amount: string;
  reason: string;
}

/** 设置/降低限额: never above the limit in force (the server refuses that too). */
function LimitDialog({ userId, data, open, onClose }: DialogProps) {
  const [form] = Form.useForm<LimitValues>();
  const kind = Form.useWatch('kind', form) ?? 'deposit';
  const period = Form.useWatch('period', form) ?? 'day';
  const current = (k: LimitKind, p: LimitPeriod) =>
    data.limits.find((l) => l.kind === k && l.period === p)?.amount ?? null;
  const inForce = current(kind, period);
  const action = useAction(adminCalls.playerProtectionLimit, {
    invalidate: REFRESH,
    success: MSG.protectionLowered,
    onSuccess: () => {
      form.resetFields();
      onClose();
    },
  });
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    const minor = values ? parseMinor(values.amount) : null;
    if (!values || minor === null) return; // the form shows why
    action.mutate({
      user_id: userId,
      kind: values.kind,
      period: values.period,
      amount: formatMinor(minor),
      reason: values.reason.trim(),
    });
  };
  return (
    <Modal
      title={PROTECTION_TAB.setLimit}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={PROTECTION_TAB.submit}
      okButtonProps={{ loading: action.isPending }}
      cancelText={PROTECTION_TAB.cancelText}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{PROTECTION_TAB.limitHint}</Typography.Paragraph>
      <Form<LimitValues>
        form={form}
        layout="vertical"
        initialValues={{ kind: 'deposit', period: 'day' }}
      >
        <Form.Item name="kind" label={PROTECTION_TAB.kind}>
          <Radio.Group
            options={LIMIT_KINDS.map((k) => ({
              value: k,
              label: PROTECTION_TAB.limitOf(LIMIT_KIND_LABEL[k]),
            }))}
          />
        </Form.Item>
        <Form.Item name="period" label={PROTECTION_TAB.period}>
          <Radio.Group
            options={LIMIT_PERIODS.map((p) => ({ value: p, label: LIMIT_PERIOD_LABEL[p] }))}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={PROTECTION_TAB.limitYuan}
          dependencies={['kind', 'period']}
          extra={
            inForce === null
              ? PROTECTION_TAB.noLimitNow
              : PROTECTION_TAB.limitNow(formatMoney(inForce))
          }
          required
          rules={[
            {
              validator: async (_, value: string | number | null | undefined) => {
                const minor =
                  value === null || value === undefined || value === '' ? null : parseMinor(value);
                if (minor === null || minor <= 0n || minor > LIMIT_MAX_MINOR) {
                  throw new Error(MSG.protectionAmountInvalid);
                }
                const limit = current(form.getFieldValue('kind'), form.getFieldValue('period'));
                if (limit !== null && minor > (parseMinor(limit) ?? 0n)) {
                  throw new Error(MSG.protectionOperatorRaise);
                }
              },
            },
          ]}
        >
          <InputNumber<string>
            stringMode
            min="0.01"
            max="10000000"
            precision={2}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="reason" label={PROTECTION_TAB.reason} rules={reasonRules}>
          <Input.TextArea rows={2} maxLength={PROTECTION_REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface BlockValues {
  kind: 'timeout' | 'exclusion';
  days?: number;
  term?: ExclusionTerm;
  reason: string;
}

/** 暂停/禁入: starts one or lengthens the one in force; asks once more, it cannot end early. */
function BlockDialog({ userId, data, open, onClose }: DialogProps) {
  const [form] = Form.useForm<BlockValues>();
  const kind = Form.useWatch('kind', form) ?? 'timeout';
  const days = Form.useWatch('days', form);
  const term = Form.useWatch('term', form);
  const what =
    kind === 'timeout'
      ? PROTECTION_TAB.timeOutFor(days === undefined ? '' : (TIMEOUT_DAYS_LABEL[days] ?? ''))
      : PROTECTION_TAB.excludeFor(term === undefined ? '' : EXCLUSION_TERM_LABEL[term]);
  const action = useAction(adminCalls.playerProtectionBlock, {
    invalidate: REFRESH,
    success: MSG.protectionLowered,
    onSuccess: () => {
      form.resetFields();
      onClose();
    },
  });
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return; // the form shows why
    action.mutate({
      user_id: userId,
      kind: values.kind,
      ...(values.kind === 'timeout' ? { days: values.days } : { term: values.term }),
      reason: values.reason.trim(),
    });
  };
  return (
    <Modal
      title={PROTECTION_TAB.block}
      open={open}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{PROTECTION_TAB.cancelText}</Button>
          <Popconfirm
            title={PROTECTION_TAB.confirmBlock(what)}
            description={PROTECTION_TAB.blockWarning}
            okText={PROTECTION_TAB.confirm}
            cancelText={PROTECTION_TAB.cancelText}
            okButtonProps={{ danger: true }}
            placement="topRight"
            onConfirm={() => void submit()}
          >
            <Button type="primary" danger loading={action.isPending}>
              {PROTECTION_TAB.submit}
            </Button>
          </Popconfirm>
        </Space>
      }
    >
      {data.block ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={
            <>
              {PROTECTION_TAB.playerIs}
              {BLOCK_KIND_LABEL[data.block.kind]}
              {data.block.until === null
                ? PROTECTION_TAB.permanent
                : PROTECTION_TAB.commaUntil(data.block.until)}
              {PROTECTION_TAB.onlyLonger}
            </>
          }
        />
      ) : null}
      <Form<BlockValues>
        form={form}
        layout="vertical"
        initialValues={{ kind: 'timeout', days: TIMEOUT_DAYS[0], term: EXCLUSION_TERMS[0] }}
      >
        <Form.Item name="kind" label={PROTECTION_TAB.kind}>
          <Radio.Group
            options={[
              { value: 'timeout', label: PROTECTION_TAB.timeOut },
              { value: 'exclusion', label: PROTECTION_TAB.exclusion },
            ]}
          />
        </Form.Item>
        {kind === 'timeout' ? (
          <Form.Item
            name="days"
            label={PROTECTION_TAB.timeOutLength}
            rules={[{ required: true, message: MSG.protectionTimeoutInvalid }]}
          >
            <Select
              options={TIMEOUT_DAYS.map((d) => ({ value: d, label: TIMEOUT_DAYS_LABEL[d] }))}
            />
          </Form.Item>
        ) : (
          <Form.Item
            name="term"
            label={PROTECTION_TAB.exclusionLength}
            rules={[{ required: true, message: MSG.protectionTermInvalid }]}
          >
            <Select
              options={EXCLUSION_TERMS.map((t) => ({ value: t, label: EXCLUSION_TERM_LABEL[t] }))}
            />
          </Form.Item>
        )}
        <Form.Item name="reason" label={PROTECTION_TAB.reason} rules={reasonRules}>
          <Input.TextArea rows={2} maxLength={PROTECTION_REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
