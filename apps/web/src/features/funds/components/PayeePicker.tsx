import { Button, List, Popup, Skeleton } from 'antd-mobile';
import { CheckOutline, RightOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import type { CardType } from '@app/contract/payees-limits';
import { useCards, type SavedCard } from '../../../api/cards.ts';
import { FUNDS_TEXT } from '../strings.ts';

/** How a saved payee reads in one line: bank or protocol, and the last 4 characters. */
export function payeeLabel(card: SavedCard): string {
  const kind = card.type === 2 ? `USDT-${card.bank_owner}` : card.bank;
  return `${kind} ${FUNDS_TEXT.lastDigits(card.last4 || card.bank_no.slice(-4))}`;
}

/**
 * The payee row of the withdrawal form and its bottom popup of saved cards (getcard type 2 for
 * USDT addresses, 1 for bank cards). With none saved the popup links to the add screen.
 */
export function PayeePicker({
  cardType,
  selected,
  open,
  onOpen,
  onClose,
  onChoose,
}: {
  cardType: CardType;
  selected: SavedCard | null;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  onChoose: (card: SavedCard) => void;
}) {
  const navigate = useNavigate();
  const cards = useCards(cardType);
  const usdt = cardType === 2;
  const placeholder = usdt ? FUNDS_TEXT.choosePayeeUsdt : FUNDS_TEXT.choosePayeeBank;
  const addPath = usdt ? '/addUsdtCard' : '/addBankCard';
  const list = cards.data ?? [];

  return (
    <>
      <button type="button" className="funds-payee" onClick={onOpen} aria-haspopup="dialog">
        <span className="funds-payee__label">
          {usdt ? FUNDS_TEXT.payeeUsdt : FUNDS_TEXT.payeeBank}
        </span>
        <span
          className={
            selected ? 'funds-payee__value' : 'funds-payee__value funds-payee__value--empty'
          }
        >
          {selected ? payeeLabel(selected) : placeholder}
        </span>
        <RightOutline aria-hidden />
      </button>
      <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="funds-popup">
        <div className="funds-popup__title">
          {usdt ? FUNDS_TEXT.payeeListTitleUsdt : FUNDS_TEXT.payeeListTitleBank}
        </div>
        {cards.isPending ? (
          <Skeleton.Paragraph lineCount={3} animated />
        ) : list.length > 0 ? (
          <PayeeList list={list} selected={selected} onChoose={onChoose} />
        ) : (
          <div className="funds-empty">
            <p>
              {cards.isError
                ? FUNDS_TEXT.loadFailed
                : usdt
                  ? FUNDS_TEXT.noPayeeUsdt
                  : FUNDS_TEXT.noPayeeBank}
            </p>
          </div>
        )}
        {!cards.isPending && list.length === 0 && (
          <div className="funds-popup__add">
            <Button block color="primary" shape="rounded" onClick={() => void navigate(addPath)}>
              {usdt ? FUNDS_TEXT.addUsdt : FUNDS_TEXT.addBank}
            </Button>
          </div>
        )}
      </Popup>
    </>
  );
}

/** The saved payees, the chosen one ticked. */
function PayeeList({
  list,
  selected,
  onChoose,
}: {
  list: readonly SavedCard[];
  selected: SavedCard | null;
  onChoose: (card: SavedCard) => void;
}) {
  return (
    <List className="funds-popup__list">
      {list.map((card) => (
        <List.Item
          key={card.id}
          prefix={card.ico ? <img className="funds-bank-ico" src={card.ico} alt="" /> : undefined}
          description={card.type === 2 ? card.bank_address || undefined : card.bank_owner}
          extra={
            selected?.id === card.id ? <CheckOutline color="var(--adm-color-primary)" /> : undefined
          }
          onClick={() => onChoose(card)}
          arrow={false}
        >
          {payeeLabel(card)}
        </List.Item>
      ))}
    </List>
  );
}
