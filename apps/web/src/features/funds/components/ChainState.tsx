import { CHAIN_TRANSFER_STATE_LABELS } from '@app/contract/chain-constants';
import type { PayInfoChain } from '@app/contract/funds';
import { FUNDS_TEXT } from '../strings.ts';

/** 0x1234ab…cdef: enough of a transaction hash to tell it apart. */
export function shortHash(hash: string): string {
  return hash.length <= 14 ? hash : `${hash.slice(0, 8)}…${hash.slice(-6)}`;
}

function stateText(chain: PayInfoChain): string {
  switch (chain.status) {
    case 'waiting':
      return FUNDS_TEXT.chainWaiting;
    case 'seen':
      return FUNDS_TEXT.chainSeen(chain.confirmations, chain.required);
    case 'credited':
      return FUNDS_TEXT.chainCredited;
    case 'review':
      return FUNDS_TEXT.chainReview;
    case 'rejected':
      return FUNDS_TEXT.chainRejected;
    case 'dropped':
      return FUNDS_TEXT.chainDropped;
  }
}

const notZero = (amount: string) => amount !== '' && Number(amount) !== 0;

/**
 * Where an order paid on chain stands (issue "USDT on chain"): waiting, seen with its
 * confirmations n/N and a progress bar, credited with the amount, in review or dropped; what
 * arrived, and each transfer when there are several.
 */
export function ChainState({ chain, creditedYuan }: { chain: PayInfoChain; creditedYuan: string }) {
  const percent =
    chain.required > 0
      ? Math.min(100, Math.round((chain.confirmations / chain.required) * 100))
      : 0;
  return (
    <div className={`funds-chain funds-chain--${chain.status}`} data-testid="chain-state">
      <div className="funds-chain__state" role="status">
        {stateText(chain)}
      </div>
      {chain.status === 'seen' && (
        <div
          className="funds-chain__bar"
          role="progressbar"
          aria-label={FUNDS_TEXT.chainProgress}
          aria-valuemin={0}
          aria-valuemax={chain.required}
          aria-valuenow={Math.min(chain.confirmations, chain.required)}
        >
          <span className="funds-chain__fill" style={{ width: `${percent}%` }} />
        </div>
      )}
      {chain.status === 'credited' && (
        <div className="funds-chain__credited">{FUNDS_TEXT.chainCreditedAmount(creditedYuan)}</div>
      )}
      {notZero(chain.received) && (
        <div className="funds-chain__received">
          {FUNDS_TEXT.chainReceived} <strong>{chain.received}</strong> {FUNDS_TEXT.usdt}
        </div>
      )}
      {chain.transfers.length > 1 && <TransferList chain={chain} />}
    </div>
  );
}

function TransferList({ chain }: { chain: PayInfoChain }) {
  return (
    <ul className="funds-chain__transfers" aria-label={FUNDS_TEXT.chainTransfers}>
      {chain.transfers.map((transfer) => (
        <li key={`${transfer.tx_hash}:${transfer.log_index}`} className="funds-chain__transfer">
          <span className="funds-chain__hash" title={transfer.tx_hash}>
            {shortHash(transfer.tx_hash)}
          </span>
          <span>
            {transfer.amount} {FUNDS_TEXT.usdt}
          </span>
          <span className={`funds-chain__tstate funds-chain__tstate--${transfer.state}`}>
            {transfer.state === 'seen'
              ? FUNDS_TEXT.chainConfirming(transfer.confirmations, chain.required)
              : CHAIN_TRANSFER_STATE_LABELS[transfer.state]}
          </span>
        </li>
      ))}
    </ul>
  );
}
