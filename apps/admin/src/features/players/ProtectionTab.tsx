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
} from './labels.ts';
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
    p.value === null ? '取消限额' : `${unit === '元' ? formatMoney(p.value) : p.value} ${unit}`;
  return p.ready ? `${value}（待玩家再次确认）` : `${value}（${p.effective_at} 后可确认）`;
}

function historyValue(row: HistoryRow): string {
  if (row.field === 'timeout' || row.field === 'exclusion') {
    return row.value === null ? '永久' : `至 ${row.value}`;
  }
  if (row.value === null) return '取消限额';
  if (row.field === 'session' || row.field === 'reality') return `${row.value} 分钟`;
  return `${formatMoney(row.value)} 元`;
}

/**
 * 理性游戏 (DESIGN §12): the player's limits, time-out or exclusion, play session and the history
 * of every change. An operator may only make things stricter, always with a reason (audited).
 */
export function ProtectionTab({ userId }: { userId: number }) {
  const query = useCall(adminCalls.playerProtection, { user_id: userId }, { staleTime: 0 });
  const mayLimit = useMayCall('playerProtectionLimit');
  const mayBlock = useMayCall('playerProtectionBlock');
  const [dialog, setDialog] = useState<'limit' | 'block' | null>(null);
  const limitsBox = useScrollRegion('限额');
  const historyBox = useScrollRegion('变更记录');
  const close = () => setDialog(null);
  const data = query.data;

  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginBottom: 8 }}>
        {mayLimit ? (
          <Button disabled={!data} onClick={() => setDialog('limit')}>
            设置/降低限额
          </Button>
        ) : null}
        {mayBlock ? (
          <Button danger disabled={!data} onClick={() => setDialog('block')}>
            暂停/禁入
          </Button>
        ) : null}
        <Button
          icon={<ReloadOutlined />}
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        >
          刷新
        </Button>
      </div>
      {query.error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message="加载失败"
          description={query.error.message}
        />
      ) : null}
      {query.isLoading ? <Spin /> : null}
      {data ? (
        <>
          <Descriptions bordered size="small" column={2} style={{ marginBottom: 16 }}>
            <Descriptions.Item label="暂停/禁入">
              <BlockText block={data.block} />
            </Descriptions.Item>
            <Descriptions.Item label="当前游戏">
              {data.play.started_at === null ? (
                '未在游戏中'
              ) : (
                <>
                  {formatTime(data.play.started_at)} 开始，输赢{' '}
                  <span
                    style={{ color: data.play.net.startsWith('-') ? COLOR.error : COLOR.success }}
                  >
                    {formatMoney(data.play.net)}
                  </span>{' '}
                  元
                </>
              )}
            </Descriptions.Item>
            <Descriptions.Item label="单次游戏时长上限">
              {data.session_minutes === null ? '未设置' : `${data.session_minutes} 分钟`}
              {data.session_pending ? (
                <Typography.Text type="secondary">
                  {' '}
                  · 待生效：{pendingText(data.session_pending, '分钟')}
                </Typography.Text>
              ) : null}
            </Descriptions.Item>
            <Descriptions.Item label="现实提醒间隔">{data.reality_minutes} 分钟</Descriptions.Item>
          </Descriptions>
          <div ref={limitsBox}>
            <Table<MoneyLimit>
              rowKey={(l) => `${l.kind}:${l.period}`}
              size="small"
              pagination={false}
              style={{ marginBottom: 16 }}
              dataSource={data.limits}
              scroll={{ x: 720 }}
              columns={[
                {
                  title: '限额',
                  key: 'name',
                  width: 160,
                  render: (_, l) =>
                    `${LIMIT_KIND_LABEL[l.kind]}（${LIMIT_PERIOD_LABEL[l.period]}）`,
                },
                {
                  title: '当前限额（元）',
                  dataIndex: 'amount',
                  width: 160,
                  align: 'right',
                  render: (v: string | null) => (v === null ? '未设置' : formatMoney(v)),
                },
                {
                  title: '已用（元）',
                  dataIndex: 'used',
                  width: 160,
                  align: 'right',
                  render: (v: string) => formatMoney(v),
                },
                {
                  title: '待生效的提高',
                  dataIndex: 'pending',
                  render: (p: PendingChange | null) => pendingText(p, '元'),
                },
              ]}
            />
          </div>
          <Typography.Title level={2} style={{ marginTop: 0, fontSize: 16 }}>
            变更记录
          </Typography.Title>
          <div ref={historyBox}>
            <Table<HistoryRow>
              rowKey="id"
              size="small"
              dataSource={data.history}
              locale={{ emptyText: '暂无变更' }}
              scroll={{ x: 900 }}
              pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
              columns={[
                { title: '时间', dataIndex: 'created_at', width: 170 },
                {
                  title: '项目',
                  dataIndex: 'field',
                  render: (f: string) => protectionFieldLabel(f),
                },
                { title: '设定', key: 'value', render: (_, row) => historyValue(row) },
                {
                  title: '操作方',
                  dataIndex: 'by',
                  render: (b: HistoryRow['by']) => PROTECTION_BY_LABEL[b],
                },
                { title: '原因', dataIndex: 'reason', render: (r: string) => r || '—' },
                {
                  title: '状态',
                  dataIndex: 'state',
                  render: (s: HistoryRow['state']) => PROTECTION_STATE_LABEL[s],
                },
              ]}
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
  if (!block) return <>无</>;
  return (
    <Space size={4} wrap>
      <Tag color="red">{BLOCK_KIND_LABEL[block.kind]}中</Tag>
      <span>{block.until === null ? '永久' : `至 ${block.until}`}</span>
      <Typography.Text type="secondary">（由{PROTECTION_BY_LABEL[block.by]}设置）</Typography.Text>
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
      title="设置/降低限额"
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="提交"
      okButtonProps={{ loading: action.isPending }}
      cancelText="取消"
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        只能设置或降低限额，立即生效；提高限额只能由玩家本人申请。
      </Typography.Paragraph>
      <Form<LimitValues>
        form={form}
        layout="vertical"
        initialValues={{ kind: 'deposit', period: 'day' }}
      >
        <Form.Item name="kind" label="类型">
          <Radio.Group
            options={LIMIT_KINDS.map((k) => ({ value: k, label: `${LIMIT_KIND_LABEL[k]}限额` }))}
          />
        </Form.Item>
        <Form.Item name="period" label="周期">
          <Radio.Group
            options={LIMIT_PERIODS.map((p) => ({ value: p, label: LIMIT_PERIOD_LABEL[p] }))}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label="限额（元）"
          dependencies={['kind', 'period']}
          extra={inForce === null ? '当前未设置' : `当前限额 ${formatMoney(inForce)} 元`}
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
        <Form.Item name="reason" label="原因" rules={reasonRules}>
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
      ? `暂停${days === undefined ? '' : (TIMEOUT_DAYS_LABEL[days] ?? '')}`
      : `禁入${term === undefined ? '' : EXCLUSION_TERM_LABEL[term]}`;
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
      title="暂停/禁入"
      open={open}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Popconfirm
            title={`确认${what}？`}
            description="开始后不能提前结束，只能延长。"
            okText="确认"
            cancelText="取消"
            okButtonProps={{ danger: true }}
            placement="topRight"
            onConfirm={() => void submit()}
          >
            <Button type="primary" danger loading={action.isPending}>
              提交
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
              玩家正在{BLOCK_KIND_LABEL[data.block.kind]}
              {data.block.until === null ? '（永久）' : `，至 ${data.block.until}`}
              ；只能延长，不能缩短。
            </>
          }
        />
      ) : null}
      <Form<BlockValues>
        form={form}
        layout="vertical"
        initialValues={{ kind: 'timeout', days: TIMEOUT_DAYS[0], term: EXCLUSION_TERMS[0] }}
      >
        <Form.Item name="kind" label="类型">
          <Radio.Group
            options={[
              { value: 'timeout', label: '暂停（24小时~6周）' },
              { value: 'exclusion', label: '禁入' },
            ]}
          />
        </Form.Item>
        {kind === 'timeout' ? (
          <Form.Item
            name="days"
            label="暂停时长"
            rules={[{ required: true, message: MSG.protectionTimeoutInvalid }]}
          >
            <Select
              options={TIMEOUT_DAYS.map((d) => ({ value: d, label: TIMEOUT_DAYS_LABEL[d] }))}
            />
          </Form.Item>
        ) : (
          <Form.Item
            name="term"
            label="禁入期限"
            rules={[{ required: true, message: MSG.protectionTermInvalid }]}
          >
            <Select
              options={EXCLUSION_TERMS.map((t) => ({ value: t, label: EXCLUSION_TERM_LABEL[t] }))}
            />
          </Form.Item>
        )}
        <Form.Item name="reason" label="原因" rules={reasonRules}>
          <Input.TextArea rows={2} maxLength={PROTECTION_REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
