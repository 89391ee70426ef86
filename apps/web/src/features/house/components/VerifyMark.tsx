import type { Check } from '../verify/check-bet.ts';
import { HOUSE_TEXT } from '../strings.ts';

/** ✓ or ✗, said in words to screen readers; … while it is being worked out. */
export function Mark({ check, label }: { check: Check | undefined; label: string }) {
  const text =
    check === undefined
      ? HOUSE_TEXT.checking
      : check === 'pass'
        ? HOUSE_TEXT.pass
        : HOUSE_TEXT.fail;
  return (
    <span
      className={`house-mark house-mark--${check ?? 'checking'}`}
      data-check={check ?? 'checking'}
    >
      <span aria-hidden>{text}</span>
      <span className="visually-hidden">
        {label}
        {check === undefined
          ? HOUSE_TEXT.checking
          : check === 'pass'
            ? HOUSE_TEXT.passWord
            : HOUSE_TEXT.failWord}
      </span>
    </span>
  );
}
