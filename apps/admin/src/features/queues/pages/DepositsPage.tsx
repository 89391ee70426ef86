import { useState } from 'react';
import { Descriptions, Image, Space, Typography } from 'antd';
import { adminCalls } from '@app/contract/endpoint-routes';
import type { AdminDepositRow } from '@app/contract/admin';
import { useAction, useCall } from '../../../lib/query.ts';
import { formatMoney } from '../../../lib/format.ts';
import { QueueLayout } from '../components/QueueLayout.tsx';
import { PlayerRecent } from '../components/PlayerRecent.tsx';
import { DEPOSIT_METHODS, QUEUE_TEXT } from '../strings.ts';
import { DEPOSITS_PAGE } from '../strings.ts';
import { COLOR } from '../../../theme.ts';

const PAGE_SIZE = 20;

const unit = (d: AdminDepositRow) => (d.paytype === 'usdt' ? 'USDT' : DEPOSITS_PAGE.yuan);
const paid = (d: AdminDepositRow) => `${formatMoney(d.amount)} ${unit(d)}`;

/**
 * What the order asked and, for an order paid on chain, what arrived (应付 / 实到 side by side,
 * highlighted when they differ: a short payment waits here for review).
 */
function Paid({ d }: { d: AdminDepositRow }) {
  if (d.received === '') return <>{paid(d)}</>;
  const differs = Number(d.received) !== Number(d.amount);
  return (
    <Space size={12} data-testid={`paid-${d.id}`}>
      <span>
        {DEPOSITS_PAGE.due} {paid(d)}
      </span>
      <Typography.Text
        strong={differs}
        style={differs ? { color: COLOR.badText, background: COLOR.badBg } : undefined}
        title={differs ? DEPOSITS_PAGE.differs : undefined}
      >
        {DEPOSITS_PAGE.received} {formatMoney(d.received)} {unit(d)}
      </Typography.Text>
    </Space>
  );
}

/** The transaction of an order paid on chain, short, copied whole. */
function TxHash({ hash }: { hash: string }) {
  if (hash === '') return <>—</>;
  const short = hash.length > 16 ? `${hash.slice(0, 10)}…${hash.slice(-6)}` : hash;
  return (
    <Typography.Text copyable={{ text: hash }} title={hash} style={{ fontFamily: 'monospace' }}>
      {short}
    </Typography.Text>
  );
}

/** 充值审核: deposits by state; the screenshot, USDT amount, rate and credit; approve or refuse. */
export default function DepositsPage() {
  const [state, setState] = useState<number | undefined>(1);
  const [page, setPage] = useState(1);
  const list = useCall(adminCalls.deposits, { page, ...(state ? { state } : {}) });
  const review = useAction(adminCalls.depositsReview, {
    invalidate: [adminCalls.deposits, adminCalls.playerRecent],
    success: DEPOSITS_PAGE.reviewed,
  });
  return (
    <QueueLayout<AdminDepositRow>
      title={QUEUE_TEXT.deposits}
      query={list}
      state={state}
      onState={(s) => {
        setState(s);
        setPage(1);
      }}
      onPage={setPage}
      pageSize={PAGE_SIZE}
      what={(d) => DEPOSITS_PAGE.orderOf(d.deposit_no)}
      deciding={review.isPending}
      decide={async (d, approve, remark) => {
        await review.mutateAsync({ id: d.id, approve, remark });
      }}
      columns={[
        { title: DEPOSITS_PAGE.orderNo, dataIndex: 'deposit_no' },
        { title: DEPOSITS_PAGE.player, dataIndex: 'username' },
        {
          title: DEPOSITS_PAGE.method,
          dataIndex: 'method',
          render: (m: string) => DEPOSIT_METHODS[m] ?? m,
        },
        { title: DEPOSITS_PAGE.paid, key: 'paid', render: (_, d) => <Paid d={d} /> },
        {
          title: DEPOSITS_PAGE.txHash,
          dataIndex: 'tx_hash',
          render: (hash: string) => <TxHash hash={hash} />,
        },
        { title: DEPOSITS_PAGE.rate, dataIndex: 'rate', render: (r: string) => r || '—' },
        { title: DEPOSITS_PAGE.creditedYuan, dataIndex: 'real_money', render: formatMoney },
        { title: DEPOSITS_PAGE.submittedAt, dataIndex: 'created_at' },
      ]}
      details={(d) => (
        <>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={DEPOSITS_PAGE.orderNo}>{d.deposit_no}</Descriptions.Item>
            <Descriptions.Item label={DEPOSITS_PAGE.method}>
              {DEPOSIT_METHODS[d.method] ?? d.method}
              {d.catepay ? ` · ${d.catepay}` : ''}
            </Descriptions.Item>
            <Descriptions.Item label={DEPOSITS_PAGE.paid}>
              <Paid d={d} />
            </Descriptions.Item>
            {d.tx_hash ? (
              <Descriptions.Item label={DEPOSITS_PAGE.txHash} span={2}>
                <TxHash hash={d.tx_hash} />
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label={DEPOSITS_PAGE.rate}>{d.rate || '—'}</Descriptions.Item>
            <Descriptions.Item label={DEPOSITS_PAGE.credited}>
              <Typography.Text strong>
                {formatMoney(d.real_money)} {DEPOSITS_PAGE.yuan}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={DEPOSITS_PAGE.submittedAt}>{d.created_at}</Descriptions.Item>
            {d.method === 'bank' ? (
              <>
                <Descriptions.Item label={DEPOSITS_PAGE.payer}>{d.bank_owner}</Descriptions.Item>
                <Descriptions.Item label={DEPOSITS_PAGE.bank}>{d.bank}</Descriptions.Item>
                <Descriptions.Item label={DEPOSITS_PAGE.cardNo}>{d.bank_no}</Descriptions.Item>
                <Descriptions.Item label={DEPOSITS_PAGE.bankBranch}>
                  {d.bank_address}
                </Descriptions.Item>
              </>
            ) : null}
            {d.state !== 1 ? (
              <>
                <Descriptions.Item label={DEPOSITS_PAGE.reviewedAt}>
                  {d.reviewed_at}
                </Descriptions.Item>
                <Descriptions.Item label={DEPOSITS_PAGE.remark}>
                  {d.remark || '—'}
                </Descriptions.Item>
              </>
            ) : null}
            <Descriptions.Item label={QUEUE_TEXT.screenshot} span={2}>
              {d.screenshot_url ? (
                <Image
                  src={d.screenshot_url}
                  alt={`${QUEUE_TEXT.screenshot} ${d.deposit_no}`}
                  width={240}
                  style={{
                    maxHeight: 320,
                    objectFit: 'contain',
                    border: `1px solid ${COLOR.panelBorder}`,
                    background: COLOR.panel,
                  }}
                />
              ) : (
                QUEUE_TEXT.noScreenshot
              )}
            </Descriptions.Item>
          </Descriptions>
          <div style={{ marginTop: 16 }}>
            <PlayerRecent userId={d.user_id} />
          </div>
        </>
      )}
    />
  );
}
