import { useState } from 'react';
import { Link } from 'react-router';
import { App, Button, Input, InputNumber, Segmented, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { AdjustmentState, AdminAdjustmentRow } from '@app/contract/admin-players';
import { adminCalls } from '@app/contract/endpoint-routes';
import { CsvButton } from '../../../components/CsvButton.tsx';
import { PageCard } from '../../../components/PageCard.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useMayCall, useOperator } from '../../../lib/operator.ts';
import { useAction, useCall } from '../../../lib/query.ts';
import { ADJUST_STATE_LABEL, DIRECTION_LABEL } from '../strings.ts';
import { ADJUSTMENTS_PAGE } from '../strings.ts';

const STATE_COLOR = { pending: 'orange', posted: 'green', refused: 'default' } as const;

const CSV_COLUMNS = [
  { title: ADJUSTMENTS_PAGE.id, value: (r: AdminAdjustmentRow) => r.id },
  { title: ADJUSTMENTS_PAGE.player, value: (r: AdminAdjustmentRow) => r.username },
  {
    title: ADJUSTMENTS_PAGE.direction,
    value: (r: AdminAdjustmentRow) => DIRECTION_LABEL[r.direction],
  },
  { title: ADJUSTMENTS_PAGE.amount, value: (r: AdminAdjustmentRow) => r.amount },
  { title: ADJUSTMENTS_PAGE.reason, value: (r: AdminAdjustmentRow) => r.reason },
  { title: ADJUSTMENTS_PAGE.state, value: (r: AdminAdjustmentRow) => ADJUST_STATE_LABEL[r.state] },
  { title: ADJUSTMENTS_PAGE.requestedBy, value: (r: AdminAdjustmentRow) => r.requested_by_name },
  { title: ADJUSTMENTS_PAGE.decidedBy, value: (r: AdminAdjustmentRow) => r.decided_by_name },
  { title: ADJUSTMENTS_PAGE.requestedAt, value: (r: AdminAdjustmentRow) => r.created_at },
  { title: ADJUSTMENTS_PAGE.decidedAt, value: (r: AdminAdjustmentRow) => r.decided_at },
];

/** The admin's threshold: above it an adjustment waits for a second operator. */
function ThresholdEditor({ current }: { current: string }) {
  const [value, setValue] = useState<number | null>(null);
  const { modal } = App.useApp();
  const save = useAction(adminCalls.adjustmentsThreshold, {
    invalidate: [adminCalls.adjustments],
    success: ADJUSTMENTS_PAGE.thresholdSaved,
    onSuccess: () => setValue(null),
  });
  return (
    <Space>
      <InputNumber
        aria-label={ADJUSTMENTS_PAGE.threshold}
        min={0}
        max={10_000_000}
        precision={2}
        placeholder={current}
        value={value}
        onChange={setValue}
        style={{ width: 160 }}
      />
      <Button
        disabled={value === null}
        loading={save.isPending}
        onClick={() =>
          modal.confirm({
            title: ADJUSTMENTS_PAGE.confirmThreshold,
            content: ADJUSTMENTS_PAGE.thresholdEffect(formatMoney(value?.toFixed(2))),
            okText: ADJUSTMENTS_PAGE.confirm,
            cancelText: ADJUSTMENTS_PAGE.cancelText,
            onOk: () => save.mutate({ threshold: value!.toFixed(2) }),
          })
        }
      >
        {ADJUSTMENTS_PAGE.saveThreshold}
      </Button>
    </Space>
  );
}

/** Approve or refuse an adjustment after a confirmation that names it and takes a remark. */
function useDecide() {
  const { modal, message } = App.useApp();
  const review = useAction(adminCalls.adjustmentsReview, {
    invalidate: [adminCalls.adjustments, adminCalls.player, adminCalls.players],
    success: false,
  });
  return (row: AdminAdjustmentRow, approve: boolean) => {
    let remark = '';
    modal.confirm({
      title: approve ? ADJUSTMENTS_PAGE.confirmApprove : ADJUSTMENTS_PAGE.confirmRefuse,
      content: (
        <>
          <Typography.Paragraph>
            {DIRECTION_LABEL[row.direction]} {row.username} {ADJUSTMENTS_PAGE.balanceOf}{' '}
            {formatMoney(row.amount)} {ADJUSTMENTS_PAGE.yuanReason}
            {row.reason}
            {ADJUSTMENTS_PAGE.requesterOpen}
            {row.requested_by_name}
            {ADJUSTMENTS_PAGE.requesterClose}
          </Typography.Paragraph>
          <Input.TextArea
            aria-label={ADJUSTMENTS_PAGE.reviewRemark}
            placeholder={ADJUSTMENTS_PAGE.remarkOptional}
            maxLength={255}
            onChange={(e) => {
              remark = e.target.value;
            }}
          />
        </>
      ),
      okText: approve ? ADJUSTMENTS_PAGE.approve : ADJUSTMENTS_PAGE.refuse,
      okButtonProps: { danger: !approve },
      cancelText: ADJUSTMENTS_PAGE.cancelText,
      onOk: () =>
        review.mutateAsync({ id: row.id, approve, remark }).then((done) => {
          void message.success(
            done.state === 'posted' ? ADJUSTMENTS_PAGE.approved : ADJUSTMENTS_PAGE.refused,
          );
        }),
    });
  };
}

/**
 * The adjustments' columns; a pending one's decision buttons for a role that may review (the
 * requester never approves their own).
 */
function adjustmentColumns(
  mayReview: boolean,
  self: number | undefined,
  decide: (row: AdminAdjustmentRow, approve: boolean) => void,
): ColumnsType<AdminAdjustmentRow> {
  return [
    { title: ADJUSTMENTS_PAGE.id, dataIndex: 'id', width: 60 },
    {
      title: ADJUSTMENTS_PAGE.player,
      dataIndex: 'username',
      width: 110,
      render: (name: string, row) => <Link to={`/players/${row.user_id}`}>{name}</Link>,
    },
    {
      title: ADJUSTMENTS_PAGE.direction,
      dataIndex: 'direction',
      width: 60,
      render: (d: AdminAdjustmentRow['direction']) => DIRECTION_LABEL[d],
    },
    {
      title: ADJUSTMENTS_PAGE.amount,
      dataIndex: 'amount',
      width: 110,
      align: 'right',
      render: (v: string) => formatMoney(v),
    },
    { title: ADJUSTMENTS_PAGE.reason, dataIndex: 'reason', ellipsis: true },
    {
      title: ADJUSTMENTS_PAGE.state,
      dataIndex: 'state',
      width: 80,
      render: (s: AdjustmentState) => <Tag color={STATE_COLOR[s]}>{ADJUST_STATE_LABEL[s]}</Tag>,
    },
    { title: ADJUSTMENTS_PAGE.requestedBy, dataIndex: 'requested_by_name', width: 90 },
    { title: ADJUSTMENTS_PAGE.requestedAt, dataIndex: 'created_at', width: 160 },
    {
      title: ADJUSTMENTS_PAGE.decision,
      key: 'decision',
      width: 150,
      render: (_: unknown, row) => {
        if (row.state !== 'pending') {
          return (
            <span>
              {row.decided_by_name} {row.decided_at}
              {row.remark ? ADJUSTMENTS_PAGE.remarkOf(row.remark) : ''}
            </span>
          );
        }
        if (!mayReview) return ADJUSTMENTS_PAGE.pending;
        const own = self === row.requested_by;
        return (
          <Space>
            <Button
              size="small"
              type="primary"
              disabled={own}
              title={own ? ADJUSTMENTS_PAGE.notOwn : undefined}
              onClick={() => decide(row, true)}
            >
              {ADJUSTMENTS_PAGE.approve}
            </Button>
            <Button size="small" danger onClick={() => decide(row, false)}>
              {ADJUSTMENTS_PAGE.refuse}
            </Button>
          </Space>
        );
      },
    },
  ];
}

/** 调整审批: adjustments above the threshold, approved or refused by a second operator. */
export default function AdjustmentsPage() {
  const [state, setState] = useState<AdjustmentState | 'all'>('pending');
  const [page, setPage] = useState(1);
  const query = useCall(adminCalls.adjustments, {
    page,
    ...(state === 'all' ? {} : { state }),
  });
  const me = useOperator();
  const mayReview = useMayCall('adjustmentsReview');
  const maySetThreshold = useMayCall('adjustmentsThreshold');
  const decide = useDecide();
  const rows = query.data?.data ?? [];

  return (
    <PageCard
      title={ADJUSTMENTS_PAGE.adjustments}
      query={query}
      extra={
        <CsvButton
          name={ADJUSTMENTS_PAGE.csvName}
          columns={CSV_COLUMNS}
          rows={rows}
          disabled={!rows.length}
        />
      }
    >
      <Space wrap style={{ marginBottom: 16, justifyContent: 'space-between', width: '100%' }}>
        <Segmented
          value={state}
          onChange={(value) => {
            setState(value as AdjustmentState | 'all');
            setPage(1);
          }}
          options={[
            { value: 'pending', label: ADJUSTMENTS_PAGE.pending },
            { value: 'posted', label: ADJUSTMENTS_PAGE.posted },
            { value: 'refused', label: ADJUSTMENTS_PAGE.refused },
            { value: 'all', label: ADJUSTMENTS_PAGE.all },
          ]}
        />
        <Space>
          <Typography.Text type="secondary">
            {ADJUSTMENTS_PAGE.thresholdAbove} {formatMoney(query.data?.threshold ?? '')}{' '}
            {ADJUSTMENTS_PAGE.thresholdNote}
          </Typography.Text>
          {maySetThreshold && query.data ? (
            <ThresholdEditor current={query.data.threshold} />
          ) : null}
        </Space>
      </Space>
      <Table<AdminAdjustmentRow>
        rowKey="id"
        size="middle"
        loading={query.isLoading}
        dataSource={rows}
        locale={{
          emptyText: state === 'pending' ? ADJUSTMENTS_PAGE.noPending : ADJUSTMENTS_PAGE.noRecords,
        }}
        scroll={{ x: 980 }}
        pagination={{
          current: page,
          pageSize: 20,
          total: query.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => ADJUSTMENTS_PAGE.showTotal(total),
          onChange: setPage,
        }}
        columns={adjustmentColumns(mayReview, me.data?.operator_id, decide)}
      />
    </PageCard>
  );
}
