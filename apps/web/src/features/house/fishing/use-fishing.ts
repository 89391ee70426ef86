import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MSG } from '@app/contract/messages';
import { toast } from '../../../lib/feedback.ts';
import { newIdempotencyKey } from '../../../lib/idempotency.ts';
import type { HouseFishing } from '../api/house-fishing.ts';
import { setHouseBalance } from '../../../api/house-lobby.ts';
import { postShot } from '../api/house-shoot.ts';
import { houseKeys } from '../api/keys.ts';
import { prefersReducedMotion } from '../reduced-motion.ts';
import { messageOf, retryOnce } from '../../../lib/retry-once.ts';
import { canStake } from '../slot/auto-spin.ts';
import { FISH_NAMES, HOUSE_TEXT } from '../strings.ts';
import type { Point, Swim } from './sea.ts';
import { SeaGame, type Shot } from './sea-game.ts';
import { MAX_SHOTS_IN_FLIGHT, type ShotPhase } from './shots.ts';

export interface FishingNews {
  text: string;
  tone: 'win' | 'miss' | 'error';
}

/**
 * The fishing game's play: the sea (the browser's picture) and the shots (the server's outcomes).
 * A tap turns the cannon; on a fish it fires at the stake: the bullet flies while the call is
 * made (one Idempotency-Key per shot, sent again only when no answer came), and the answer
 * decides caught or missed. A failed shot shows its error and the balance is asked again.
 */
export function useFishing(
  fishing: HouseFishing,
  stake: string,
  balance: () => string | undefined,
) {
  const queryClient = useQueryClient();
  const [targets, setTargets] = useState<readonly Swim[]>([]);
  const [news, setNews] = useState<FishingNews | null>(null);
  const [lowBalance, setLowBalance] = useState(false);
  const names = useRef<Record<string, string>>({});
  names.current = Object.fromEntries(fishing.fish.map((f) => [f.code, f.name]));
  const nameOf = (code: string) => names.current[code] ?? FISH_NAMES[code] ?? code;

  const [game] = useState(
    () =>
      new SeaGame(
        {
          fishChanged: (swims) => setTargets([...swims]),
          shotSettled: (shot: Shot, phase: ShotPhase) => setNews(newsOf(shot, phase, nameOf)),
        },
        Math.random,
        prefersReducedMotion() ? 0 : undefined,
      ),
  );
  useEffect(() => {
    game.setKinds(fishing.fish.map(({ code, multiplier }) => ({ code, multiplier })));
  }, [fishing.fish, game]);

  const fire = useCallback(
    (swim: Swim) => {
      if (game.inFlight() >= MAX_SHOTS_IN_FLIGHT) return toast(HOUSE_TEXT.tooManyShots);
      if (!canStake(balance(), stake)) return setLowBalance(true);
      const shot = game.fire(swim);
      const key = newIdempotencyKey();
      retryOnce(() => postShot(swim.code, stake, key)).then(
        (answer) => {
          setHouseBalance(queryClient, answer.balance, answer.nonce);
          setLowBalance(false);
          const { caught, win, nonce } = answer;
          game.settle(shot.id, {
            type: 'answer',
            answer: { betNo: answer.bet_no, caught, win, balance: answer.balance, nonce },
          });
        },
        (failure: unknown) => {
          const message = messageOf(failure, HOUSE_TEXT.loadFailed);
          game.settle(shot.id, { type: 'fail', message });
          setLowBalance(message === MSG.insufficientBalance);
          void queryClient.invalidateQueries({ queryKey: houseKeys.lobby });
        },
      );
    },
    [balance, game, queryClient, stake],
  );

  /** A tap on the sea at a point (CSS pixels of the canvas). */
  const tap = useCallback(
    (point: Point) => {
      game.aimAt(point);
      const swim = game.fishAt(point);
      if (swim) fire(swim);
    },
    [fire, game],
  );

  return { game, targets, news, lowBalance, fire, tap, nameOf };
}

function newsOf(shot: Shot, phase: ShotPhase, nameOf: (code: string) => string): FishingNews {
  const name = nameOf(shot.code);
  if (phase === 'caught') {
    return { text: HOUSE_TEXT.caught(name, shot.state.answer?.win ?? '0.00'), tone: 'win' };
  }
  if (phase === 'missed') return { text: HOUSE_TEXT.missed(name), tone: 'miss' };
  return { text: HOUSE_TEXT.shotFailed(shot.state.error ?? ''), tone: 'error' };
}
