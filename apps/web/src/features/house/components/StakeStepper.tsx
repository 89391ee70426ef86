import { HOUSE_TEXT } from '../strings.ts';

/** The stake: one of the game's allowed stakes, stepped down and up (− ¥1.00 +). */
export function StakeStepper({
  stakes,
  value,
  onChange,
  disabled = false,
}: {
  stakes: readonly string[];
  value: string;
  onChange: (stake: string) => void;
  disabled?: boolean;
}) {
  const index = Math.max(0, stakes.indexOf(value));
  return (
    <div className="house-stake" role="group" aria-label={HOUSE_TEXT.stake}>
      <button
        type="button"
        className="house-stake__step"
        aria-label={HOUSE_TEXT.stakeDown}
        disabled={disabled || index === 0}
        onClick={() => onChange(stakes[index - 1]!)}
      >
        −
      </button>
      <output className="house-stake__value" aria-label={HOUSE_TEXT.stakeLabel(value)}>
        <span className="house-stake__caption">{HOUSE_TEXT.stake}</span>
        <strong>{HOUSE_TEXT.yuan(value)}</strong>
      </output>
      <button
        type="button"
        className="house-stake__step"
        aria-label={HOUSE_TEXT.stakeUp}
        disabled={disabled || index >= stakes.length - 1}
        onClick={() => onChange(stakes[index + 1]!)}
      >
        +
      </button>
    </div>
  );
}
