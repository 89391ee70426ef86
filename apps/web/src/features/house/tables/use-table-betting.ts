import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { MSG } from '@app/contract/messages';
import { toast } from '../../../lib/feedback.ts';
import { newIdempotencyKey } from '../../../lib/idempotency.ts';
import { patchTable, type HouseTable } from '../api/house-table.ts';
import { postTableBet, type TableStake } from '../api/house-table-bet.ts';
import { houseKeys } from '../api/keys.ts';
import { messageOf, retryOnce } from '../../../lib/retry-once.ts';
import { HOUSE_TEXT, TABLE_TEXT } from '../strings.ts';
import {
  aboveMax,
  addChip,
  doubled,
  fen,
  NO_PENDING,
  pendingOf,
  stakeOn,
  stakesOf,
  type Pending,
} from './chips.ts';

export interface TableBetting {
  chip: string;
  setChip: (chip: string) => void;
  pending: Pending;
  busy: boolean;
  /** Puts the chosen chip on an area (pending). */
  place: (area: string) => void;
  undo: () => void;
  repeat: () => void;
  double: () => void;
  /** Sends the pending chips in one call. */
  confirm: () => void;
}

/**
 * The felt's betting: the chosen chip, the chips put on areas and not yet sent (pending), and
 * 确认下注, which sends them in one call. Bets once the round's window has closed are refused here
 * with the server's own words; the server's refusals (余额不足, the limits, …) show as a toast.
 * 重复 puts the last settled round's bets back as pending chips, 加倍 doubles the pending chips
 * (or the last round's); the player confirms them. Pending chips go when the betting window closes.
 */
export function useTableBetting(
  table: HouseTable,
  serverNow: () => number,
  bettingOpen: boolean,
): TableBetting {
  const [chip, setChip] = useState(table.chips[0] ?? '');
  const [pending, setPending] = useState<Pending>(NO_PENDING);
  const round = table.current?.round ?? null;
  const send = useSendBets(table.code);
  // chips not confirmed in time cannot be sent any more: they go at the close
  useEffect(() => {
    if (!bettingOpen) setPending(NO_PENDING);
  }, [round, bettingOpen]);

  const open = (): boolean => {
    const current = table.current;
    if (current !== null && serverNow() < current.closes_at) return true;
    toast(current === null ? TABLE_TEXT.closed : MSG.houseBettingClosed, 'fail');
    return false;
  };

  /** The chips fit every area's maximum with the player's confirmed stakes there. */
  const fits = (next: Pending): boolean => {
    const over = table.areas.some((info) =>
      aboveMax(info, stakeOn(table.mine?.bets, info.area), next[info.area] ?? 0n, 0n),
    );
    if (over) toast(MSG.houseAreaAboveMax, 'fail');
    return !over;
  };

  const fromLast = (double: boolean) => {
    if (!open()) return;
    const mineBefore = pendingOf(table.last_mine?.bets ?? []);
    const base = double && Object.keys(pending).length > 0 ? pending : mineBefore;
    if (Object.keys(base).length === 0) {
      toast(double ? TABLE_TEXT.noChips : TABLE_TEXT.nothingToRepeat);
      return;
    }
    const next = double ? doubled(base) : base;
    if (fits(next)) setPending(next);
  };

  return {
    chip,
    setChip,
    pending,
    busy: send.busy,
    place: (area) => {
      if (!open() || chip === '') return;
      const next = addChip(pending, area, fen(chip));
      if (fits(next)) setPending(next);
    },
    undo: () => setPending(NO_PENDING),
    repeat: () => fromLast(false),
    double: () => fromLast(true),
    confirm: () => {
      const bets = stakesOf(pending, table.areas);
      if (bets.length === 0) return toast(TABLE_TEXT.noChips);
      if (!open() || round === null) return;
      void send.bets(round, bets).then((sent) => {
        if (sent) setPending(NO_PENDING);
      });
    },
  };
}

/**
 * POST /api/house/table/bet with one Idempotency-Key per confirmation (sent again only when the
 * first attempt got no answer): the answer's stakes and balance go into the cached table; a
 * refusal is a toast, and the table is asked again (its balance, its round).
 */
function useSendBets(code: string) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const bets = async (round: number, stakes: TableStake[]): Promise<boolean> => {
    if (busyRef.current) return false;
    busyRef.current = true;
    setBusy(true);
    const key = newIdempotencyKey();
    try {
      const answer = await retryOnce(() => postTableBet(code, round, stakes, key));
      patchTable(queryClient, code, (table) => ({
        ...table,
        balance: answer.balance,
        mine: table.current?.round === answer.mine.round ? answer.mine : table.mine,
      }));
      toast(TABLE_TEXT.placed, 'success');
      return true;
    } catch (failure) {
      toast(messageOf(failure, HOUSE_TEXT.loadFailed), 'fail');
      void queryClient.invalidateQueries({ queryKey: houseKeys.table(code) });
      return false;
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };
  return { busy, bets };
}
