import { BankcardOutline, DeleteOutline } from 'antd-mobile-icons';
import type { Card } from '@app/contract/payees';
import { PAYEES_TEXT } from '../strings.ts';

/** One saved card as a small bank card: name, holder or protocol, last 4 digits, unbind. */
export function CardView({
  card,
  busy,
  onUnbind,
}: {
  card: Card;
  busy: boolean;
  onUnbind: (card: Card) => void;
}) {
  const usdt = card.type === 2;
  const last4 = card.last4 || card.bank_no.slice(-4);
  return (
    <li className={usdt ? 'payee-card payee-card--usdt' : 'payee-card'}>
      <div className="payee-card__top">
        <span className="payee-card__ico" aria-hidden>
          {card.ico ? <img src={card.ico} alt="" /> : usdt ? '₮' : <BankcardOutline />}
        </span>
        <div className="payee-card__names">
          <div className="payee-card__bank">{usdt ? PAYEES_TEXT.usdtName : card.bank}</div>
          <div className="payee-card__owner">
            {usdt ? PAYEES_TEXT.protocolOf(card.bank_owner) : card.bank_owner}
          </div>
        </div>
        <button
          type="button"
          className="payee-card__unbind"
          aria-label={`${PAYEES_TEXT.unbind} ${last4}`}
          disabled={busy}
          onClick={() => onUnbind(card)}
        >
          <DeleteOutline aria-hidden />
          <span>{PAYEES_TEXT.unbind}</span>
        </button>
      </div>
      <div className="payee-card__number" aria-label={last4}>
        <span aria-hidden>****</span>
        <span aria-hidden>****</span>
        <span aria-hidden>****</span>
        <span className="payee-card__last4">{last4}</span>
      </div>
    </li>
  );
}
