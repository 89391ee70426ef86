import { Button, Skeleton } from 'antd-mobile';
import { CheckCircleFill, ClockCircleOutline, CloseCircleOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { PayInfo } from '@app/contract/funds';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { toast } from '../../../lib/feedback.ts';
import { usePayInfo } from '../api/pay-info.ts';
import { useSandboxPay } from '../api/sandbox-pay.ts';
import { AddressQr } from '../components/AddressQr.tsx';
import { ChainState } from '../components/ChainState.tsx';
import { CopyText } from '../components/CopyText.tsx';
import { formatCountdown, useRemainingMs } from '../countdown.ts';
import { FUNDS_TEXT } from '../strings.ts';
import '../funds.css';

/** Deposit order states (contract): 1 pending, 2 credited, 3 rejected or timed out. */
const PENDING = 1;
const PAID = 2;

/** /payInfo?deposit_no=…: where and how much to pay for an auto-credited deposit, with a timer. */
export function PayInfoPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const depositNo = params.get('deposit_no') ?? '';
  const order = usePayInfo(depositNo);
  // Only 完成支付 shows a loading button: the on-chain re-polls change nothing on screen until
  // their answer is in (no flicker).
  const [reloading, setReloading] = useState(false);
  const reload = () => {
    if (reloading) return;
    setReloading(true);
    void order.refetch().then((result) => {
      setReloading(false);
      if (result.isError) toast(result.error.message || FUNDS_TEXT.loadFailed, 'fail');
    });
  };

  return (
    <TitledPage
      title={FUNDS_TEXT.payInfoTitle}
      right={
        <button
          type="button"
          className="funds-nav-link"
          onClick={() => void navigate('/transRecord')}
        >
          {FUNDS_TEXT.fundDetails}
        </button>
      }
    >
      <div className="funds-page">
        {depositNo === '' ? (
          <div className="funds-empty">{FUNDS_TEXT.noOrder}</div>
        ) : order.data ? (
          <OrderView order={order.data} reloading={reloading} reload={reload} />
        ) : order.isError ? (
          <div className="funds-inline-error">
            <p>{order.error.message || FUNDS_TEXT.loadFailed}</p>
            <Button size="small" shape="rounded" onClick={() => void order.refetch()}>
              {FUNDS_TEXT.retry}
            </Button>
          </div>
        ) : (
          <div className="funds-card">
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={6} animated />
          </div>
        )}
      </div>
    </TitledPage>
  );
}

function OrderView({
  order,
  reloading,
  reload,
}: {
  order: PayInfo;
  reloading: boolean;
  reload: () => void;
}) {
  const { info, cardlist, chain } = order;
  const pending = info.state === PENDING;
  const remaining = useRemainingMs(pending ? info.expires_ms : null);
  const windowOver = pending && remaining === 0;
  // A transfer seen or credited on chain wins over the end of the payment window.
  const chainWins = chain?.status === 'seen' || chain?.status === 'credited';
  const timedOut = windowOver && !chainWins;

  // The end of the payment window is announced once (spec part 2 §4).
  const announced = useRef(false);
  useEffect(() => {
    if (timedOut && !announced.current) {
      announced.current = true;
      toast(FUNDS_TEXT.payTimeOver);
    }
  }, [timedOut]);

  const usdtUnit = info.paytype.toLowerCase() === 'usdt';
  const protocol = cardlist.content || info.catepay;

  return (
    <>
      <OrderStatus
        order={order}
        usdtUnit={usdtUnit}
        timedOut={timedOut}
        windowOver={windowOver}
        remaining={remaining}
      />
      {pending && !windowOver && chain?.status !== 'credited' && (
        <section className="funds-card funds-wallet">
          <div className="funds-wallet__qr">
            <AddressQr value={cardlist.mch_id} />
            <span className="funds-wallet__protocol">USDT · {protocol}</span>
          </div>
          <div className="funds-wallet__label">{FUNDS_TEXT.walletAddress}</div>
          <CopyText value={cardlist.mch_id} label={FUNDS_TEXT.walletAddress} />
          <p className="funds-hint funds-hint--warn">{FUNDS_TEXT.payNote}</p>
        </section>
      )}
      <OrderDetails info={info} usdtUnit={usdtUnit} protocol={protocol} />
      {pending && (
        <OrderActions
          depositNo={info.deposit_no}
          sandbox={order.sandbox === 1 && !timedOut}
          reloading={reloading}
          reload={reload}
        />
      )}
    </>
  );
}

/** The amount to pay and where the order stands: paid, closed, timed out, or the time left. */
function OrderStatus({
  order: { info, chain },
  usdtUnit,
  timedOut,
  windowOver,
  remaining,
}: {
  order: PayInfo;
  usdtUnit: boolean;
  timedOut: boolean;
  windowOver: boolean;
  remaining: number | null;
}) {
  return (
    <section className="funds-card funds-order__status">
      <div className="funds-order__label">{FUNDS_TEXT.payAmount}</div>
      <div className="funds-order__amount">
        {usdtUnit ? (
          <>
            {info.amount} <small>{FUNDS_TEXT.usdt}</small>
          </>
        ) : (
          <>
            <small>{FUNDS_TEXT.currency}</small>
            {info.amount}
          </>
        )}
      </div>
      {chain && <ChainState chain={chain} creditedYuan={info.real_money} />}
      {info.state === PAID ? (
        chain ? null : (
          <div className="funds-order__state funds-order__state--paid" role="status">
            <CheckCircleFill aria-hidden /> {FUNDS_TEXT.paid}
          </div>
        )
      ) : info.state !== PENDING ? (
        <div className="funds-order__state funds-order__state--closed" role="status">
          <CloseCircleOutline aria-hidden /> {FUNDS_TEXT.closed}
        </div>
      ) : timedOut ? (
        <div className="funds-order__state funds-order__state--closed" role="status">
          <ClockCircleOutline aria-hidden /> {FUNDS_TEXT.timedOut}
        </div>
      ) : windowOver ? null : (
        <div className="funds-order__state" role="timer" aria-label={FUNDS_TEXT.countdown}>
          {FUNDS_TEXT.countdown}
          <strong className="funds-order__countdown">{formatCountdown(remaining ?? 0)}</strong>
        </div>
      )}
      {info.state === PAID && <p className="funds-hint">{FUNDS_TEXT.paidNote}</p>}
    </section>
  );
}

/** The order's protocol, number, time, pay method, credited amount and network fee. */
function OrderDetails({
  info,
  usdtUnit,
  protocol,
}: {
  info: PayInfo['info'];
  usdtUnit: boolean;
  protocol: string;
}) {
  return (
    <section className="funds-card">
      <dl className="funds-details">
        <Row label={FUNDS_TEXT.protocol} value={protocol} />
        <Row label={FUNDS_TEXT.orderNo}>
          <CopyText value={info.deposit_no} label={FUNDS_TEXT.orderNo} />
        </Row>
        <Row label={FUNDS_TEXT.orderTime} value={info.created_at} />
        <Row
          label={FUNDS_TEXT.payMethod}
          value={usdtUnit ? `USDT-${info.catepay || protocol}` : info.paytype}
        />
        <Row label={FUNDS_TEXT.credited} value={`${FUNDS_TEXT.currency}${info.real_money}`} />
        <Row
          label={FUNDS_TEXT.networkFee}
          value={usdtUnit ? `${info.cash_fee} ${FUNDS_TEXT.usdt}` : info.cash_fee}
        />
      </dl>
    </section>
  );
}

/** A pending order's 已完成支付 (asks again) and, with the sandbox provider, a simulated payment. */
function OrderActions({
  depositNo,
  sandbox,
  reloading,
  reload,
}: {
  depositNo: string;
  sandbox: boolean;
  reloading: boolean;
  reload: () => void;
}) {
  const sandboxPay = useSandboxPay();
  const simulate = () => {
    if (sandboxPay.isPending) return;
    sandboxPay.mutate(depositNo, {
      onSuccess: () => {
        toast(FUNDS_TEXT.simulated, 'success');
        reload();
      },
    });
  };
  return (
    <div className="funds-actions">
      <Button
        block
        color="primary"
        size="large"
        shape="rounded"
        loading={reloading}
        onClick={reload}
      >
        {FUNDS_TEXT.finishPayment}
      </Button>
      {sandbox && (
        <Button
          block
          shape="rounded"
          color="warning"
          fill="outline"
          loading={sandboxPay.isPending}
          onClick={simulate}
        >
          {FUNDS_TEXT.simulatePayment}
        </Button>
      )}
    </div>
  );
}

function Row({ label, value, children }: { label: string; value?: string; children?: ReactNode }) {
  return (
    <div className="funds-details__row">
      <dt>{label}</dt>
      <dd>{children ?? (value || '—')}</dd>
    </div>
  );
}
