import { Button, Input, Picker } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { VENUES_TEXT } from '../strings.ts';
import type { Side, TransferForm } from '../use-transfer-form.ts';

/** Digits with at most two decimals, as typed (an empty field is allowed while typing). */
const AMOUNT_TYPING = /^\d{0,12}(\.\d{0,2})?$/;

const sideLabel = (side: Side) => (side === 'source' ? VENUES_TEXT.from : VENUES_TEXT.to);

/** One side of the transfer: its wallet and balance, a tap opens its picker. */
function SideField({ form, side }: { form: TransferForm; side: Side }) {
  const entry = form.entryOf(side === 'source' ? form.source : form.target);
  return (
    <button
      type="button"
      className="transfer-side"
      disabled={form.auto}
      onClick={() => form.setPicking(side)}
      aria-label={`${sideLabel(side)}：${entry?.name ?? VENUES_TEXT.chooseWallet}`}
    >
      <span className="transfer-side__label">{sideLabel(side)}</span>
      <span className="transfer-side__name">{entry?.name ?? VENUES_TEXT.chooseWallet}</span>
      <span className="transfer-side__balance">
        {VENUES_TEXT.currency}
        {entry?.balance ?? VENUES_TEXT.unknownBalance}
      </span>
      <DownOutline className="transfer-side__arrow" aria-hidden />
    </button>
  );
}

/** The picker of one side's wallet. */
export function WalletPicker({ form, side }: { form: TransferForm; side: Side }) {
  return (
    <Picker
      columns={[form.choices.map((e) => ({ label: e.name, value: e.platname }))]}
      value={[side === 'source' ? form.source : form.target]}
      visible={form.picking === side}
      onClose={() => form.setPicking(null)}
      onConfirm={(value) => {
        const picked = value[0];
        if (typeof picked === 'string') form.choose(side, picked);
      }}
      title={sideLabel(side)}
      confirmText={VENUES_TEXT.pickerConfirm}
      cancelText={VENUES_TEXT.cancel}
    />
  );
}

function SwapButton({ form }: { form: TransferForm }) {
  return (
    <button
      type="button"
      className="transfer-form__swap"
      onClick={form.swap}
      disabled={form.auto}
      aria-label={VENUES_TEXT.swap}
    >
      <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden>
        <path
          d="M7 7h12l-3.5-3.5M17 17H5l3.5 3.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

/** The amount, with all-in (the source's whole balance) and what the source holds. */
function AmountField({ form }: { form: TransferForm }) {
  const { auto, sourceBalance } = form;
  return (
    <label className="transfer-form__amount">
      <span className="transfer-form__amount-label">{VENUES_TEXT.amount}</span>
      <div className="transfer-form__amount-row">
        <span className="transfer-form__currency">{VENUES_TEXT.currency}</span>
        <Input
          value={form.amount}
          onChange={(value) => {
            if (AMOUNT_TYPING.test(value)) form.setAmount(value);
          }}
          placeholder={VENUES_TEXT.amountPlaceholder}
          inputMode="decimal"
          disabled={auto}
          aria-label={VENUES_TEXT.amount}
          onEnterPress={form.submit}
        />
        <Button
          size="small"
          fill="none"
          color="primary"
          disabled={auto || sourceBalance === null}
          onClick={() => {
            if (sourceBalance !== null) form.setAmount(sourceBalance);
          }}
        >
          {VENUES_TEXT.all}
        </Button>
      </div>
      {sourceBalance !== null && (
        <span className="transfer-form__available">{VENUES_TEXT.available(sourceBalance)}</span>
      )}
    </label>
  );
}

/** The transfer form: source, swap, target, amount and confirm (all off while auto is on). */
export function TransferFormCard({ form }: { form: TransferForm }) {
  const { auto, transfer } = form;
  return (
    <section className="venue-card transfer-form" aria-disabled={auto}>
      {auto && (
        <p className="transfer-form__note" role="note">
          {VENUES_TEXT.autoTransferOnNote}
        </p>
      )}
      <div className="transfer-form__sides">
        <SideField form={form} side="source" />
        <SwapButton form={form} />
        <SideField form={form} side="target" />
      </div>
      <AmountField form={form} />
      <Button
        block
        color="primary"
        shape="rounded"
        size="large"
        loading={transfer.isPending}
        disabled={auto || transfer.isPending}
        onClick={form.submit}
      >
        {VENUES_TEXT.confirm}
      </Button>
    </section>
  );
}
