import { useState } from 'react';
import { Descriptions, Typography } from 'antd';
import { adminCalls } from '@app/contract/endpoint-routes';
import type { AdminWithdrawalRow } from '@app/contract/admin';
import { useAction, useCall } from '../../../lib/query.ts';
import { formatMoney } from '../../../lib/format.ts';
import { QueueLayout } from '../components/QueueLayout.tsx';
import { PlayerRecent } from '../components/PlayerRecent.tsx';
import { QUEUE_TEXT } from '../texts.ts';

const PAGE_SIZE = 20;
const PAYEE = { 1: '银行卡', 2: 'USDT 地址' } as Record<number, string>;
const USDT = 2;

/** 提现审核: withdrawals by state; payee, turnover status and recent activity; pay or refuse. */
export default function WithdrawalsPage() {
  const [state, setState] = useState<number | undefined>(1);
  const [page, setPage] = useState(1);
  const list = useCall(adminCalls.withdrawals, { page, ...(state ? { state } : {}) });
  const review = useAction(adminCalls.withdrawalsReview, {
    invalidate: [adminCalls.withdrawals, adminCalls.playerRecent],
    success: '审核完成',
  });
  return (
    <QueueLayout<AdminWithdrawalRow>
      title={QUEUE_TEXT.withdrawals}
      query={list}
      state={state}
      labels={QUEUE_TEXT.withdrawalStates}
      onState={(s) => {
        setState(s);
        setPage(1);
      }}
      onPage={setPage}
      pageSize={PAGE_SIZE}
      what={(w) => `提现订单 ${w.order_no}`}
      deciding={review.isPending}
      decide={async (w, approve, remark) => {
        await review.mutateAsync({ id: w.id, approve, remark });
      }}
      columns={[
        { title: '订单号', dataIndex: 'order_no' },
        { title: '玩家', dataIndex: 'username' },
        { title: '金额（元）', dataIndex: 'amount', render: formatMoney },
        { title: '收款方式', dataIndex: 'payee_type', render: (t: number) => PAYEE[t] ?? t },
        { title: '收款账号', dataIndex: 'bank_no', ellipsis: true },
        { title: '提交时间', dataIndex: 'created_at' },
      ]}
      details={(w) => (
        <>
          <Descriptions size="small" column={2} bordered title="收款信息">
            <Descriptions.Item label="订单号">{w.order_no}</Descriptions.Item>
            <Descriptions.Item label="金额">
              <Typography.Text strong>{formatMoney(w.amount)} 元</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="收款方式">
              {PAYEE[w.payee_type] ?? w.payee_type}
            </Descriptions.Item>
            <Descriptions.Item label={w.payee_type === USDT ? '网络' : '银行'}>
              {w.bank}
            </Descriptions.Item>
            <Descriptions.Item label={w.payee_type === USDT ? '地址' : '卡号'} span={2}>
              <Typography.Text copyable>{w.bank_no}</Typography.Text>
            </Descriptions.Item>
            {w.payee_type !== USDT ? (
              <>
                <Descriptions.Item label="户名">{w.bank_owner}</Descriptions.Item>
                <Descriptions.Item label="开户行">{w.bank_address}</Descriptions.Item>
              </>
            ) : (
              <>
                <Descriptions.Item label="汇率">{w.usdt_rate}</Descriptions.Item>
                <Descriptions.Item label="USDT 数量">{w.usdt_amount}</Descriptions.Item>
                <Descriptions.Item label="手续费">{w.usdt_fee}</Descriptions.Item>
                <Descriptions.Item label="实际到账 USDT">{w.usdt_receive}</Descriptions.Item>
              </>
            )}
            <Descriptions.Item label="提交时间">{w.created_at}</Descriptions.Item>
            {w.state !== 1 ? (
              <Descriptions.Item label="备注">{w.remark || '—'}</Descriptions.Item>
            ) : null}
          </Descriptions>
          <div style={{ marginTop: 16 }}>
            <PlayerRecent userId={w.user_id} />
          </div>
        </>
      )}
    />
  );
}
