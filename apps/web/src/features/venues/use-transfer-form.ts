import { useState } from 'react';
import { PLATFORM_WALLET, TRANSFER_STATE } from '@app/contract/venues';
import type { useBalance } from '../../api/balance.ts';
import type { useBalanceList } from '../../api/balance-list.ts';
import type { useUser } from '../../lib/auth.ts';
import { toast } from '../../lib/feedback.ts';
import { useTransfer } from './api/transfer.ts';
import type { BalanceEntry } from './components/VenueBalanceList.tsx';
import { VENUES_TEXT } from './strings.ts';
import { transferProblem } from './transfer-rules.ts';

export type Side = 'source' | 'target';

/**
 * The transfer form's state: source and target (the platform wallet to the first venue by
 * default, or to `presetTarget` when that is one of the venues), the amount, the picker open, the
 * wallets to choose from and the transfer itself.
 */
export function useTransferForm(
  user: ReturnType<typeof useUser>,
  wallet: ReturnType<typeof useBalance>,
  venues: ReturnType<typeof useBalanceList>,
  presetTarget: string | null = null,
) {
  const transfer = useTransfer();
  const [source, setSource] = useState<string>(PLATFORM_WALLET);
  const [chosenTarget, setChosenTarget] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [picking, setPicking] = useState<Side | null>(null);

  const preset = venues.data?.some((v) => v.platname === presetTarget) ? presetTarget : null;
  const target = chosenTarget ?? preset ?? venues.data?.[0]?.platname ?? '';
  const auto = user.data?.transferstatus === 1;
  const platform: BalanceEntry = {
    platname: PLATFORM_WALLET,
    name: VENUES_TEXT.platformWallet,
    balance: wallet.data?.balance ?? user.data?.balance ?? null,
  };
  const entries: BalanceEntry[] | undefined = venues.data ? [platform, ...venues.data] : undefined;
  const choices = entries ?? [platform];
  const entryOf = (platname: string) => choices.find((e) => e.platname === platname);

  const choose = (side: Side, platname: string) => {
    if (side === 'source') setSource(platname);
    else setChosenTarget(platname);
  };

  const swap = () => {
    const previousSource = source;
    setSource(target);
    setChosenTarget(previousSource);
  };

  const submit = () => {
    if (auto || transfer.isPending) return;
    const problem = transferProblem({ amount, source, target });
    if (problem) {
      toast(problem);
      return;
    }
    transfer.mutate(
      { amount: amount.trim(), sourcetype: source, targettype: target },
      {
        onSuccess: (result) => {
          setAmount('');
          if (result.state === TRANSFER_STATE.pending) toast(VENUES_TEXT.pending);
          else toast(VENUES_TEXT.done, 'success');
        },
      },
    );
  };

  return {
    transfer,
    auto,
    source,
    target,
    amount,
    setAmount,
    picking,
    setPicking,
    entries,
    choices,
    entryOf,
    sourceBalance: entryOf(source)?.balance ?? null,
    choose,
    swap,
    submit,
  };
}

export type TransferForm = ReturnType<typeof useTransferForm>;
