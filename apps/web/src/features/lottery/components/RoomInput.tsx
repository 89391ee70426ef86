import { Button, Input } from 'antd-mobile';
import { LOTTERY_CHAT_MAX, LOTTERY_TYPE } from '@app/contract/lottery-constants';
import { LOTTERY_TEXT } from '../strings.ts';
import { preloadOverlays } from './RoomOverlays.tsx';

/**
 * The room's input row: help, the chat or bet command text, send, and the bet sheet's button. Its
 * hint is the room's largest paint: it depends only on the lottery's kind, which the page carries
 * (first-paint.tsx renders this row before any script has run).
 */
export function RoomInput({
  lotteryType,
  text,
  betting,
  onText,
  onSend,
  onHelp,
  onBet,
  readOnly = false,
}: {
  lotteryType: number;
  text: string;
  betting: boolean;
  onText: (text: string) => void;
  onSend: () => void;
  onHelp: () => void;
  onBet: () => void;
  /** While the room is on its way: nothing typed there could be sent, so nothing can be typed. */
  readOnly?: boolean;
}) {
  return (
    <div className="lottery-input" onPointerDown={preloadOverlays} onFocus={preloadOverlays}>
      <button type="button" className="lottery-input__help" onClick={onHelp}>
        ?
      </button>
      <Input
        className="lottery-input__text"
        aria-label={LOTTERY_TEXT.send}
        placeholder={
          lotteryType === LOTTERY_TYPE.sumOfThree
            ? LOTTERY_TEXT.commandPlaceholder
            : LOTTERY_TEXT.chatPlaceholder
        }
        value={text}
        readOnly={readOnly}
        maxLength={LOTTERY_CHAT_MAX}
        onChange={onText}
        onEnterPress={onSend}
      />
      <Button size="small" color="primary" disabled={text.trim() === ''} onClick={onSend}>
        {LOTTERY_TEXT.send}
      </Button>
      <Button
        size="small"
        color="warning"
        className={betting ? '' : 'lottery-bet-button--blocked'}
        aria-disabled={!betting}
        onClick={onBet}
      >
        {LOTTERY_TEXT.bet}
      </Button>
    </div>
  );
}
