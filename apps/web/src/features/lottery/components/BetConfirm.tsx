import { Dialog } from 'antd-mobile';
import { formatMoneyShort } from '@app/contract/money-format';
import { LOTTERY_TEXT } from '../strings.ts';

export interface PendingOrder {
  /** [label, play, amount] lines, amounts as 2-place strings. */
  lines: [string, string, string][];
  total: string;
  expect: string;
}

/** The bet confirmation dialog (spec part 1 §2): the lines and the total, confirm or cancel. */
export function BetConfirm({
  order,
  busy,
  onConfirm,
  onCancel,
}: {
  order: PendingOrder | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      // above the bet panel (a Popup of the same z-index opened before it)
      style={{ '--z-index': '1020' }}
      visible={order !== null}
      title={LOTTERY_TEXT.confirmTitle}
      aria-label={LOTTERY_TEXT.confirmTitle}
      onClose={onCancel}
      content={
        order ? (
          <div className="lottery-confirm">
            <div className="lottery-confirm__issue">{LOTTERY_TEXT.confirmIssue(order.expect)}</div>
            <ul className="lottery-confirm__lines" aria-label={LOTTERY_TEXT.confirmTitle}>
              {order.lines.map(([label, , amount], index) => (
                <li key={`${index}-${label}`}>
                  <span>{label}</span>
                  <span>¥{formatMoneyShort(amount)}</span>
                </li>
              ))}
            </ul>
            <div className="lottery-confirm__total">
              {LOTTERY_TEXT.betLines(order.lines.length)} · {LOTTERY_TEXT.betTotal(order.total)}
            </div>
          </div>
        ) : null
      }
      actions={[
        [
          { key: 'cancel', text: LOTTERY_TEXT.cancel, onClick: onCancel },
          {
            key: 'confirm',
            text: busy ? LOTTERY_TEXT.sending : LOTTERY_TEXT.confirm,
            bold: true,
            disabled: busy,
            onClick: onConfirm,
          },
        ],
      ]}
    />
  );
}
