import { firstRoundOf, tableRoundTimes, tableRoundAt } from '@app/domain/house/index';
import type { AppContext } from '../../platform/context.ts';
import type { DueSlot, JobDefinition } from '../../platform/jobs/jobs.ts';
import { knownTables, loadTables, readTable, type HouseTable } from './table-registry.ts';
import { publishRound } from './table-room.ts';
import { ensureRound } from './table-rounds.ts';
import { settleDue } from './table-settle.ts';

/**
 * The tables' scheduled work (DESIGN §7, platform/jobs), like the lottery's draws: each round's
 * open (its seed and commitment, announced) and deal are slots derived from the table's schedule —
 * every node computes the same `<table code>:<round>` and the job_runs insert decides who runs it.
 * The deal settles every round of the table whose betting closed and that is still open (so a
 * round missed while no node ran is dealt by the next slot), and `house.tables.sweep` does the same
 * every minute for every table, closed ones included (their rounds with bets still settle).
 */

/** How far back derived slots reach (a round older is left to the next deal or the sweep). */
const WINDOW_MS = 2 * 60 * 1000;
/** An open announced later than this is not announced (the room has moved on). */
const ANNOUNCE_LATE_MS = 5_000;
/** The deal's lease: short, so a round whose node died is taken over within seconds. */
const DEAL_LEASE_MS = 10_000;

type Step = 'open' | 'deal';

/**
 * The one slot of a step due now: the latest round whose open (or close) has come, within
 * WINDOW_MS. One is enough: a deal settles every earlier round still open too, and an earlier
 * round's open has nothing left to announce (its row is made when anyone needs it).
 */
function roundsOf(table: HouseTable, step: Step, now: number): DueSlot[] {
  const at = tableRoundAt(table.schedule, now);
  if (at.phase === 'waiting') return [];
  const round = step === 'deal' && at.phase === 'betting' ? at.round - 1 : at.round;
  if (round < firstRoundOf(table.schedule)) return [];
  const times = tableRoundTimes(table.schedule, round);
  const due = step === 'open' ? times.opensAt : times.closesAt;
  return due >= now - WINDOW_MS ? [{ slot: `${table.code}:${round}`, at: due }] : [];
}

function derived(ctx: AppContext, step: Step) {
  return {
    slots: (now: number) =>
      knownTables(ctx)
        .filter((table) => table.open)
        .flatMap((table) => roundsOf(table, step, now)),
  };
}

async function tableOfSlot(
  ctx: AppContext,
  slot: string,
): Promise<{ table: HouseTable; round: number }> {
  const [code, roundText] = slot.split(':');
  const table = code ? await readTable(ctx.store.db, code) : null;
  const round = Number(roundText);
  if (!table || !Number.isSafeInteger(round))
    throw new Error(`house table slot ${slot} names no round`);
  return { table, round };
}

export function tableJobs(ctx: AppContext): JobDefinition[] {
  return [
    {
      name: 'house.table.open',
      schedule: derived(ctx, 'open'),
      concurrency: 2,
      handler: async (run) => {
        const { table, round } = await tableOfSlot(ctx, run.slot);
        if (!table.open) return;
        const row = await ensureRound(ctx, table, round);
        if (ctx.clock.now() - row.opens_at <= ANNOUNCE_LATE_MS)
          await publishRound(ctx, table.code, row);
      },
    },
    {
      name: 'house.table.deal',
      schedule: derived(ctx, 'deal'),
      concurrency: 2,
      leaseMs: DEAL_LEASE_MS,
      handler: async (run) => {
        const { table } = await tableOfSlot(ctx, run.slot);
        await settleDue(ctx, table);
      },
    },
    {
      name: 'house.tables.sweep',
      schedule: { every: 60 },
      handler: async () => {
        for (const table of await loadTables(ctx)) await settleDue(ctx, table);
      },
    },
  ];
}
