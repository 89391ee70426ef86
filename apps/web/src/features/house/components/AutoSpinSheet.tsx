import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { toast } from '../../../lib/feedback.ts';
import { AUTO_SPIN_COUNTS, parseWinLimit, type AutoSpinPlan } from '../slot/auto-spin.ts';
import { HOUSE_TEXT } from '../strings.ts';
import { HouseSheet } from './HouseSheet.tsx';

/** 自动旋转's plan: how many spins, and an optional single win that stops it. */
export function AutoSpinSheet({
  visible,
  onClose,
  onStart,
}: {
  visible: boolean;
  onClose: () => void;
  onStart: (plan: AutoSpinPlan) => void;
}) {
  const [spins, setSpins] = useState<number>(AUTO_SPIN_COUNTS[0]);
  const [limit, setLimit] = useState('');
  const start = () => {
    const stopOnWinAbove = parseWinLimit(limit);
    if (stopOnWinAbove === undefined) {
      toast(HOUSE_TEXT.autoBadLimit);
      return;
    }
    onStart({ spins, stopOnWinAbove });
  };
  return (
    <HouseSheet title={HOUSE_TEXT.autoSpin} visible={visible} onClose={onClose}>
      <div className="house-auto">
        <div className="house-auto__label" id="house-auto-count">
          {HOUSE_TEXT.autoCount}
        </div>
        <div className="house-auto__counts" role="radiogroup" aria-labelledby="house-auto-count">
          {AUTO_SPIN_COUNTS.map((count) => (
            <button
              key={count}
              type="button"
              role="radio"
              aria-checked={count === spins}
              className={count === spins ? 'house-chip house-chip--on' : 'house-chip'}
              onClick={() => setSpins(count)}
            >
              {count}
            </button>
          ))}
        </div>
        <label className="house-auto__label">
          {HOUSE_TEXT.autoWinLimit}
          <Input
            value={limit}
            onChange={setLimit}
            inputMode="decimal"
            placeholder={HOUSE_TEXT.autoWinLimitPlaceholder}
            clearable
            className="house-input"
          />
        </label>
        <p className="house-note">{HOUSE_TEXT.autoLowBalance}</p>
        <Button block color="primary" onClick={start}>
          {HOUSE_TEXT.autoStart(spins)}
        </Button>
      </div>
    </HouseSheet>
  );
}
