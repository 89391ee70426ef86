import { formatMinor } from '@app/contract/money-format';
import { pendingTotal } from '../tables/chips.ts';
import type { TableBetting } from '../tables/use-table-betting.ts';
import { TABLE_TEXT } from '../strings.ts';
import { CHIP_COLORS } from '../theme.ts';
import { chipFace } from './TableFelt.tsx';

/**
 * The chip rack (the table's chip values, smallest first: tap one, then tap areas) and the bet
 * buttons: 撤销 (the pending chips go), 重复 (the last settled round's bets), 加倍 and 确认下注.
 */
export function ChipRack({
  chips,
  betting,
  disabled,
}: {
  chips: readonly string[];
  betting: TableBetting;
  disabled: boolean;
}) {
  const waiting = pendingTotal(betting.pending);
  return (
    <div className="table-rack">
      <div className="table-rack__chips" role="radiogroup" aria-label={TABLE_TEXT.chips}>
        {chips.map((chip, i) => (
          <button
            key={chip}
            type="button"
            role="radio"
            aria-checked={betting.chip === chip}
            aria-label={TABLE_TEXT.chip(chip)}
            className="table-chip"
            onClick={() => betting.setChip(chip)}
          >
            <ChipArt amount={chip} color={CHIP_COLORS[i % CHIP_COLORS.length]!} />
          </button>
        ))}
      </div>
      <p className="table-rack__pending" aria-live="polite">
        {waiting > 0n ? TABLE_TEXT.pendingTotal(formatMinor(waiting)) : TABLE_TEXT.placeBets}
      </p>
      <div className="table-rack__actions">
        <button type="button" className="table-action" onClick={betting.undo}>
          {TABLE_TEXT.undo}
        </button>
        <button
          type="button"
          className="table-action"
          aria-disabled={disabled}
          onClick={betting.repeat}
        >
          {TABLE_TEXT.repeat}
        </button>
        <button
          type="button"
          className="table-action"
          aria-disabled={disabled}
          onClick={betting.double}
        >
          {TABLE_TEXT.double}
        </button>
        <button
          type="button"
          className="table-action table-action--confirm"
          aria-disabled={disabled}
          disabled={betting.busy}
          aria-busy={betting.busy}
          onClick={betting.confirm}
        >
          {TABLE_TEXT.confirm}
        </button>
      </div>
    </div>
  );
}

/** A casino chip: a disc of the chip's colour with a dashed rim and its value. */
function ChipArt({ amount, color }: { amount: string; color: string }) {
  const face = chipFace(amount);
  return (
    <svg className="table-chip__art" viewBox="0 0 40 40" aria-hidden style={{ color }}>
      <circle cx="20" cy="20" r="19" fill="currentColor" />
      <circle
        className="table-chip__rim"
        cx="20"
        cy="20"
        r="16"
        fill="none"
        strokeWidth="4"
        strokeDasharray="6 6.57"
      />
      <circle className="table-chip__inner" cx="20" cy="20" r="12" />
      <text
        className="table-chip__value"
        x="20"
        y="24.5"
        textAnchor="middle"
        fontSize={face.length > 3 ? 9 : 12}
      >
        {face}
      </text>
    </svg>
  );
}
