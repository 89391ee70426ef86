import { Button, Input, Popup, Tabs } from 'antd-mobile';
import { useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import type { LotteryGroup, LotteryPlay } from '@app/contract/lottery';
import { ballColour } from '@app/domain/lottery/attributes';
import { panelLines, picksOf, type PanelChoice, type SpecialChoice } from '../bet-lines.ts';
import {
  LOTTERY_DEFAULT_AMOUNT,
  LOTTERY_MAX_LINES,
  LOTTERY_NUMBERS,
  LOTTERY_QUICK_AMOUNTS,
} from '@app/contract/lottery-constants';
import { formatMinor } from '@app/contract/money-format';
import { toFen } from '../money.ts';
import { LOTTERY_TEXT } from '../strings.ts';
import type { PendingOrder } from './BetConfirm.tsx';

const NUMBERS = Array.from({ length: LOTTERY_NUMBERS }, (_, i) => i + 1);
const two = (n: number) => String(n).padStart(2, '0');

function toggle<T>(set: ReadonlySet<T>, value: T): Set<T> {
  const next = new Set(set);
  if (next.has(value)) next.delete(value);
  else next.add(value);
  return next;
}

function PlayCell({
  play,
  chosen,
  onTap,
  hint,
}: {
  play: LotteryPlay;
  chosen: boolean;
  onTap: () => void;
  hint?: string;
}) {
  return (
    <button
      type="button"
      className={`lottery-cell${chosen ? ' lottery-cell--chosen' : ''}`}
      aria-pressed={chosen}
      onClick={onTap}
    >
      <span className="lottery-cell__name">{play.name}</span>
      <span className="lottery-cell__odds">{play.odds}</span>
      {hint ? <span className="lottery-cell__hint">{hint}</span> : null}
    </button>
  );
}

function SpecialGroup({
  group,
  choice,
  onChange,
}: {
  group: LotteryGroup;
  choice: SpecialChoice;
  onChange: (choice: SpecialChoice) => void;
}) {
  return (
    <div className="lottery-special">
      <div className="lottery-panel__label">{LOTTERY_TEXT.pickPlays}</div>
      <div className="lottery-cells">
        {group.childrens.map((play) => (
          <PlayCell
            key={play.id}
            play={play}
            chosen={choice.plays.has(play.id)}
            hint={picksOf(play) > 1 ? LOTTERY_TEXT.picksNeeded(picksOf(play)) : undefined}
            onTap={() => onChange({ ...choice, plays: toggle(choice.plays, play.id) })}
          />
        ))}
      </div>
      <div className="lottery-panel__label">{LOTTERY_TEXT.pickNumbers}</div>
      <div className="lottery-numbers" role="group" aria-label={LOTTERY_TEXT.pickNumbers}>
        {NUMBERS.map((n) => (
          <button
            key={n}
            type="button"
            className={`lottery-number lottery-number--${ballColour(n)}${choice.numbers.has(n) ? ' lottery-number--chosen' : ''}`}
            aria-pressed={choice.numbers.has(n)}
            disabled={choice.plays.size === 0}
            onClick={() => onChange({ ...choice, numbers: toggle(choice.numbers, n) })}
          >
            {two(n)}
          </button>
        ))}
      </div>
    </div>
  );
}

const NO_SPECIAL: SpecialChoice = { plays: new Set(), numbers: new Set() };

/**
 * The bet panel (spec part 1 §2): the playbox groups as tabs; a fixed group's plays are cells
 * (name and odds) to tap; a special group takes one or more plays, then numbers 1–49. Quick
 * amounts 10/20/50/200/500 (default 10) or a typed amount; total = count × amount. The preview bar
 * shows while at least one bet is chosen; 确认投注 hands the lines to the confirmation dialog.
 */
export function BetPanel({
  visible,
  playbox,
  expect,
  blockedText,
  onClose,
  onConfirm,
}: {
  visible: boolean;
  playbox: LotteryGroup[];
  expect: string;
  /** Why betting is closed now (封盘中禁止投注…), or null while it is open. */
  blockedText: string | null;
  onClose: () => void;
  onConfirm: (order: PendingOrder) => void;
}) {
  const [tab, setTab] = useState('0');
  const [choice, setChoice] = useState<PanelChoice>({ fixed: new Set(), special: new Map() });
  const [amountText, setAmountText] = useState(String(LOTTERY_DEFAULT_AMOUNT));
  const amountFen = toFen(amountText);

  const result = useMemo(() => panelLines(playbox, choice), [playbox, choice]);
  const count = result.count;
  const totalFen = amountFen === null ? null : amountFen * count;

  const clear = () => setChoice({ fixed: new Set(), special: new Map() });
  const confirm = () => {
    if (amountFen === null || result.tooMany || result.lines.length === 0) return;
    const amount = formatMinor(amountFen);
    onConfirm({
      lines: result.lines.map((line) => [line.label, line.play, amount]),
      total: formatMinor(amountFen * result.lines.length),
      expect,
    });
  };

  const index = Number(tab);
  const group = playbox[index];

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName="lottery-panel"
      destroyOnClose={false}
    >
      <div className="lottery-panel__head">
        <span className="lottery-panel__title">{LOTTERY_TEXT.panelTitle}</span>
        <button type="button" className="lottery-panel__close" onClick={onClose}>
          ×
        </button>
      </div>
      <Tabs activeKey={tab} onChange={setTab} className="lottery-panel__tabs">
        {playbox.map((g, i) => (
          <Tabs.Tab key={String(i)} title={g.name} />
        ))}
      </Tabs>
      <div className="lottery-panel__body">
        {group ? (
          <GroupPlays group={group} index={index} choice={choice} onChoice={setChoice} />
        ) : null}
      </div>
      <div className="lottery-panel__foot">
        <AmountChooser amountText={amountText} onAmount={setAmountText} />
        {blockedText !== null ? (
          <div className="lottery-panel__warn" role="status">
            {blockedText}
          </div>
        ) : null}
        <PanelWarning result={result} count={count} amountFen={amountFen} />
        {count > 0 ? (
          <BetPreview
            count={count}
            amountFen={amountFen}
            totalFen={totalFen}
            canConfirm={amountFen !== null && !result.tooMany && blockedText === null}
            onClear={clear}
            onConfirm={confirm}
          />
        ) : null}
      </div>
    </Popup>
  );
}

/** A group's description and its plays: cells to tap, or a special group's plays and numbers. */
function GroupPlays({
  group,
  index,
  choice,
  onChoice,
}: {
  group: LotteryGroup;
  index: number;
  choice: PanelChoice;
  onChoice: Dispatch<SetStateAction<PanelChoice>>;
}) {
  return (
    <>
      {group.desc ? <div className="lottery-panel__desc">{group.desc}</div> : null}
      {group.special === 1 ? (
        <SpecialGroup
          group={group}
          choice={choice.special.get(index) ?? NO_SPECIAL}
          onChange={(next) =>
            onChoice((c) => ({ ...c, special: new Map(c.special).set(index, next) }))
          }
        />
      ) : (
        <div className="lottery-cells">
          {group.childrens.map((play) => (
            <PlayCell
              key={play.id}
              play={play}
              chosen={choice.fixed.has(play.id)}
              onTap={() => onChoice((c) => ({ ...c, fixed: toggle(c.fixed, play.id) }))}
            />
          ))}
        </div>
      )}
    </>
  );
}

/** The amount of each bet: a quick amount or a typed one. */
function AmountChooser({
  amountText,
  onAmount,
}: {
  amountText: string;
  onAmount: (text: string) => void;
}) {
  return (
    <div className="lottery-amounts">
      <span className="lottery-panel__label">{LOTTERY_TEXT.amount}</span>
      {LOTTERY_QUICK_AMOUNTS.map((quick) => (
        <button
          key={quick}
          type="button"
          className={`lottery-amount${amountText === String(quick) ? ' lottery-amount--chosen' : ''}`}
          aria-pressed={amountText === String(quick)}
          onClick={() => onAmount(String(quick))}
        >
          {quick}
        </button>
      ))}
      <Input
        className="lottery-amount-input"
        aria-label={LOTTERY_TEXT.amount}
        inputMode="decimal"
        value={amountText}
        onChange={onAmount}
        maxLength={10}
      />
    </div>
  );
}

/** Why the bets cannot be confirmed yet: too many lines, numbers missing or a wrong amount. */
function PanelWarning({
  result,
  count,
  amountFen,
}: {
  result: ReturnType<typeof panelLines>;
  count: number;
  amountFen: number | null;
}) {
  return (
    <>
      {result.tooMany ? (
        <div className="lottery-panel__warn" role="alert">
          {LOTTERY_TEXT.tooManyLines(LOTTERY_MAX_LINES)}
        </div>
      ) : result.numbersNeeded > 0 && count === 0 ? (
        <div className="lottery-panel__warn">
          {LOTTERY_TEXT.notEnoughNumbers(result.numbersNeeded)}
        </div>
      ) : amountFen === null ? (
        <div className="lottery-panel__warn">{LOTTERY_TEXT.amountInvalid}</div>
      ) : null}
    </>
  );
}

/** The bets chosen: count, amount and total, with 清空 and 确认投注. */
function BetPreview({
  count,
  amountFen,
  totalFen,
  canConfirm,
  onClear,
  onConfirm,
}: {
  count: number;
  amountFen: number | null;
  totalFen: number | null;
  canConfirm: boolean;
  onClear: () => void;
  onConfirm: () => void;
}) {
  return (
    <div className="lottery-preview" data-testid="bet-preview">
      <span className="lottery-preview__text">
        {LOTTERY_TEXT.preview(
          count,
          amountFen === null ? '--' : formatMinor(amountFen),
          totalFen === null ? '--' : formatMinor(totalFen),
        )}
      </span>
      <Button size="small" fill="none" onClick={onClear}>
        {LOTTERY_TEXT.clear}
      </Button>
      <Button size="small" color="primary" disabled={!canConfirm} onClick={onConfirm}>
        {LOTTERY_TEXT.confirmBet}
      </Button>
    </div>
  );
}
