import { Button, Input, ProgressBar, Tabs } from 'antd-mobile';
import { useNavigate } from 'react-router';
import type { UserInfo } from '@app/contract/api';
import { LIMITS } from '@app/contract/limits';
import { usdtQuote } from '@app/domain/withdrawal';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { useUser } from '../../../lib/auth.ts';
import { useBalance } from '../../../api/balance.ts';
import type { SavedCard } from '../../../api/cards.ts';
import { useBetAmount, type BetAmount } from '../api/bet-amount.ts';
import { Field } from '../components/Field.tsx';
import { GuestBlock } from '../components/GuestBlock.tsx';
import { PayeePicker } from '../components/PayeePicker.tsx';
import { WalletBalances } from '../components/WalletBalances.tsx';
import { cleanAmount } from '../money-input.ts';
import { FUNDS_TEXT } from '../strings.ts';
import { useWithdrawalForm } from '../use-withdrawal-form.ts';
import '../funds.css';

/** The USDT fee of a payee: TRC20 and ERC20 have their own (bank_owner holds the protocol). */
export function usdtFee(user: UserInfo | undefined, payee: SavedCard | null): string | null {
  if (!user || !payee) return null;
  return payee.bank_owner.toUpperCase() === 'TRC20'
    ? user.withdrawfeeusdttrc
    : user.withdrawcashfee;
}

/** /withdrawal, 取款: to a saved USDT address (tab 1) or bank card (tab 2). */
export function WithdrawalPage() {
  const user = useUser();
  return (
    <TitledPage title={FUNDS_TEXT.withdrawalTitle}>
      {user.data?.is_guest === 1 ? <GuestBlock /> : <WithdrawalForm user={user.data} />}
    </TitledPage>
  );
}

function WithdrawalForm({ user }: { user: UserInfo | undefined }) {
  const navigate = useNavigate();
  const form = useWithdrawalForm();
  const central = useBalance();
  const turnover = useBetAmount();
  const { type, payee, amount, setAmount } = form;

  const usdt = type === 1;
  const fee = usdt ? usdtFee(user, payee) : null;
  const rate = user?.withdrawusdtrate ?? '';
  const quote = usdt && amount.trim() !== '' ? usdtQuote(amount, rate, fee ?? '0') : null;

  return (
    <div className="funds-page">
      <Tabs activeKey={String(type)} onChange={form.switchTab} className="funds-tabs">
        <Tabs.Tab title={FUNDS_TEXT.tabUsdt} key="1" />
        <Tabs.Tab title={FUNDS_TEXT.tabBank} key="2" />
      </Tabs>

      <WalletBalances />

      <form className="funds-form" onSubmit={form.submit} noValidate>
        <section className="funds-card">
          <PayeePicker
            cardType={usdt ? 2 : 1}
            selected={payee}
            open={form.pickerOpen}
            onOpen={() => form.setPickerOpen(true)}
            onClose={() => form.setPickerOpen(false)}
            onChoose={form.choose}
          />
          <TurnoverBox turnover={turnover.data} />

          <AmountField
            amount={amount}
            onAmount={setAmount}
            onMax={() => {
              const balance = central.data?.balance ?? user?.balance;
              if (balance) setAmount(cleanAmount(balance));
            }}
          />

          {usdt && <UsdtQuote fee={fee} rate={rate} quote={quote} />}

          <PayPasswordField password={form.password} onPassword={form.setPassword} />
        </section>

        <Button
          block
          type="submit"
          color="primary"
          size="large"
          shape="rounded"
          loading={form.sending}
        >
          {FUNDS_TEXT.submitWithdraw}
        </Button>
      </form>

      <WithdrawHelp onSupport={() => void navigate('/kefu')} />
    </div>
  );
}

/**
 * The turnover (打码量) a withdrawal waits for: what is left (the spec's bet_amount, the figure that
 * refuses a withdrawal), and how far along the player is: done / required, with a bar.
 */
function TurnoverBox({ turnover }: { turnover: BetAmount | undefined }) {
  const required = Number(turnover?.bet_required ?? 0);
  const done = Number(turnover?.bet_done ?? 0);
  const left = turnover?.bet_amount ?? '--';
  const finished = turnover !== undefined && Number(turnover.bet_amount) <= 0;
  const percent = required > 0 ? Math.min(100, Math.floor((done / required) * 100)) : 100;
  return (
    <div className="funds-turnover" role="group" aria-label={FUNDS_TEXT.turnover}>
      <div className="funds-readonly">
        <span>{FUNDS_TEXT.turnoverLeft}</span>
        <strong data-testid="turnover">{left}</strong>
      </div>
      {turnover && required > 0 && (
        <>
          <ProgressBar
            className="funds-turnover__bar"
            percent={finished ? 100 : Math.min(percent, 99)}
          />
          <p className="funds-turnover__figures">
            {FUNDS_TEXT.turnoverFigures(
              turnover.bet_done,
              turnover.bet_required,
              turnover.bet_amount,
            )}
          </p>
        </>
      )}
      <p className="funds-hint">{finished ? FUNDS_TEXT.turnoverDone : FUNDS_TEXT.turnoverNote}</p>
    </div>
  );
}

/** The payment password that authorises the withdrawal. */
function PayPasswordField({
  password,
  onPassword,
}: {
  password: string;
  onPassword: (password: string) => void;
}) {
  return (
    <Field label={FUNDS_TEXT.payPassword}>
      {(id) => (
        <Input
          id={id}
          className="funds-input"
          type="password"
          placeholder={FUNDS_TEXT.payPasswordPlaceholder}
          value={password}
          onChange={onPassword}
          maxLength={LIMITS.payPasswordMax}
          autoComplete="off"
        />
      )}
    </Field>
  );
}

/** The amount to withdraw, with 最大 (the whole central balance). */
function AmountField({
  amount,
  onAmount,
  onMax,
}: {
  amount: string;
  onAmount: (amount: string) => void;
  onMax: () => void;
}) {
  return (
    <Field
      label={FUNDS_TEXT.withdrawAmount}
      extra={
        <button type="button" className="funds-link" onClick={onMax}>
          {FUNDS_TEXT.max}
        </button>
      }
    >
      {(id) => (
        <Input
          id={id}
          className="funds-input"
          inputMode="decimal"
          placeholder={FUNDS_TEXT.withdrawAmountPlaceholder}
          value={amount}
          onChange={(value) => onAmount(cleanAmount(value))}
          clearable
        />
      )}
    </Field>
  );
}

/** A USDT withdrawal's fee, rate, USDT equivalent and what arrives. */
function UsdtQuote({
  fee,
  rate,
  quote,
}: {
  fee: string | null;
  rate: string;
  quote: ReturnType<typeof usdtQuote> | null;
}) {
  return (
    <dl className="funds-details funds-quote">
      <div className="funds-details__row">
        <dt>{FUNDS_TEXT.fee}</dt>
        <dd data-testid="usdt-fee">{fee !== null ? FUNDS_TEXT.feePer(fee) : '--'}</dd>
      </div>
      <div className="funds-details__row">
        <dt>{FUNDS_TEXT.rate}</dt>
        <dd>{rate ? FUNDS_TEXT.rateValue(rate) : '--'}</dd>
      </div>
      <div className="funds-details__row">
        <dt>{FUNDS_TEXT.usdtEquivalent}</dt>
        <dd data-testid="usdt-amount">{quote ? quote.usdt : '--'}</dd>
      </div>
      <div className="funds-details__row">
        <dt>{FUNDS_TEXT.received}</dt>
        <dd data-testid="usdt-received" className="funds-quote__received">
          {quote && fee !== null ? `${quote.received} ${FUNDS_TEXT.usdt}` : '--'}
        </dd>
      </div>
    </dl>
  );
}

/** Where to ask for help with a withdrawal. */
function WithdrawHelp({ onSupport }: { onSupport: () => void }) {
  return (
    <div className="funds-links">
      <span>
        {FUNDS_TEXT.withdrawHelp}
        <button type="button" className="funds-link" onClick={onSupport}>
          {FUNDS_TEXT.contactSupport}
        </button>
      </span>
    </div>
  );
}
