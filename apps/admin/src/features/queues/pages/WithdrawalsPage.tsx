import { useState } from 'react';
import { Descriptions, Typography } from 'antd';
import { adminCalls } from '@app/contract/endpoint-routes';
import type { AdminWithdrawalRow } from '@app/contract/admin';
import { useAction, useCall } from '../../../lib/query.ts';
import { formatMoney } from '../../../lib/format.ts';
import { QueueLayout } from '../components/QueueLayout.tsx';
import { PlayerRecent } from '../components/PlayerRecent.tsx';
import { PayoutAction, PayoutSummary } from '../components/PayoutAction.tsx';
import { QUEUE_TEXT } from '../strings.ts';
import { WITHDRAWALS_PAGE } from '../strings.ts';

const PAGE_SIZE = 20;
const PAYEE = { 1: WITHDRAWALS_PAGE.bankCard, 2: WITHDRAWALS_PAGE.usdtAddress } as Record<
  number,
  string
>;
const USDT = 2;
const PENDING = 1;

/** The order, its payee (bank card or USDT address and figures), the player's recent activity. */
function WithdrawalDetails({ w }: { w: AdminWithdrawalRow }) {
  return (
    <>
      <Descriptions size="small" column={2} bordered title={WITHDRAWALS_PAGE.payee}>
        <Descriptions.Item label={WITHDRAWALS_PAGE.orderNo}>{w.order_no}</Descriptions.Item>
        <Descriptions.Item label={WITHDRAWALS_PAGE.amount}>
          <Typography.Text strong>
            {formatMoney(w.amount)} {WITHDRAWALS_PAGE.yuan}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={WITHDRAWALS_PAGE.payeeType}>
          {PAYEE[w.payee_type] ?? w.payee_type}
        </Descriptions.Item>
        <Descriptions.Item
          label={w.payee_type === USDT ? WITHDRAWALS_PAGE.network : WITHDRAWALS_PAGE.bank}
        >
          {w.bank}
        </Descriptions.Item>
        <Descriptions.Item
          label={w.payee_type === USDT ? WITHDRAWALS_PAGE.address : WITHDRAWALS_PAGE.cardNo}
          span={2}
        >
          <Typography.Text copyable>{w.bank_no}</Typography.Text>
        </Descriptions.Item>
        {w.payee_type !== USDT ? (
          <>
            <Descriptions.Item label={WITHDRAWALS_PAGE.accountName}>
              {w.bank_owner}
            </Descriptions.Item>
            <Descriptions.Item label={WITHDRAWALS_PAGE.bankBranch}>
              {w.bank_address}
            </Descriptions.Item>
          </>
        ) : (
          <>
            <Descriptions.Item label={WITHDRAWALS_PAGE.usdtRate}>{w.usdt_rate}</Descriptions.Item>
            <Descriptions.Item label={WITHDRAWALS_PAGE.usdtAmount}>
              {w.usdt_amount}
            </Descriptions.Item>
            <Descriptions.Item label={WITHDRAWALS_PAGE.usdtFee}>{w.usdt_fee}</Descriptions.Item>
            <Descriptions.Item label={WITHDRAWALS_PAGE.usdtReceived}>
              {w.usdt_receive}
            </Descriptions.Item>
          </>
        )}
        <Descriptions.Item label={WITHDRAWALS_PAGE.submittedAt}>{w.created_at}</Descriptions.Item>
        {w.state !== 1 ? (
          <Descriptions.Item label={WITHDRAWALS_PAGE.remark}>{w.remark || '—'}</Descriptions.Item>
        ) : null}
      </Descriptions>
      {w.payout ? (
        <div style={{ marginTop: 16 }}>
          <PayoutSummary payout={w.payout} />
        </div>
      ) : null}
      {w.payee_type === USDT && w.state === PENDING ? (
        <div style={{ marginTop: 16 }}>
          <PayoutAction withdrawal={w} />
        </div>
      ) : null}
      <div style={{ marginTop: 16 }}>
        <PlayerRecent userId={w.user_id} />
      </div>
    </>
  );
}

/** 提现审核: withdrawals by state; payee, turnover status and recent activity; pay or refuse. */
export default function WithdrawalsPage() {
  const [state, setState] = useState<number | undefined>(1);
  const [page, setPage] = useState(1);
  const list = useCall(adminCalls.withdrawals, { page, ...(state ? { state } : {}) });
  const review = useAction(adminCalls.withdrawalsReview, {
    invalidate: [adminCalls.withdrawals, adminCalls.playerRecent],
    success: WITHDRAWALS_PAGE.reviewed,
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
      what={(w) => WITHDRAWALS_PAGE.orderOf(w.order_no)}
      deciding={review.isPending}
      decide={async (w, approve, remark) => {
        await review.mutateAsync({ id: w.id, approve, remark });
      }}
      columns={[
        { title: WITHDRAWALS_PAGE.orderNo, dataIndex: 'order_no' },
        { title: WITHDRAWALS_PAGE.player, dataIndex: 'username' },
        { title: WITHDRAWALS_PAGE.amountYuan, dataIndex: 'amount', render: formatMoney },
        {
          title: WITHDRAWALS_PAGE.payeeType,
          dataIndex: 'payee_type',
          render: (t: number) => PAYEE[t] ?? t,
        },
        { title: WITHDRAWALS_PAGE.payeeAccount, dataIndex: 'bank_no', ellipsis: true },
        { title: WITHDRAWALS_PAGE.submittedAt, dataIndex: 'created_at' },
      ]}
      details={(w) => <WithdrawalDetails w={w} />}
      below={(w) => (w.payout ? <PayoutSummary payout={w.payout} /> : null)}
    />
  );
}
