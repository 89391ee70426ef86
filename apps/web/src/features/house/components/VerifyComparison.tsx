import type { ReactNode } from 'react';
import type { Check } from '../verify/check-bet.ts';
import { HOUSE_TEXT } from '../strings.ts';
import { Mark } from './VerifyMark.tsx';

/** One line of a verification: what the server published beside what this browser recomputed. */
export interface ComparisonRow {
  key: string;
  label: string;
  server: ReactNode;
  /** Undefined while the recomputation runs (or when it gave nothing). */
  mine: ReactNode | undefined;
}

/** A check's verdict per line and in all; null while it runs. */
export interface ComparisonCheck {
  parts: Readonly<Record<string, Check>>;
  outcome: Check;
}

/**
 * The verification's comparison (a bet, a hand, a table round): published, recomputed and ✓ or ✗
 * per line; then what the recomputation drew (`children`) and the verdict.
 */
export function VerifyComparison({
  rows,
  check,
  children,
}: {
  rows: readonly ComparisonRow[];
  check: ComparisonCheck | null;
  children?: ReactNode;
}) {
  return (
    <>
      <table className="house-compare">
        <thead>
          <tr>
            <th scope="col">{HOUSE_TEXT.item}</th>
            <th scope="col">{HOUSE_TEXT.published}</th>
            <th scope="col">{HOUSE_TEXT.recomputed}</th>
            <th scope="col">
              <span className="visually-hidden">{HOUSE_TEXT.checkResult}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td>{row.server}</td>
              <td>{row.mine ?? (check ? '—' : HOUSE_TEXT.checking)}</td>
              <td>
                <Mark check={check?.parts[row.key]} label={row.label} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {children}
      {check && (
        <p className={`house-verdict house-verdict--${check.outcome}`} role="status">
          {check.outcome === 'pass' ? HOUSE_TEXT.outcomeSame : HOUSE_TEXT.outcomeDiffers}{' '}
          {check.outcome === 'pass' ? HOUSE_TEXT.pass : HOUSE_TEXT.fail}
        </p>
      )}
    </>
  );
}
