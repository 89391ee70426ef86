import { useLayoutEffect, useRef, type ReactNode } from 'react';
import {
  beadPlate,
  ROAD_ROWS,
  type BigRoadEntry,
  type DerivedColour,
  type PlacedCell,
} from '@app/domain/house/roads';
import type { HouseTableResult } from '../api/house-table.ts';
import { NIUNIU_SEAT_AREAS } from '../tables/outcome.ts';
import { seatRows, type RoundRoadResult } from '../tables/roads-view.ts';
import { TABLE_TEXT, tableAreaName } from '../strings.ts';

/**
 * The roads drawn: a grid of six rows in SVG, as wide as its columns (at least as many as fill the
 * panel at 375 px), scrolled to its newest end once wider than the panel. Red for the banker (or dragon), blue for the player (or
 * tiger), green for a tie; pairs are dots on a cell's corners.
 */
const BEAD_CELL = 20;
const BIG_CELL = 16;
const DERIVED_CELL = 12;

function RoadGrid({
  cols,
  cell,
  label,
  minCols,
  children,
}: {
  cols: number;
  cell: number;
  label: string;
  minCols: number;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const width = Math.max(cols, minCols) * cell;
  const height = ROAD_ROWS * cell;
  useLayoutEffect(() => {
    const element = box.current;
    if (element && cols > minCols) element.scrollLeft = element.scrollWidth;
  }, [cols, minCols]);
  const lines = [
    ...Array.from({ length: width / cell + 1 }, (_, c) => `M${c * cell} 0V${height}`),
    ...Array.from({ length: ROAD_ROWS + 1 }, (_, r) => `M0 ${r * cell}H${width}`),
  ].join('');
  return (
    <div className="table-road" ref={box} tabIndex={0} role="group" aria-label={label}>
      <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden>
        <rect className="table-road__paper" width={width} height={height} />
        <path className="table-road__lines" d={lines} />
        {children}
      </svg>
    </div>
  );
}

const SIDE_CLASS: Record<string, string> = { banker: 'banker', player: 'player', tie: 'tie' };

function PairDots({ x, y, cell, entry }: { x: number; y: number; cell: number; entry: Pairs }) {
  const r = cell * 0.14;
  return (
    <>
      {entry.bankerPair && (
        <circle className="table-road__dot--banker" cx={x + r + 1} cy={y + r + 1} r={r} />
      )}
      {entry.playerPair && (
        <circle
          className="table-road__dot--player"
          cx={x + cell - r - 1}
          cy={y + cell - r - 1}
          r={r}
        />
      )}
    </>
  );
}

interface Pairs {
  playerPair?: boolean;
  bankerPair?: boolean;
}

/** 珠盘路: every round, ties included, six to a column; a cell names its side (庄 闲 和, 龙 虎 和). */
export function BeadRoad({
  results,
  label,
  dragonTiger = false,
}: {
  results: readonly RoundRoadResult[];
  label: string;
  dragonTiger?: boolean;
}) {
  const cells = beadPlate(results);
  const cols = (cells.at(-1)?.col ?? 0) + 1;
  const c = BEAD_CELL;
  const sideName = (winner: string) =>
    TABLE_TEXT.beadShort[
      dragonTiger ? ({ banker: 'dragon', player: 'tiger' }[winner] ?? winner) : winner
    ] ?? winner;
  return (
    <RoadGrid cols={cols} cell={c} label={label} minCols={17}>
      {cells.map(({ col, row }, i) => {
        const result = results[i]!;
        const x = col * c;
        const y = row * c;
        return (
          <g
            key={result.round}
            className="table-road__bead"
            data-round={result.round}
            data-col={col}
            data-row={row}
            data-winner={result.winner}
          >
            <circle
              className={`table-road__fill--${SIDE_CLASS[result.winner]}`}
              cx={x + c / 2}
              cy={y + c / 2}
              r={c / 2 - 2}
            />
            <text className="table-road__text" x={x + c / 2} y={y + c / 2 + 4} textAnchor="middle">
              {sideName(result.winner)}
            </text>
            <PairDots x={x} y={y} cell={c} entry={result} />
          </g>
        );
      })}
    </RoadGrid>
  );
}

/** 大路: rings of the winning side down a column per run; ties a green slash (and their count). */
export function BigRoad({ cells, label }: { cells: PlacedCell<BigRoadEntry>[]; label: string }) {
  const cols = Math.max(0, ...cells.map((cell) => cell.col)) + 1;
  const c = BIG_CELL;
  return (
    <RoadGrid cols={cols} cell={c} label={label} minCols={21}>
      {cells.map(({ col, row, value }) => {
        const x = col * c;
        const y = row * c;
        return (
          <g
            key={`${col}:${row}`}
            className="table-road__big"
            data-col={col}
            data-row={row}
            data-winner={value.winner}
            data-ties={value.ties}
          >
            <circle
              className={`table-road__ring--${value.winner}`}
              cx={x + c / 2}
              cy={y + c / 2}
              r={c / 2 - 2.5}
            />
            {value.ties > 0 && (
              <line
                className="table-road__tie"
                x1={x + 3}
                y1={y + c - 3}
                x2={x + c - 3}
                y2={y + 3}
              />
            )}
            {value.ties > 1 && (
              <text
                className="table-road__count"
                x={x + c / 2}
                y={y + c / 2 + 3}
                textAnchor="middle"
              >
                {value.ties}
              </text>
            )}
            <PairDots x={x} y={y} cell={c} entry={value} />
          </g>
        );
      })}
    </RoadGrid>
  );
}

/** 大眼仔 (rings), 小路 (dots), 曱甴路 (slashes): red or blue marks placed as the big road's. */
export function DerivedRoad({
  kind,
  cells,
  label,
}: {
  kind: 'bigEye' | 'small' | 'cockroach';
  cells: PlacedCell<DerivedColour>[];
  label: string;
}) {
  const cols = Math.max(0, ...cells.map((cell) => cell.col)) + 1;
  const c = DERIVED_CELL;
  if (cells.length === 0) return <p className="table-roads__empty">{TABLE_TEXT.roadEmpty}</p>;
  return (
    <RoadGrid cols={cols} cell={c} label={label} minCols={28}>
      {cells.map(({ col, row, value }) => {
        const x = col * c;
        const y = row * c;
        const side = value === 'red' ? 'banker' : 'player';
        const mark =
          kind === 'bigEye' ? (
            <circle
              className={`table-road__ring--${side}`}
              cx={x + c / 2}
              cy={y + c / 2}
              r={c / 2 - 2.5}
            />
          ) : kind === 'small' ? (
            <circle
              className={`table-road__fill--${side}`}
              cx={x + c / 2}
              cy={y + c / 2}
              r={c / 2 - 2}
            />
          ) : (
            <line
              className={`table-road__slash--${side}`}
              x1={x + 2}
              y1={y + c - 2}
              x2={x + c - 2}
              y2={y + 2}
            />
          );
        return (
          <g
            key={`${col}:${row}`}
            className="table-road__mark"
            data-col={col}
            data-row={row}
            data-colour={value}
          >
            {mark}
          </g>
        );
      })}
    </RoadGrid>
  );
}

/** 百人牛牛: a row per seat (天 地 玄 黄), a column per round, oldest left: 赢 or 输. */
export function SeatsGrid({ results }: { results: readonly HouseTableResult[] }) {
  const rows = seatRows(results);
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, [rows.length]);
  return (
    <div className="table-seats" ref={box} tabIndex={0}>
      <table aria-label={TABLE_TEXT.roadNames.seats}>
        <tbody>
          {NIUNIU_SEAT_AREAS.map((area, s) => (
            <tr key={area}>
              <th scope="row">{tableAreaName(area)}</th>
              {rows.map((row) => {
                const won = row.wins[s] ?? false;
                return (
                  <td
                    key={row.round}
                    className={`table-seats__cell table-seats__cell--${won ? 'win' : 'lose'}`}
                    data-round={row.round}
                    title={TABLE_TEXT.historyRow(row.round)}
                  >
                    {won ? TABLE_TEXT.seatWin : TABLE_TEXT.seatLose}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
