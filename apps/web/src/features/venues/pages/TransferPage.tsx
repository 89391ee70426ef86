import { Button, Input, Picker, PullToRefresh, Switch } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PLATFORM_WALLET, TRANSFER_STATE, VENUE_LIMITS } from '@app/contract/venues';
import { useBalance } from '../../../api/balance.ts';
import { useBalanceList } from '../../../api/balance-list.ts';
import { refreshBalances } from '../../../api/refresh-balances.ts';
import { useTransAll } from '../../../api/trans-all.ts';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { useUser } from '../../../lib/auth.ts';
import { toast } from '../../../lib/feedback.ts';
import { useTransfer } from '../api/transfer.ts';
import { useUpTransferStatus } from '../api/up-transfer-status.ts';
import { VenueBalanceList, type BalanceEntry } from '../components/VenueBalanceList.tsx';
import { announceRecovery } from '../recover.ts';
import { VENUES_TEXT } from '../strings.ts';
import { transferProblem } from '../transfer-rules.ts';
import '../venues.css';

/** Digits with at most two decimals, as typed (an empty field is allowed while typing). */
const AMOUNT_TYPING = /^\d{0,12}(\.\d{0,2})?$/;

type Side = 'source' | 'target';

/**
 * /transfer 场馆转账 (spec part 2 "Venue transfer"): automatic-transfer switch, source and target
 * pickers (platform wallet by default to the first venue), amount with all-in, confirm, and the
 * venue balances collapsed to 4 entries counting the platform wallet, with one-click recovery.
 * Balances are polled every 1.5 s while the screen is visible.
 */
export function TransferPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useUser();
  const wallet = useBalance({ refetchInterval: VENUE_LIMITS.transferPollMs });
  const venues = useBalanceList({ refetchInterval: VENUE_LIMITS.transferPollMs });
  const transfer = useTransfer();
  const recover = useTransAll();
  const autoSwitch = useUpTransferStatus();

  const [source, setSource] = useState<string>(PLATFORM_WALLET);
  const [chosenTarget, setChosenTarget] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [picking, setPicking] = useState<Side | null>(null);

  const target = chosenTarget ?? venues.data?.[0]?.platname ?? '';
  const auto = user.data?.transferstatus === 1;
  const platform: BalanceEntry = {
    platname: PLATFORM_WALLET,
    name: VENUES_TEXT.platformWallet,
    balance: wallet.data?.balance ?? user.data?.balance ?? null,
  };
  const entries: BalanceEntry[] | undefined = venues.data ? [platform, ...venues.data] : undefined;
  const choices = entries ?? [platform];
  const entryOf = (platname: string) => choices.find((e) => e.platname === platname);
  const sourceBalance = entryOf(source)?.balance ?? null;

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

  const recoverAll = () => {
    if (recover.isPending) return;
    recover.mutate(undefined, { onSuccess: announceRecovery });
  };

  const toggleAuto = (on: boolean) => {
    autoSwitch.mutate(on ? 1 : 0, {
      onSuccess: () =>
        toast(on ? VENUES_TEXT.autoTransferOnToast : VENUES_TEXT.autoTransferOffToast, 'success'),
    });
  };

  const picker = (side: Side) => (
    <Picker
      columns={[choices.map((e) => ({ label: e.name, value: e.platname }))]}
      value={[side === 'source' ? source : target]}
      visible={picking === side}
      onClose={() => setPicking(null)}
      onConfirm={(value) => {
        const picked = value[0];
        if (typeof picked === 'string') choose(side, picked);
      }}
      title={side === 'source' ? VENUES_TEXT.from : VENUES_TEXT.to}
      confirmText={VENUES_TEXT.pickerConfirm}
      cancelText={VENUES_TEXT.cancel}
    />
  );

  const sideField = (side: Side) => {
    const platname = side === 'source' ? source : target;
    const entry = entryOf(platname);
    return (
      <button
        type="button"
        className="transfer-side"
        disabled={auto}
        onClick={() => setPicking(side)}
        aria-label={`${side === 'source' ? VENUES_TEXT.from : VENUES_TEXT.to}：${entry?.name ?? VENUES_TEXT.chooseWallet}`}
      >
        <span className="transfer-side__label">
          {side === 'source' ? VENUES_TEXT.from : VENUES_TEXT.to}
        </span>
        <span className="transfer-side__name">{entry?.name ?? VENUES_TEXT.chooseWallet}</span>
        <span className="transfer-side__balance">
          {VENUES_TEXT.currency}
          {entry?.balance ?? VENUES_TEXT.unknownBalance}
        </span>
        <DownOutline className="transfer-side__arrow" aria-hidden />
      </button>
    );
  };

  return (
    <TitledPage
      title={VENUES_TEXT.transferTitle}
      right={
        <button
          type="button"
          className="venue-nav-link"
          onClick={() => void navigate('/transRecord')}
        >
          {VENUES_TEXT.transRecord}
        </button>
      }
    >
      <PullToRefresh
        onRefresh={() => refreshBalances(queryClient).then(() => undefined)}
        pullingText={VENUES_TEXT.pullToRefresh}
        canReleaseText={VENUES_TEXT.releaseToRefresh}
        refreshingText={VENUES_TEXT.refreshing}
        completeText={VENUES_TEXT.refreshDone}
      >
        <div className="venue-page">
          <section className="venue-card auto-transfer">
            <div className="auto-transfer__text">
              <span className="auto-transfer__title">{VENUES_TEXT.autoTransfer}</span>
              <span className="auto-transfer__hint">{VENUES_TEXT.autoTransferHint}</span>
            </div>
            <Switch
              checked={auto}
              loading={autoSwitch.isPending}
              disabled={!user.data}
              onChange={toggleAuto}
              aria-label={VENUES_TEXT.autoTransfer}
            />
          </section>

          <section className="venue-card transfer-form" aria-disabled={auto}>
            {auto && (
              <p className="transfer-form__note" role="note">
                {VENUES_TEXT.autoTransferOnNote}
              </p>
            )}
            <div className="transfer-form__sides">
              {sideField('source')}
              <button
                type="button"
                className="transfer-form__swap"
                onClick={swap}
                disabled={auto}
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
              {sideField('target')}
            </div>

            <label className="transfer-form__amount">
              <span className="transfer-form__amount-label">{VENUES_TEXT.amount}</span>
              <div className="transfer-form__amount-row">
                <span className="transfer-form__currency">{VENUES_TEXT.currency}</span>
                <Input
                  value={amount}
                  onChange={(value) => {
                    if (AMOUNT_TYPING.test(value)) setAmount(value);
                  }}
                  placeholder={VENUES_TEXT.amountPlaceholder}
                  inputMode="decimal"
                  disabled={auto}
                  aria-label={VENUES_TEXT.amount}
                  onEnterPress={submit}
                />
                <Button
                  size="small"
                  fill="none"
                  color="primary"
                  disabled={auto || sourceBalance === null}
                  onClick={() => {
                    if (sourceBalance !== null) setAmount(sourceBalance);
                  }}
                >
                  {VENUES_TEXT.all}
                </Button>
              </div>
              {sourceBalance !== null && (
                <span className="transfer-form__available">
                  {VENUES_TEXT.available(sourceBalance)}
                </span>
              )}
            </label>

            <Button
              block
              color="primary"
              shape="rounded"
              size="large"
              loading={transfer.isPending}
              disabled={auto || transfer.isPending}
              onClick={submit}
            >
              {VENUES_TEXT.confirm}
            </Button>
          </section>

          <VenueBalanceList
            entries={entries}
            collapsedCount={VENUE_LIMITS.collapsedOnTransfer}
            loading={venues.isPending}
            failed={venues.isError}
            onRetry={() => void venues.refetch()}
            onRecover={recoverAll}
            recovering={recover.isPending}
            selected={[source, target]}
          />
        </div>
      </PullToRefresh>
      {picker('source')}
      {picker('target')}
    </TitledPage>
  );
}
