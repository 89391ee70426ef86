import { useState } from 'react';
import { Descriptions, Typography } from 'antd';
import { adminCalls } from '@app/contract/endpoint-routes';
import type { AdminWithdrawalRow } from '@app/contract/admin';
import { useAction, useCall } from '../../../lib/query.ts';
import { formatMoney } from '../../../lib/format.ts';
import { QueueLayout } from '../components/QueueLayout.tsx';
import { PlayerRecent } from '../components/PlayerRecent.tsx';
import { QUEUE_TEXT } from '../strings.ts';
import { WITHDRAWALS_PAGE } from '../strings.ts';

const PAGE_SIZE = 20;
const PAYEE = { 1: WITHDRAWALS_PAGE._1, 2: WITHDRAWALS_PAGE._2 } as Record<number, string>;
const USDT = 2;

/** 提现审核: withdrawals by state; payee, turnover status and recent activity; pay or refuse. */
export default function WithdrawalsPage() {
  const [state, setState] = useState<number | undefined>(1);
  const [page, setPage] = useState(1);
  const list = useCall(adminCalls.withdrawals, { page, ...(state ? { state } : {}) });
  const review = useAction(adminCalls.withdrawalsReview, {
    invalidate: [adminCalls.withdrawals, adminCalls.playerRecent],
    success: WITHDRAWALS_PAGE.success,
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
      what={(w) => WITHDRAWALS_PAGE.WithdrawalsPage(w.order_no)}
      deciding={review.isPending}
      decide={async (w, approve, remark) => {
        await review.mutateAsync({ id: w.id, approve, remark });
      }}
      columns={[
        { title: WITHDRAWALS_PAGE.title, dataIndex: 'order_no' },
        { title: WITHDRAWALS_PAGE.title2, dataIndex: 'username' },
        { title: WITHDRAWALS_PAGE.title3, dataIndex: 'amount', render: formatMoney },
        {
          title: WITHDRAWALS_PAGE.title4,
          dataIndex: 'payee_type',
          render: (t: number) => PAYEE[t] ?? t,
        },
        { title: WITHDRAWALS_PAGE.title5, dataIndex: 'bank_no', ellipsis: true },
        { title: WITHDRAWALS_PAGE.title6, dataIndex: 'created_at' },
      ]}
      details={(w) => (
        <>
          <Descriptions size="small" column={2} bordered title={WITHDRAWALS_PAGE.title7}>
            <Descriptions.Item label={WITHDRAWALS_PAGE.title}>{w.order_no}</Descriptions.Item>
            <Descriptions.Item label={WITHDRAWALS_PAGE.label}>
              <Typography.Text strong>
                {formatMoney(w.amount)} {WITHDRAWALS_PAGE.text}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={WITHDRAWALS_PAGE.title4}>
              {PAYEE[w.payee_type] ?? w.payee_type}
            </Descriptions.Item>
            <Descriptions.Item
              label={w.payee_type === USDT ? WITHDRAWALS_PAGE.label2 : WITHDRAWALS_PAGE.label3}
            >
              {w.bank}
            </Descriptions.Item>
            <Descriptions.Item
              label={w.payee_type === USDT ? WITHDRAWALS_PAGE.label4 : WITHDRAWALS_PAGE.label5}
              span={2}
            >
              <Typography.Text copyable>{w.bank_no}</Typography.Text>
            </Descriptions.Item>
            {w.payee_type !== USDT ? (
              <>
                <Descriptions.Item label={WITHDRAWALS_PAGE.label6}>
                  {w.bank_owner}
                </Descriptions.Item>
                <Descriptions.Item label={WITHDRAWALS_PAGE.label7}>
                  {w.bank_address}
                </Descriptions.Item>
              </>
            ) : (
              <>
                <Descriptions.Item label={WITHDRAWALS_PAGE.label8}>{w.usdt_rate}</Descriptions.Item>
                <Descriptions.Item label={WITHDRAWALS_PAGE.label9}>
                  {w.usdt_amount}
                </Descriptions.Item>
                <Descriptions.Item label={WITHDRAWALS_PAGE.label10}>{w.usdt_fee}</Descriptions.Item>
                <Descriptions.Item label={WITHDRAWALS_PAGE.label11}>
                  {w.usdt_receive}
                </Descriptions.Item>
              </>
            )}
            <Descriptions.Item label={WITHDRAWALS_PAGE.title6}>{w.created_at}</Descriptions.Item>
            {w.state !== 1 ? (
              <Descriptions.Item label={WITHDRAWALS_PAGE.label12}>
                {w.remark || '—'}
              </Descriptions.Item>
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
