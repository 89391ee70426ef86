import { lazy, Suspense, useState } from 'react';
import { LOTTERY_MSG } from '@app/contract/messages-lottery';
import type { LotteryRoom } from '../api/lottery-room.ts';
import type { RoundState } from '../round.ts';
import { LOTTERY_TEXT } from '../strings.ts';
import type { PendingOrder } from './BetConfirm.tsx';

// The bet sheet and the two dialogs bring antd-mobile's Popup and Dialog with its animation library
// (~25 KB gzip): fetched when a finger reaches the input row or the bet button, and mounted once
// first opened, not on a first visit that only watches the room (DESIGN §10 budget).
const loadBetPanel = () => import('./BetPanel.tsx');
const loadDialogs = () => Promise.all([import('./BetConfirm.tsx'), import('./HelpDialog.tsx')]);
const BetPanel = lazy(() => loadBetPanel().then((m) => ({ default: m.BetPanel })));
const BetConfirm = lazy(() => import('./BetConfirm.tsx').then((m) => ({ default: m.BetConfirm })));
const HelpDialog = lazy(() => import('./HelpDialog.tsx').then((m) => ({ default: m.HelpDialog })));

/** Starts fetching the bet sheet and the dialogs (a finger reached the input row). */
export const preloadOverlays = () => {
  loadBetPanel().catch(() => {});
  loadDialogs().catch(() => {});
};

/** True from the first time `value` is true on (an overlay stays mounted to animate its closing). */
function useEver(value: boolean): boolean {
  const [ever, setEver] = useState(value);
  if (value && !ever) setEver(true);
  return ever || value;
}

/** The room's overlays: the bet sheet, the bet confirmation and the help dialog. */
export function RoomOverlays({
  data,
  state,
  panelOpen,
  panelKey,
  pending,
  sending,
  helpOpen,
  onClosePanel,
  onPick,
  onSubmit,
  onCancel,
  onCloseHelp,
}: {
  data: LotteryRoom;
  state: RoundState;
  panelOpen: boolean;
  panelKey: number;
  pending: PendingOrder | null;
  sending: boolean;
  helpOpen: boolean;
  onClosePanel: () => void;
  onPick: (order: PendingOrder) => void;
  onSubmit: () => void;
  onCancel: () => void;
  onCloseHelp: () => void;
}) {
  const panelMounted = useEver(panelOpen);
  const confirmMounted = useEver(pending !== null);
  const helpMounted = useEver(helpOpen);
  const betting = state === 'open';
  return (
    <>
      {panelMounted ? (
        <Suspense fallback={null}>
          <BetPanel
            key={panelKey}
            visible={panelOpen}
            playbox={data.playbox}
            expect={data.nextexpect}
            blockedText={
              betting ? null : state === 'closed' ? LOTTERY_TEXT.closed : LOTTERY_MSG.lotterySealed
            }
            onClose={onClosePanel}
            onConfirm={onPick}
          />
        </Suspense>
      ) : null}
      {confirmMounted ? (
        <Suspense fallback={null}>
          <BetConfirm order={pending} busy={sending} onConfirm={onSubmit} onCancel={onCancel} />
        </Suspense>
      ) : null}
      {helpMounted ? (
        <Suspense fallback={null}>
          <HelpDialog visible={helpOpen} onClose={onCloseHelp} />
        </Suspense>
      ) : null}
    </>
  );
}
