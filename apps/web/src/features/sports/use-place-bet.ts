import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { MSG } from '@app/contract/messages';
import type { OddsAccept } from '@app/contract/sports-constants';
import { houseLobbyQueryKey, setHouseWallet } from '../../api/house-lobby.ts';
import { toast } from '../../lib/feedback.ts';
import { newIdempotencyKey } from '../../lib/idempotency.ts';
import { messageOf, retryOnce } from '../../lib/retry-once.ts';
import { sportsKeys } from './api/keys.ts';
import { postSportsBet } from './api/sports-bet.ts';
import { fetchFixture } from './api/sports-fixture.ts';
import { clearSlip, showSlip, syncSlip, type SlipLeg } from './slip-store.ts';
import { SPORTS_TEXT } from './strings.ts';

/** A catalogue template as a test of a message (`{changes}` stands for anything). */
function templateTest(template: string): RegExp {
  const parts = template.split(/\{\w+\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[\\s\\S]*')}$`);
}
const ODDS_CHANGED = templateTest(MSG.sportsOddsChanged);
/** Refusals after which the slip asks the fixtures again (odds, suspensions). */
const STALE = [
  ODDS_CHANGED,
  templateTest(MSG.sportsMarketSuspended),
  templateTest(MSG.sportsMarketClosed),
  templateTest(MSG.sportsInPlayRejected),
];

export type PlaceState =
  | { phase: 'idle' }
  /** In play: the server waits the delay before it takes the bet. */
  | { phase: 'sending'; waitUntil: number | null }
  | { phase: 'refused'; message: string; oddsChanged: boolean; lowBalance: boolean };

/**
 * 确认投注: the slip as one bet, with one Idempotency-Key per confirmation (sent once more only when
 * no answer came). In play the answer comes after the fixtures' delay: the state says until when.
 * Taken: a toast with the bet's number, the slip cleared, the house wallet the answer's, the
 * player's bets asked again. Refused: the server's message stays on the slip; when the odds moved
 * (or a market closed) the legs' fixtures are asked again so the slip shows the book's odds now
 * and asks the player to confirm them.
 */
export function usePlaceBet() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PlaceState>({ phase: 'idle' });
  const busy = useRef(false);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const refreshLegs = async (legs: SlipLeg[]) => {
    const ids = [...new Set(legs.map((l) => l.fixture))];
    const answers = await Promise.allSettled(ids.map((id) => fetchFixture(id)));
    const fixtures = answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
    for (const answer of fixtures) {
      queryClient.setQueryData(sportsKeys.fixture(answer.fixture.id), answer);
    }
    syncSlip(fixtures.map((a) => a.fixture));
  };

  const place = async (legs: SlipLeg[], stake: string, accept: OddsAccept) => {
    if (busy.current) return;
    busy.current = true;
    const live = legs.filter((l) => l.live);
    const delay = Math.max(0, ...live.map((l) => l.delay));
    setState({ phase: 'sending', waitUntil: live.length > 0 ? Date.now() + delay * 1000 : null });
    const key = newIdempotencyKey();
    const payload = {
      legs: legs.map((l) => ({
        fixture: l.fixture,
        market: l.market,
        selection: l.selection,
        odds: l.picked,
      })),
      stake,
      accept,
    };
    try {
      const bet = await retryOnce(() => postSportsBet(payload, key));
      setHouseWallet(queryClient, bet.balance);
      void queryClient.invalidateQueries({ queryKey: sportsKeys.betsAll });
      clearSlip();
      showSlip(false);
      toast(SPORTS_TEXT.placed(bet.id), 'success');
      if (mounted.current) setState({ phase: 'idle' });
    } catch (failure) {
      const message = messageOf(failure, SPORTS_TEXT.loadFailed);
      const oddsChanged = ODDS_CHANGED.test(message);
      const lowBalance = message === MSG.insufficientBalance;
      if (STALE.some((test) => test.test(message))) await refreshLegs(legs);
      if (lowBalance) void queryClient.invalidateQueries({ queryKey: houseLobbyQueryKey });
      if (mounted.current) setState({ phase: 'refused', message, oddsChanged, lowBalance });
    } finally {
      busy.current = false;
    }
  };

  return {
    state,
    place: (legs: SlipLeg[], stake: string, accept: OddsAccept) => void place(legs, stake, accept),
    /** The slip changed: the last refusal no longer applies. */
    reset: () => setState((s) => (s.phase === 'refused' ? { phase: 'idle' } : s)),
  };
}
