import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { withdrawalError, type WithdrawalType } from '@app/domain/withdrawal';
import type { SavedCard } from '../../api/cards.ts';
import { toast } from '../../lib/feedback.ts';
import { newIdempotencyKey } from '../../lib/idempotency.ts';
import { useWithdraw } from './api/withdraw.ts';
import { FUNDS_TEXT } from './strings.ts';
import { useLater } from './use-later.ts';

/**
 * The withdrawal form's state: the tab (1 USDT, 2 bank card), the payee, amount and payment
 * password, the payee popup, and the withdrawal sent with its Idempotency-Key (then the fund
 * details after 1.5 s).
 */
export function useWithdrawalForm() {
  const navigate = useNavigate();
  const later = useLater();
  const [type, setType] = useState<WithdrawalType>(1);
  const [payee, setPayee] = useState<SavedCard | null>(null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [pickerOpen, setPickerOpen] = useState(false);
  const withdraw = useWithdraw();

  const clear = () => {
    setPayee(null);
    setAmount('');
    setPassword('');
  };

  const switchTab = (key: string) => {
    const next: WithdrawalType = key === '2' ? 2 : 1;
    if (next === type) return;
    setType(next);
    clear(); // spec: switching tab clears payee, amount, password and fee (the fee follows the payee)
    setPickerOpen(false);
  };

  const choose = (card: SavedCard) => {
    setPayee(card);
    setAmount('');
    setPassword('');
    setPickerOpen(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (withdraw.isPending) return;
    const problem = withdrawalError({ type, payeeId: payee?.id ?? null, amount, password });
    if (problem !== null || payee === null) {
      toast(problem ?? FUNDS_TEXT.choosePayeeUsdt);
      return;
    }
    withdraw.mutate(
      {
        amount: amount.trim(),
        bank: payee.id,
        password,
        type,
        idempotencyKey: newIdempotencyKey(),
      },
      {
        onSuccess: () => {
          toast(FUNDS_TEXT.submitted, 'success');
          clear();
          // The records open on withdrawals, where the one just submitted is.
          later(() => void navigate('/transRecord?type=2'), 1_500);
        },
      },
    );
  };

  return {
    type,
    payee,
    amount,
    setAmount,
    password,
    setPassword,
    pickerOpen,
    setPickerOpen,
    switchTab,
    choose,
    submit,
    sending: withdraw.isPending,
  };
}
