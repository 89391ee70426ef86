import { Input } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { LIMITS } from '@app/contract/limits';
import { CARD_FIELD_MAX } from '@app/contract/payees-limits';
import { bankCardError, CARD_NO_MAX, normalizeCardNo } from '@app/domain/payees';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { toast } from '../../../lib/feedback.ts';
import type { BankChoice } from '../bank-choices.ts';
import { useBindCard } from '../api/bind-card.ts';
import { BankPicker } from '../components/BankPicker.tsx';
import { FormRow } from '../components/FormRow.tsx';
import { PayeeFormEnd } from '../components/PayeeFormEnd.tsx';
import { PAYEES_TEXT } from '../strings.ts';
import { useLeave } from '../use-leave.ts';
import '../payees.css';

/** Digits grouped by 4 as the player types ("6222 0212 3456 7890"); the call gets digits only. */
function groupDigits(text: string): string {
  return text
    .replace(/[^\d]/g, '')
    .slice(0, CARD_NO_MAX)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * /addBankCard (spec part 2 "Add bank card"): holder, bank (bottom popup of /api/banklist), bank
 * address, card number and the payment password, checked in the spec's order before the call.
 */
export function AddBankCardPage() {
  const [holder, setHolder] = useState('');
  const [bank, setBank] = useState<BankChoice | null>(null);
  const [bankAddress, setBankAddress] = useState('');
  const [cardNo, setCardNo] = useState('');
  const [payPassword, setPayPassword] = useState('');
  const bind = useBindCard();
  const leave = useLeave('/cards?tab=2');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (bind.isPending) return;
    const payload = {
      bank_owner: holder.trim(),
      bank: bank?.bank_name ?? '',
      bank_address: bankAddress.trim(),
      bank_no: normalizeCardNo(cardNo),
      pay_pass: payPassword,
    };
    const problem = bankCardError(payload);
    if (problem !== null) {
      toast(problem);
      return;
    }
    bind.mutate(
      { ...payload, ico: bank?.ico ?? '' },
      {
        onSuccess: () => {
          toast(PAYEES_TEXT.bound, 'success');
          leave();
        },
        // A wrong payment password must be typed again.
        onError: () => setPayPassword(''),
      },
    );
  };

  return (
    <TitledPage title={PAYEES_TEXT.addBankTitle}>
      <form className="payee-form" onSubmit={submit} noValidate>
        <div className="payee-panel">
          <FormRow label={PAYEES_TEXT.holder}>
            {(id) => (
              <Input
                id={id}
                placeholder={PAYEES_TEXT.holderPlaceholder}
                value={holder}
                onChange={setHolder}
                maxLength={CARD_FIELD_MAX.bank_owner}
                autoComplete="name"
                clearable
              />
            )}
          </FormRow>
          <FormRow label={PAYEES_TEXT.bank}>
            {(id) => <BankPicker id={id} value={bank} onChange={setBank} />}
          </FormRow>
          <FormRow label={PAYEES_TEXT.bankAddress}>
            {(id) => (
              <Input
                id={id}
                placeholder={PAYEES_TEXT.bankAddressPlaceholder}
                value={bankAddress}
                onChange={setBankAddress}
                maxLength={CARD_FIELD_MAX.bank_address}
                clearable
              />
            )}
          </FormRow>
          <CardNoRow value={cardNo} onChange={setCardNo} />
          <PayPasswordRow value={payPassword} onChange={setPayPassword} />
        </div>
        <PayeeFormEnd tips={PAYEES_TEXT.bankTips} busy={bind.isPending} />
      </form>
    </TitledPage>
  );
}

/** The card number, grouped by 4 as typed. */
function CardNoRow({ value, onChange }: { value: string; onChange: (cardNo: string) => void }) {
  return (
    <FormRow label={PAYEES_TEXT.cardNo}>
      {(id) => (
        <Input
          id={id}
          placeholder={PAYEES_TEXT.cardNoPlaceholder}
          value={value}
          onChange={(text) => onChange(groupDigits(text))}
          inputMode="numeric"
          autoComplete="cc-number"
          clearable
        />
      )}
    </FormRow>
  );
}

/** The payment password that authorises binding the card. */
function PayPasswordRow({
  value,
  onChange,
}: {
  value: string;
  onChange: (password: string) => void;
}) {
  return (
    <FormRow label={PAYEES_TEXT.payPassword}>
      {(id) => (
        <Input
          id={id}
          type="password"
          placeholder={PAYEES_TEXT.payPasswordPlaceholder}
          value={value}
          onChange={onChange}
          maxLength={LIMITS.payPasswordMax}
          autoComplete="off"
          clearable
        />
      )}
    </FormRow>
  );
}
