import { Button, Input, Selector, Skeleton } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { AutoProtocol } from '@app/contract/funds';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { useUser } from '../../../lib/auth.ts';
import { toast } from '../../../lib/feedback.ts';
import { PayBanks } from '../components/PayBanks.tsx';
import { DEFAULT_PAY_RANGE, usePayRange, type PayRangeType } from '../api/pay-range.ts';
import { usePayWays, type PayWays } from '../api/pay-way.ts';
import { useRecharge, type RechargeVariables } from '../api/recharge.ts';
import { useUsdtInfo } from '../api/usdt-info.ts';
import { useAutoProtocol } from '../auto-protocols.ts';
import { BankListPopup } from '../components/BankListPopup.tsx';
import { Field } from '../components/Field.tsx';
import { GuestBlock } from '../components/GuestBlock.tsx';
import { ProtocolPicker } from '../components/ProtocolPicker.tsx';
import { oldDepositError } from '../deposit-rules.ts';
import { cleanAmount, plainAmount } from '../money-input.ts';
import { FUNDS_TEXT } from '../strings.ts';
import { useLater } from '../use-later.ts';
import '../funds.css';

/** Pay ways of the older screen with the flag that offers each, in display order. */
const WAYS = ['usdt', 'card', 'wechat', 'alipay'] as const;
type Way = (typeof WAYS)[number];

function offeredWays(flags: PayWays): Way[] {
  return WAYS.filter((way) => flags[way] === 1);
}

function rangeType(way: Way, protocol: AutoProtocol | null): PayRangeType {
  if (way === 'card') return 'bank';
  if (way === 'usdt') {
    return protocol === 'ERC20' ? 'usdt-erc20' : protocol === 'BEP20' ? 'usdt-bep20' : 'usdt-trc20';
  }
  return way;
}

/** /recharge, 存款: the older deposit screen with pay ways (bank card, USDT …). */
export function OldDepositPage() {
  const user = useUser();
  const payWays = usePayWays();
  const ways = payWays.data ? offeredWays(payWays.data) : [];

  return (
    <TitledPage title={FUNDS_TEXT.oldDepositTitle}>
      {user.data?.is_guest === 1 ? (
        <GuestBlock />
      ) : payWays.data ? (
        ways.length > 0 ? (
          <OldDepositForm ways={ways} />
        ) : (
          <div className="funds-empty">{FUNDS_TEXT.noPayWay}</div>
        )
      ) : payWays.isError ? (
        <div className="funds-inline-error">
          <p>{FUNDS_TEXT.loadFailed}</p>
          <Button size="small" shape="rounded" onClick={() => void payWays.refetch()}>
            {FUNDS_TEXT.retry}
          </Button>
        </div>
      ) : (
        <div className="funds-card">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={4} animated />
        </div>
      )}
    </TitledPage>
  );
}

interface BankInput {
  owner: string;
  bank: string;
  cardNo: string;
  address: string;
}

/** What /api/recharge is sent for a pay way (a bank card's deposit names the depositor's card). */
function rechargeVariables(
  way: Way,
  protocol: AutoProtocol,
  amount: string,
  { owner, bank, cardNo, address }: BankInput,
): RechargeVariables {
  if (way === 'usdt') return { paytype: 'usdt', catepay: protocol, amount: amount.trim() };
  if (way === 'card')
    return {
      paytype: 'bank',
      amount: amount.trim(),
      bank: bank.trim(),
      bank_address: address.trim(),
      bank_no: cardNo.trim(),
      bank_owner: owner.trim(),
    };
  return { paytype: way === 'wechat' ? 'wxpay' : 'alipay', amount: amount.trim() };
}

/** USDT here is an automatic order: only the protocols credited automatically now. */
function useUsdtProtocol(enabled: boolean) {
  const usdtInfo = useUsdtInfo('TRC20', { enabled });
  const offered = usdtInfo.data?.auto_protocols;
  const [protocol, setProtocol] = useAutoProtocol(offered ?? []);
  return { offered, offeredFailed: usdtInfo.isError, protocol, setProtocol };
}

function OldDepositForm({ ways }: { ways: Way[] }) {
  const navigate = useNavigate();
  const later = useLater();
  const [way, setWay] = useState<Way>(ways[0]!);
  const { offered, offeredFailed, protocol, setProtocol } = useUsdtProtocol(way === 'usdt');
  const usdtClosed = way === 'usdt' && offered?.length === 0;
  const [amount, setAmount] = useState('');
  const [card, setCard] = useState<BankInput>({ owner: '', bank: '', cardNo: '', address: '' });
  const [bankPicker, setBankPicker] = useState(false);
  const range = usePayRange(rangeType(way, protocol));
  const recharge = useRecharge();

  const limits = range.data ?? DEFAULT_PAY_RANGE;
  const min = plainAmount(limits.min_price);
  const max = plainAmount(limits.max_price);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (recharge.isPending) return;
    if (way === 'usdt' && protocol === null) return;
    const problem = oldDepositError(amount, limits, { min, max }, way === 'card' ? card : null);
    if (problem !== null) {
      toast(problem);
      return;
    }
    recharge.mutate(rechargeVariables(way, protocol ?? 'TRC20', amount, card), {
      onSuccess: (depositNo) => {
        if (way === 'usdt' && depositNo !== '') {
          toast(FUNDS_TEXT.orderCreated, 'success');
          later(() => void navigate(`/payInfo?deposit_no=${encodeURIComponent(depositNo)}`), 1_000);
          return;
        }
        toast(FUNDS_TEXT.submitted, 'success');
        later(() => void navigate('/transRecord'), 1_000);
      },
    });
  };

  return (
    <form className="funds-form" onSubmit={submit} noValidate>
      <PayWayCard
        ways={ways}
        way={way}
        onWay={setWay}
        protocol={protocol}
        onProtocol={setProtocol}
        offered={offered}
        offeredFailed={offeredFailed}
      />
      {way === 'card' && <PayBanks />}
      <section className="funds-card">
        <Field label={FUNDS_TEXT.amount}>
          {(id) => (
            <Input
              id={id}
              className="funds-input"
              inputMode="decimal"
              placeholder={FUNDS_TEXT.amountPlaceholder(min, max)}
              value={amount}
              onChange={(value) => setAmount(cleanAmount(value))}
              clearable
            />
          )}
        </Field>
        {way === 'card' && (
          <DepositorCardFields
            card={card}
            onChange={(change) => setCard((current) => ({ ...current, ...change }))}
            onChooseBank={() => setBankPicker(true)}
          />
        )}
      </section>

      {!usdtClosed && (
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          shape="rounded"
          loading={recharge.isPending}
        >
          {FUNDS_TEXT.submitDeposit}
        </Button>
      )}

      <BankListPopup
        enabled={way === 'card'}
        visible={bankPicker}
        onClose={() => setBankPicker(false)}
        onPick={(bank) => {
          setCard((current) => ({ ...current, bank }));
          setBankPicker(false);
        }}
      />
    </form>
  );
}

/** The pay way (and USDT's protocol, among the automatic deposit's). */
function PayWayCard({
  ways,
  way,
  onWay,
  protocol,
  onProtocol,
  offered,
  offeredFailed,
}: {
  ways: Way[];
  way: Way;
  onWay: (way: Way) => void;
  protocol: AutoProtocol | null;
  onProtocol: (protocol: AutoProtocol) => void;
  offered: readonly AutoProtocol[] | undefined;
  offeredFailed: boolean;
}) {
  return (
    <section className="funds-card">
      <h3 className="funds-card__title">{FUNDS_TEXT.payWay}</h3>
      <Selector
        columns={Math.min(ways.length, 4)}
        options={ways.map((value) => ({ value, label: FUNDS_TEXT.payWays[value] ?? value }))}
        value={[way]}
        onChange={(values) => {
          const next = values[0];
          if (next) onWay(next);
        }}
      />
      {way === 'usdt' && (
        <>
          <h3 className="funds-card__title">{FUNDS_TEXT.protocol}</h3>
          {protocol !== null && offered ? (
            <ProtocolPicker value={protocol} onChange={onProtocol} options={offered} />
          ) : offered ? (
            <p className="funds-empty" role="status">
              {FUNDS_TEXT.chainAutoUnavailable}
            </p>
          ) : offeredFailed ? (
            <p className="funds-hint">{FUNDS_TEXT.usdtInfoFailed}</p>
          ) : (
            <Skeleton.Paragraph lineCount={1} animated />
          )}
        </>
      )}
    </section>
  );
}

/** A bank card deposit's depositor, bank (typed or chosen from the list), card number and branch. */
function DepositorCardFields({
  card,
  onChange,
  onChooseBank,
}: {
  card: BankInput;
  onChange: (change: Partial<BankInput>) => void;
  onChooseBank: () => void;
}) {
  return (
    <>
      <Field label={FUNDS_TEXT.depositor}>
        {(id) => (
          <Input
            id={id}
            className="funds-input"
            placeholder={FUNDS_TEXT.depositorPlaceholder}
            value={card.owner}
            onChange={(owner) => onChange({ owner })}
            maxLength={64}
            clearable
          />
        )}
      </Field>
      <Field
        label={FUNDS_TEXT.bankType}
        extra={
          <button type="button" className="funds-link" onClick={onChooseBank}>
            {FUNDS_TEXT.chooseBank}
          </button>
        }
      >
        {(id) => (
          <Input
            id={id}
            className="funds-input"
            placeholder={FUNDS_TEXT.bankTypePlaceholder}
            value={card.bank}
            onChange={(bank) => onChange({ bank })}
            maxLength={64}
            clearable
          />
        )}
      </Field>
      <Field label={FUNDS_TEXT.cardNo}>
        {(id) => (
          <Input
            id={id}
            className="funds-input"
            inputMode="numeric"
            placeholder={FUNDS_TEXT.cardNoPlaceholder}
            value={card.cardNo}
            onChange={(value) => onChange({ cardNo: value.replace(/[^\d\s]/g, '') })}
            maxLength={32}
            clearable
          />
        )}
      </Field>
      <Field label={FUNDS_TEXT.bankAddress}>
        {(id) => (
          <Input
            id={id}
            className="funds-input"
            placeholder={FUNDS_TEXT.bankAddressPlaceholder}
            value={card.address}
            onChange={(address) => onChange({ address })}
            maxLength={128}
            clearable
          />
        )}
      </Field>
    </>
  );
}
