import { Button, Input, Skeleton, Tabs } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PROTOCOLS, type AutoProtocol, type Protocol } from '@app/contract/funds';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { useUser } from '../../../lib/auth.ts';
import { toast } from '../../../lib/feedback.ts';
import { useRecharge } from '../api/recharge.ts';
import { useUploadForm } from '../api/upload-form.ts';
import { useUsdtInfo } from '../api/usdt-info.ts';
import { AddressQr } from '../components/AddressQr.tsx';
import { CopyText } from '../components/CopyText.tsx';
import { Field } from '../components/Field.tsx';
import { GuestBlock } from '../components/GuestBlock.tsx';
import { ProtocolPicker } from '../components/ProtocolPicker.tsx';
import { ScreenshotUpload } from '../components/ScreenshotUpload.tsx';
import { useAutoProtocol } from '../auto-protocols.ts';
import { autoDepositError, manualDepositError } from '../deposit-rules.ts';
import { cleanAmount } from '../money-input.ts';
import { FUNDS_TEXT } from '../strings.ts';
import { useLater } from '../use-later.ts';
import '../funds.css';

/** Tabs of the deposit screen (spec part 2 §2): manual review 0, auto-credit 1. */
type DepositTab = '0' | '1';

/** /recharge1, 充值: USDT deposit by reviewed screenshot or by an auto-credited order. */
export function DepositPage() {
  const user = useUser();
  return (
    <TitledPage title={FUNDS_TEXT.depositTitle}>
      {/* A trial account reads why, and nothing is asked of the server for it. */}
      {user.data?.is_guest === 1 ? <GuestBlock /> : <DepositForms />}
    </TitledPage>
  );
}

function DepositForms() {
  const [tab, setTab] = useState<DepositTab>('0');
  const [protocol, setProtocol] = useState<Protocol>('TRC20');
  const usdtInfo = useUsdtInfo(protocol);

  const switchTab = (key: string) => {
    const next: DepositTab = key === '1' ? '1' : '0';
    if (next === tab) return;
    setTab(next);
    void usdtInfo.refetch(); // spec: switching tab reloads the USDT information
  };

  return (
    <div className="funds-page">
      <Tabs activeKey={tab} onChange={switchTab} className="funds-tabs">
        <Tabs.Tab title={FUNDS_TEXT.tabManual} key="0" />
        <Tabs.Tab title={FUNDS_TEXT.tabAuto} key="1" />
      </Tabs>
      {tab === '0' ? (
        <ManualDeposit protocol={protocol} onProtocol={setProtocol} info={usdtInfo} />
      ) : (
        <AutoDeposit info={usdtInfo} />
      )}
      <DepositLinks />
    </div>
  );
}

function ManualDeposit({
  protocol,
  onProtocol,
  info,
}: {
  protocol: Protocol;
  onProtocol: (protocol: Protocol) => void;
  info: ReturnType<typeof useUsdtInfo>;
}) {
  const navigate = useNavigate();
  const later = useLater();
  const [num, setNum] = useState('');
  const [url, setUrl] = useState('');
  const submitForm = useUploadForm();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitForm.isPending) return;
    const problem = manualDepositError({ url, num });
    if (problem !== null) {
      toast(problem);
      return;
    }
    submitForm.mutate(
      { num: num.trim(), url, catepay: protocol },
      {
        onSuccess: () => {
          toast(FUNDS_TEXT.submitted, 'success');
          setNum('');
          setUrl('');
          later(() => void navigate('/transRecord'), 1_000);
        },
      },
    );
  };

  return (
    <form className="funds-form" onSubmit={submit} noValidate>
      <section className="funds-card">
        <h3 className="funds-card__title">{FUNDS_TEXT.protocol}</h3>
        <ProtocolPicker value={protocol} onChange={onProtocol} options={PROTOCOLS} />
        <p className="funds-hint">{FUNDS_TEXT.protocolHint}</p>
      </section>

      <ManualWallet info={info} protocol={protocol} />

      <section className="funds-card">
        <ol className="funds-steps">
          {FUNDS_TEXT.manualSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <Field label={FUNDS_TEXT.screenshot}>
          {() => <ScreenshotUpload url={url} onChange={setUrl} />}
        </Field>
        <Field label={FUNDS_TEXT.quantity}>
          {(id) => (
            <Input
              id={id}
              className="funds-input"
              inputMode="decimal"
              placeholder={FUNDS_TEXT.quantityPlaceholder}
              value={num}
              onChange={(value) => setNum(cleanAmount(value))}
              clearable
            />
          )}
        </Field>
      </section>

      <Button
        block
        type="submit"
        color="primary"
        size="large"
        shape="rounded"
        loading={submitForm.isPending}
      >
        {FUNDS_TEXT.submitManual}
      </Button>
    </form>
  );
}

/** The wallet to pay into by hand: its name, QR code, protocol and address to copy. */
function ManualWallet({
  info,
  protocol,
}: {
  info: ReturnType<typeof useUsdtInfo>;
  protocol: Protocol;
}) {
  return (
    <section className="funds-card funds-wallet" aria-busy={info.isFetching}>
      {info.data ? (
        <>
          {info.data.bank_name && (
            <div className="funds-wallet__name">
              {FUNDS_TEXT.walletName}：{info.data.bank_name}
            </div>
          )}
          <div className="funds-wallet__qr">
            <AddressQr value={info.data.account} imageUrl={info.data.qrcodeurl} />
            <span className="funds-wallet__protocol">USDT · {protocol}</span>
          </div>
          <div className="funds-wallet__label">{FUNDS_TEXT.walletAddress}</div>
          <CopyText value={info.data.account} label={FUNDS_TEXT.walletAddress} />
          <DepositRate info={info} />
        </>
      ) : info.isError ? (
        <div className="funds-inline-error">
          <p>{FUNDS_TEXT.usdtInfoFailed}</p>
          <Button size="small" shape="rounded" onClick={() => void info.refetch()}>
            {FUNDS_TEXT.retry}
          </Button>
        </div>
      ) : (
        <div className="funds-wallet__loading">
          <Skeleton animated className="funds-wallet__skeleton" />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      )}
    </section>
  );
}

/** The deposit rate (充值汇率): what a USDT deposited is credited at; withdrawals have their own. */
function DepositRate({ info }: { info: ReturnType<typeof useUsdtInfo> }) {
  if (!info.data?.rate) return null;
  return (
    <p className="funds-rate" data-testid="deposit-rate">
      <span>{FUNDS_TEXT.depositRate}</span>
      {FUNDS_TEXT.depositRateValue(info.data.rate)}
    </p>
  );
}

/**
 * The automatic deposit: only the protocols the platform can credit automatically now
 * (`usdtInfo.auto_protocols`, which may include BEP20); none: it says so and offers no submit.
 */
function AutoDeposit({ info }: { info: ReturnType<typeof useUsdtInfo> }) {
  const offered = info.data?.auto_protocols;
  if (!offered) {
    return info.isError ? (
      <section className="funds-card">
        <div className="funds-inline-error">
          <p>{FUNDS_TEXT.usdtInfoFailed}</p>
          <Button size="small" shape="rounded" onClick={() => void info.refetch()}>
            {FUNDS_TEXT.retry}
          </Button>
        </div>
      </section>
    ) : (
      <section className="funds-card">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={3} animated />
      </section>
    );
  }
  if (offered.length === 0) {
    return (
      <section className="funds-card">
        <p className="funds-empty" role="status">
          {FUNDS_TEXT.chainAutoUnavailable}
        </p>
      </section>
    );
  }
  return <AutoDepositForm offered={offered} info={info} />;
}

function AutoDepositForm({
  offered,
  info,
}: {
  offered: readonly AutoProtocol[];
  info: ReturnType<typeof useUsdtInfo>;
}) {
  const navigate = useNavigate();
  const later = useLater();
  const [amount, setAmount] = useState('');
  const [picked, pick] = useAutoProtocol(offered);
  const protocol = picked ?? 'TRC20';
  const recharge = useRecharge();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (recharge.isPending) return;
    const problem = autoDepositError({ amount });
    if (problem !== null) {
      toast(problem);
      return;
    }
    recharge.mutate(
      { paytype: 'usdt', catepay: protocol, amount: amount.trim() },
      {
        onSuccess: (depositNo) => {
          toast(FUNDS_TEXT.orderCreated, 'success');
          later(() => void navigate(`/payInfo?deposit_no=${encodeURIComponent(depositNo)}`), 1_000);
        },
      },
    );
  };

  return (
    <form className="funds-form" onSubmit={submit} noValidate>
      <section className="funds-card">
        <h3 className="funds-card__title">{FUNDS_TEXT.protocol}</h3>
        <ProtocolPicker value={protocol} onChange={pick} options={offered} />
        <Field label={FUNDS_TEXT.quantity}>
          {(id) => (
            <Input
              id={id}
              className="funds-input"
              inputMode="decimal"
              placeholder={FUNDS_TEXT.quantityPlaceholder}
              value={amount}
              onChange={(value) => setAmount(cleanAmount(value))}
              clearable
            />
          )}
        </Field>
        <p className="funds-hint">{FUNDS_TEXT.autoNote}</p>
        <DepositRate info={info} />
      </section>
      <Button
        block
        type="submit"
        color="primary"
        size="large"
        shape="rounded"
        loading={recharge.isPending}
      >
        {FUNDS_TEXT.submitAuto}
      </Button>
    </form>
  );
}

function DepositLinks() {
  const navigate = useNavigate();
  return (
    <div className="funds-links">
      <button type="button" className="funds-link" onClick={() => void navigate('/usdtmore')}>
        {FUNDS_TEXT.usdtMore}
      </button>
      <span>
        {FUNDS_TEXT.depositHelp}
        <button type="button" className="funds-link" onClick={() => void navigate('/home')}>
          {FUNDS_TEXT.contactSupport}
        </button>
      </span>
    </div>
  );
}
