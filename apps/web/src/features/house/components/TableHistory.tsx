import { Link } from 'react-router';
import type { HouseTableResult } from '../api/house-table.ts';
import { summary } from '../tables/outcome.ts';
import { TABLE_TEXT } from '../strings.ts';

/** Where a table's round is verified in the browser. */
export function tableVerifyPath(table: string, round: number): string {
  return `/house/verify?${new URLSearchParams({ table, round: String(round) }).toString()}`;
}

/** 历史: the table's last rounds, newest first, each with its outcome and its verification. */
export function TableHistory({
  code,
  results,
}: {
  code: string;
  results: readonly HouseTableResult[];
}) {
  if (results.length === 0) return <p className="table-roads__empty">{TABLE_TEXT.noResults}</p>;
  return (
    <ol className="table-history">
      {results.map((result) => (
        <li key={result.round} className="table-history__row" data-round={result.round}>
          <span className="table-history__round">{TABLE_TEXT.historyRow(result.round)}</span>
          <span className="table-history__summary">{summary(result.outcome)}</span>
          <Link
            className="table-history__verify"
            to={tableVerifyPath(code, result.round)}
            aria-label={`${TABLE_TEXT.historyRow(result.round)} ${TABLE_TEXT.verify}`}
          >
            {TABLE_TEXT.verify}
          </Link>
        </li>
      ))}
    </ol>
  );
}
