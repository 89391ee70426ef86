import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Game } from '@app/contract/games';
import type { LotteryExtend } from '@app/contract/lottery';
import { gamePagePath } from '../../../lib/game-path.ts';
import { useLotteryRooms, type LotteryRoomSummary } from '../api/lottery-rooms.ts';
import { HOME_TEXT } from '../strings.ts';

const T = HOME_TEXT.lottery;

/** The time, renewed every second while the tab shows (the rooms' countdowns). */
function useSecondTick(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** Seconds as mm:ss (hh:mm:ss from an hour). */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(s / 3600);
  const rest = `${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
  return hours > 0 ? `${two(hours)}:${rest}` : rest;
}

/**
 * The 彩票 tab of home: every room the lobby lists (POST /api/typelist of the lottery category), each
 * with its lottery's name, the countdown of the open issue and the last result from
 * GET /api/lotteryLobby; a tap opens the room (/lottery?room_id=…).
 */
export function LotteryRooms({ games }: { games: readonly Game[] }) {
  const rooms = useLotteryRooms();
  const now = useSecondTick();
  const navigate = useNavigate();
  const answer = rooms.data;
  const elapsed = answer ? (now - answer.at) / 1000 : 0;
  const due = answer?.rooms.some((room) => room.timeout - elapsed < 0) ?? false;
  const { refetch, isFetching } = rooms;
  // A countdown ran out: the issue was drawn and the next opened; read them again.
  useEffect(() => {
    if (due && !isFetching) void refetch();
  }, [due, isFetching, refetch]);

  return (
    <ul className="home-lottery" aria-label={T.listLabel}>
      {games.map((game) => {
        const summary = answer?.rooms.find((room) => String(room.room_id) === game.code);
        return (
          <li key={game.id}>
            <button
              type="button"
              className="home-lottery__room"
              onClick={() => void navigate(gamePagePath(game))}
            >
              <RoomHead game={game} summary={summary} />
              {summary ? (
                <>
                  <Countdown summary={summary} left={summary.timeout - elapsed} />
                  <LastResult summary={summary} />
                </>
              ) : (
                <span className="home-lottery__line">
                  {rooms.isPending ? '\u00a0' : T.unavailable}
                </span>
              )}
              <span className="home-lottery__enter">{T.enter}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function RoomHead({ game, summary }: { game: Game; summary: LotteryRoomSummary | undefined }) {
  return (
    <span className="home-lottery__head">
      <strong className="home-lottery__name">{summary?.lottery.title ?? game.name}</strong>
      {summary && <span className="home-lottery__room-title">{summary.title}</span>}
    </span>
  );
}

function Countdown({ summary, left }: { summary: LotteryRoomSummary; left: number }) {
  // The state of the answer, moved on by the clock: betting closes ftime before the draw.
  const state =
    left <= 0
      ? T.drawing
      : summary.state === 'closed'
        ? T.closed
        : summary.state === 'sealed' || left <= summary.ftime
          ? T.sealed
          : T.open;
  return (
    <span className="home-lottery__line">
      <span>{T.issue(summary.nextexpect)}</span>
      <span className="home-lottery__state">{state}</span>
      <span className="home-lottery__clock" aria-label={T.countdownLabel}>
        {left > 0 ? clock(left) : '--:--'}
      </span>
    </span>
  );
}

function LastResult({ summary }: { summary: LotteryRoomSummary }) {
  if (!summary.last) return <span className="home-lottery__line">{T.noDraw}</span>;
  return (
    <span className="home-lottery__line home-lottery__last">
      <span>{T.last(summary.last.expect)}</span>
      <ResultBalls extend={summary.last.extend} />
    </span>
  );
}

/** A result as small balls: six plus the 特码, or a+b+c=total with its label. */
function ResultBalls({ extend }: { extend: LotteryExtend }) {
  if (!Array.isArray(extend)) {
    return (
      <span className="home-lottery__sum">
        {extend.digits.join('+')}=
        <span className={`home-lottery__ball home-lottery__ball--${extend.colour}`}>
          {extend.total}
        </span>
        <span>{extend.label}</span>
      </span>
    );
  }
  return (
    <span className="home-lottery__balls">
      {extend.map((ball, index) => (
        <span key={index} className="home-lottery__pair">
          {index === 6 && <span aria-label={T.special}>+</span>}
          <span className={`home-lottery__ball home-lottery__ball--${ball.colour}`}>
            {ball.number}
          </span>
        </span>
      ))}
    </span>
  );
}
