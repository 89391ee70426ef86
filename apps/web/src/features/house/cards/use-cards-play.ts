import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MSG } from '@app/contract/messages';
import { newIdempotencyKey } from '../../../lib/idempotency.ts';
import { postCardsPlay, type HouseCardsHand } from '../api/house-cards-play.ts';
import { setHouseBalance } from '../../../api/house-lobby.ts';
import { houseKeys } from '../api/keys.ts';
import { prefersReducedMotion } from '../reduced-motion.ts';
import { messageOf, retryOnce } from '../../../lib/retry-once.ts';
import { canStake } from '../slot/auto-spin.ts';
import { HOUSE_TEXT } from '../strings.ts';

/** Cards in a hand of the game: the player's three, then the banker's three. */
export const CARDS_DEALT = 6;
/** Between two cards turned over (ms). */
export const REVEAL_STEP_MS = 420;

/**
 * - idle: nothing dealt yet;
 * - dealing: six cards face down on the felt while the call is made;
 * - revealing: the answer came, the cards turn one by one (the player's, then the banker's);
 * - done: every card up, the result and the new balance shown;
 * - failed: the call was refused or got no answer (nothing was played, or the same key tells).
 */
export type CardsPhase = 'idle' | 'dealing' | 'revealing' | 'done' | 'failed';

/**
 * One hand of 炸金花 at a time: the stake goes to the server with a fresh Idempotency-Key (sent
 * once more only when no answer came); the answer's cards are turned over one by one, and the
 * balance the server answered is shown once the last card is up, so it never gives the result
 * away early. With reduced motion every card turns at once.
 */
export function useCardsPlay(balance: () => string | undefined) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<CardsPhase>('idle');
  const [hand, setHand] = useState<HouseCardsHand | null>(null);
  const [revealed, setRevealed] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [lowBalance, setLowBalance] = useState(false);
  const busy = useRef(false);

  useEffect(() => {
    if (phase !== 'revealing' || !hand) return;
    if (revealed >= CARDS_DEALT) {
      setHouseBalance(queryClient, hand.balance, hand.nonce);
      setPhase('done');
      busy.current = false;
      return;
    }
    const step = prefersReducedMotion() ? 0 : REVEAL_STEP_MS;
    const timer = setTimeout(
      () => setRevealed((n) => (step === 0 ? CARDS_DEALT : n + 1)),
      revealed === 0 ? step / 2 : step,
    );
    return () => clearTimeout(timer);
  }, [phase, hand, revealed, queryClient]);

  const play = useCallback(
    (stake: string) => {
      if (busy.current) return;
      if (!canStake(balance(), stake)) {
        setLowBalance(true);
        return;
      }
      busy.current = true;
      setLowBalance(false);
      setError(null);
      setHand(null);
      setRevealed(0);
      setPhase('dealing');
      const key = newIdempotencyKey();
      retryOnce(() => postCardsPlay(stake, key)).then(
        (answer) => {
          setHand(answer);
          setPhase('revealing');
        },
        (failure: unknown) => {
          const message = messageOf(failure, HOUSE_TEXT.loadFailed);
          busy.current = false;
          setError(message);
          setLowBalance(message === MSG.insufficientBalance);
          setPhase('failed');
          void queryClient.invalidateQueries({ queryKey: houseKeys.lobby });
        },
      );
    },
    [balance, queryClient],
  );

  return { phase, hand, revealed, error, lowBalance, play };
}
