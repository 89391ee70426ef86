import { useState } from 'react';
import { Link } from 'react-router';
import { App, Button, Input, InputNumber, Segmented, Space, Table, Tag, Typography } from 'antd';
import type { AdjustmentState, AdminAdjustmentRow } from '@app/contract/admin-players';
import { adminCalls } from '@app/contract/endpoint-routes';
import { CsvButton } from '../../../components/CsvButton.tsx';
import { PageCard } from '../../../components/PageCard.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useMayCall, useOperator } from '../../../lib/operator.ts';
import { useAction, useCall } from '../../../lib/query.ts';
import { ADJUST_STATE_LABEL, DIRECTION_LABEL } from '../labels.ts';

const STATE_COLOR = { pending: 'orange', posted: 'green', refused: 'default' } as const;

const CSV_COLUMNS = [
  { title: '编号', value: (r: AdminAdjustmentRow) => r.id },
  { title: '玩家', value: (r: AdminAdjustmentRow) => r.username },
  { title: '方向', value: (r: AdminAdjustmentRow) => DIRECTION_LABEL[r.direction] },
  { title: '金额', value: (r: AdminAdjustmentRow) => r.amount },
  { title: '原因', value: (r: AdminAdjustmentRow) => r.reason },
  { title: '状态', value: (r: AdminAdjustmentRow) => ADJUST_STATE_LABEL[r.state] },
  { title: '申请人', value: (r: AdminAdjustmentRow) => r.requested_by_name },
  { title: '审批人', value: (r: AdminAdjustmentRow) => r.decided_by_name },
  { title: '申请时间', value: (r: AdminAdjustmentRow) => r.created_at },
  { title: '处理时间', value: (r: AdminAdjustmentRow) => r.decided_at },
];

/** The admin's threshold: above it an adjustment waits for a second operator. */
function ThresholdEditor({ current }: { current: string }) {
  const [value, setValue] = useState<number | null>(null);
  const { modal } = App.useApp();
  const save = useAction(adminCalls.adjustmentsThreshold, {
    invalidate: [adminCalls.adjustments],
    success: '审批门槛已保存',
    onSuccess: () => setValue(null),
  });
  return (
    <Space>
      <InputNumber
        aria-label="审批门槛"
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
            title: '确认修改审批门槛？',
            content: `单笔超过 ${formatMoney(value?.toFixed(2))} 元的人工调整将需要第二位操作员审批。`,
            okText: '确认',
            cancelText: '取消',
            onOk: () => save.mutate({ threshold: value!.toFixed(2) }),
          })
        }
      >
        保存门槛
      </Button>
    </Space>
  );
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
  const { modal } = App.useApp();
  const review = useAction(adminCalls.adjustmentsReview, {
    invalidate: [adminCalls.adjustments, adminCalls.player, adminCalls.players],
    success: false,
  });
  const { message } = App.useApp();
  const rows = query.data?.data ?? [];

  const decide = (row: AdminAdjustmentRow, approve: boolean) => {
    let remark = '';
    modal.confirm({
      title: approve ? '确认通过并入账？' : '确认拒绝？',
      content: (
        <>
          <Typography.Paragraph>
            {DIRECTION_LABEL[row.direction]} {row.username} 的余额 {formatMoney(row.amount)}{' '}
            元。原因：{row.reason}（申请人：{row.requested_by_name}）
          </Typography.Paragraph>
          <Input.TextArea
            aria-label="审批备注"
            placeholder="备注（选填）"
            maxLength={255}
            onChange={(e) => {
              remark = e.target.value;
            }}
          />
        </>
      ),
      okText: approve ? '通过' : '拒绝',
      okButtonProps: { danger: !approve },
      cancelText: '取消',
      onOk: () =>
        review.mutateAsync({ id: row.id, approve, remark }).then((done) => {
          void message.success(done.state === 'posted' ? '已通过，款项已入账' : '已拒绝');
        }),
    });
  };

  return (
    <PageCard
      title="调整审批"
      query={query}
      extra={
        <CsvButton name="人工调整" columns={CSV_COLUMNS} rows={rows} disabled={!rows.length} />
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
            { value: 'pending', label: '待审批' },
            { value: 'posted', label: '已入账' },
            { value: 'refused', label: '已拒绝' },
            { value: 'all', label: '全部' },
          ]}
        />
        <Space>
          <Typography.Text type="secondary">
            审批门槛：单笔超过 {formatMoney(query.data?.threshold ?? '')} 元需第二位操作员审批
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
        locale={{ emptyText: state === 'pending' ? '没有待审批的调整' : '暂无记录' }}
        scroll={{ x: 980 }}
        pagination={{
          current: page,
          pageSize: 20,
          total: query.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `共 ${total} 笔`,
          onChange: setPage,
        }}
        columns={[
          { title: '编号', dataIndex: 'id', width: 60 },
          {
            title: '玩家',
            dataIndex: 'username',
            width: 110,
            render: (name: string, row) => <Link to={`/players/${row.user_id}`}>{name}</Link>,
          },
          {
            title: '方向',
            dataIndex: 'direction',
            width: 60,
            render: (d: AdminAdjustmentRow['direction']) => DIRECTION_LABEL[d],
          },
          {
            title: '金额',
            dataIndex: 'amount',
            width: 110,
            align: 'right',
            render: (v: string) => formatMoney(v),
          },
          { title: '原因', dataIndex: 'reason', ellipsis: true },
          {
            title: '状态',
            dataIndex: 'state',
            width: 80,
            render: (s: AdjustmentState) => (
              <Tag color={STATE_COLOR[s]}>{ADJUST_STATE_LABEL[s]}</Tag>
            ),
          },
          { title: '申请人', dataIndex: 'requested_by_name', width: 90 },
          { title: '申请时间', dataIndex: 'created_at', width: 160 },
          {
            title: '审批',
            key: 'decision',
            width: 150,
            render: (_: unknown, row) => {
              if (row.state !== 'pending') {
                return (
                  <span>
                    {row.decided_by_name} {row.decided_at}
                    {row.remark ? `（${row.remark}）` : ''}
                  </span>
                );
              }
              if (!mayReview) return '待审批';
              const own = me.data?.operator_id === row.requested_by;
              return (
                <Space>
                  <Button
                    size="small"
                    type="primary"
                    disabled={own}
                    title={own ? '不能审批自己提交的申请' : undefined}
                    onClick={() => decide(row, true)}
                  >
                    通过
                  </Button>
                  <Button size="small" danger onClick={() => decide(row, false)}>
                    拒绝
                  </Button>
                </Space>
              );
            },
          },
        ]}
      />
    </PageCard>
  );
}
