import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { alert, confirm } from '../../../lib/feedback.ts';
import { changeProtection } from '../api/protection-changes.ts';
import {
  protectionStatusKey,
  protectionStatusQuery,
  type ProtectionStatusData,
} from '../api/protection-status.ts';
import { realityState } from '../rules.ts';
import { REALITY_TEXT as T } from '../reality-strings.ts';
import '../reality-check.css';

/** The one storage key: which interval of which session was last shown. */
const SHOWN_KEY = 'reality-check';

interface Shown {
  started: number;
  /** The last interval shown (1, 2, …), or 'end' once the session limit was shown. */
  shown: number | 'end';
}

function readShown(started: number): Shown['shown'] {
  try {
    const saved = JSON.parse(window.localStorage.getItem(SHOWN_KEY) ?? 'null') as Shown | null;
    return saved?.started === started ? saved.shown : 0;
  } catch {
    return 0;
  }
}

function writeShown(value: Shown): void {
  try {
    window.localStorage.setItem(SHOWN_KEY, JSON.stringify(value));
  } catch {
    // Private mode: the dialog may show again after a reload.
  }
}

function NetLine({ net }: { net: string }) {
  const tone = net.startsWith('-') ? 'loss' : net === '0.00' ? 'even' : 'win';
  return (
    <p className={`reality-check__net reality-check__net--${tone}`}>
      {T.realityNet}：<strong>{T.yuan(net)}</strong>
    </p>
  );
}

/** The session time limit was reached: the minutes and the net, until the player taps 返回首页. */
function sessionEnded(current: ProtectionStatusData) {
  return alert({
    title: T.sessionEndTitle,
    content: (
      <div className="reality-check">
        <p>{T.sessionEnded(current.session_minutes ?? 0)}</p>
        <NetLine net={current.play.net} />
      </div>
    ),
    confirmText: T.sessionEndOk,
    label: T.sessionEndTitle,
  });
}

/** The reality check's question: the minutes played and the net; true to go on playing. */
function askToGoOn(playedMinutes: number, current: ProtectionStatusData) {
  return confirm({
    title: T.realityTitle,
    content: (
      <div className="reality-check">
        <p>{T.realityPlayed(playedMinutes)}</p>
        <NetLine net={current.play.net} />
        <p>{T.realityAsk}</p>
      </div>
    ),
    confirmText: T.realityContinue,
    cancelText: T.realityQuit,
    label: T.realityTitle,
  });
}

/**
 * The reality check (ours, DESIGN §12), mounted by the app shell while a signed-in player's play
 * session runs (app/reality-check-mount.tsx reads the status on start, on focus, after any call
 * that moved money and every few minutes); it reads it again at the moment the next interval falls
 * due (by the server's clock). When
 * play.started_at + k × reality_minutes has passed for a k not shown yet, it shows the minutes
 * played and the session's net with 继续游戏 / 退出游戏 (退出 ends the session on the server and goes
 * home). When the session time limit is reached it says play has ended for this session.
 */
export function RealityCheck() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const open = useRef(false);
  // The shell's mount reads the status (and again on focus, after money moved, every few
  // minutes); this check follows the same cached answer.
  const status = useQuery({ ...protectionStatusQuery, refetchOnMount: false });

  const data = status.data;
  const fetchedAt = status.dataUpdatedAt;
  useEffect(() => {
    if (!data || data.play.started_at === null) return;
    const started = data.play.started_at;
    // The server's clock: its `now` when the answer came, moved on by the local clock since.
    const skew = data.now - fetchedAt;
    const serverNow = () => Date.now() + skew;
    const state = realityState(data, serverNow());
    const shown = readShown(started);

    const show = async (current: ProtectionStatusData) => {
      open.current = true;
      try {
        if (state.limitReached) {
          writeShown({ started, shown: 'end' });
          await sessionEnded(current);
          void navigate('/');
          return;
        }
        writeShown({ started, shown: state.due });
        const goOn = await askToGoOn(state.playedMinutes, current);
        if (goOn) return;
        try {
          const after = await changeProtection({ call: 'stop' });
          queryClient.setQueryData(protectionStatusKey, after);
        } catch {
          // The failure was shown; the player still leaves the game.
        }
        void navigate('/');
      } finally {
        open.current = false;
      }
    };

    if (!open.current) {
      if (state.limitReached && shown !== 'end') {
        void show(data);
        return;
      }
      if (!state.limitReached && state.due >= 1 && shown !== 'end' && state.due > shown) {
        void show(data);
      }
    }
    if (state.nextAt === null) return;
    // At the next interval (or the limit), ask again: the session may have ended meanwhile.
    const wait = Math.max(1_000, state.nextAt - serverNow() + 500);
    const timer = window.setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: protectionStatusKey }),
      Math.min(wait, 2 ** 31 - 1),
    );
    return () => window.clearTimeout(timer);
  }, [data, fetchedAt, navigate, queryClient]);

  return null;
}
