import { useEffect, useRef, useState } from 'react';
import { venueCall, venueEndpoints, type DicePick, type RollAnswer } from './api.ts';

/** The dice shake at least this long before the result shows. */
const MIN_ROLL_MS = 800;
const SHAKE_FRAME_MS = 90;
const HISTORY_MAX = 20;

/**
 * A dice round: the dice shake (a look only; the throw is the server's) for at least MIN_ROLL_MS
 * while /dice/roll answers, then show the throw; the last HISTORY_MAX rounds are kept.
 */
export function useDiceRoll(
  token: string,
  {
    onBalance,
    onError,
    onStart,
  }: {
    onBalance: (balance: string) => void;
    onError: (error: unknown) => void;
    onStart: () => void;
  },
) {
  const [rolling, setRolling] = useState(false);
  const [faces, setFaces] = useState<[number, number, number]>([1, 3, 6]);
  const [last, setLast] = useState<RollAnswer | null>(null);
  const [history, setHistory] = useState<RollAnswer[]>([]);
  const shaker = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearInterval(shaker.current), []);

  async function roll(pick: DicePick, bet: string) {
    onStart();
    setRolling(true);
    setLast(null);
    const started = Date.now();
    // The shaking is only a look; the throw is the server's.
    const face = () => 1 + Math.floor(Math.random() * 6);
    shaker.current = window.setInterval(() => setFaces([face(), face(), face()]), SHAKE_FRAME_MS);
    let answer: RollAnswer | undefined;
    let failure: unknown;
    try {
      answer = await venueCall(venueEndpoints.diceRoll, token, { bet, pick });
    } catch (error) {
      failure = error;
    }
    const wait = answer ? Math.max(0, MIN_ROLL_MS - (Date.now() - started)) : 0;
    window.setTimeout(() => {
      window.clearInterval(shaker.current);
      setRolling(false);
      if (!answer) {
        onError(failure);
        return;
      }
      setFaces(answer.dice);
      setLast(answer);
      setHistory((rounds) => [answer, ...rounds].slice(0, HISTORY_MAX));
      onBalance(answer.balance);
    }, wait);
  }

  return { rolling, faces, last, history, roll };
}
