import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { toast } from '../../../lib/feedback.ts';
import { useHouseLobby } from '../api/house-lobby.ts';
import { useHouseSlot, type HouseSlot } from '../api/house-slot.ts';
import type { HouseSpin } from '../api/house-spin.ts';
import { AutoSpinSheet } from '../components/AutoSpinSheet.tsx';
import { FairnessSheet } from '../components/FairnessSheet.tsx';
import { GameFrame } from '../components/GameFrame.tsx';
import { GameMeta } from '../components/GameMeta.tsx';
import { LoadState } from '../components/LoadState.tsx';
import { LowBalance } from '../components/LowBalance.tsx';
import { PaytableSheet } from '../components/PaytableSheet.tsx';
import { RecordsSheet } from '../components/RecordsSheet.tsx';
import { SlotWindow } from '../components/SlotWindow.tsx';
import { StakeStepper } from '../components/StakeStepper.tsx';
import { WinCounter } from '../components/WinCounter.tsx';
import { canStake, type AutoStopReason } from '../slot/auto-spin.ts';
import { useAutoSpin } from '../slot/use-auto-spin.ts';
import { useSlotPlay } from '../slot/use-slot-play.ts';
import { HOUSE_TEXT } from '../strings.ts';
import '../house.css';

type Sheet = 'paytable' | 'fairness' | 'records' | 'auto' | null;

/** /house/slot/:game: a house slot (fruit, ocean, dynasty), played against the house wallet. */
export function SlotPage() {
  const { game = '' } = useParams();
  const slot = useHouseSlot(game);
  return slot.data ? (
    <SlotScreen slot={slot.data} />
  ) : (
    <GameFrame look={game} title={HOUSE_TEXT.slotTitle}>
      <LoadState error={slot.error} onRetry={() => void slot.refetch()} />
    </GameFrame>
  );
}

function SlotScreen({ slot }: { slot: HouseSlot }) {
  const lobby = useHouseLobby();
  const play = useSlotPlay(slot);
  const [stake, setStake] = useState(slot.bets[0] ?? '');
  const [sheet, setSheet] = useState<Sheet>(null);
  const names = useMemo(
    () => Object.fromEntries(slot.symbols.map((s) => [s.id, s.name])) as Record<string, string>,
    [slot.symbols],
  );
  const balance = lobby.data?.balance;
  const balanceNow = useCallback(() => lobby.data?.balance, [lobby.data?.balance]);
  const onAutoStop = useCallback((reason: AutoStopReason) => {
    if (reason !== 'error') toast(HOUSE_TEXT.autoStopped[reason] ?? '');
  }, []);
  const auto = useAutoSpin({ spin: play.spin, balance: balanceNow, onStop: onAutoStop });
  const affordable = canStake(balance, stake);
  const close = () => setSheet(null);

  return (
    <GameFrame
      look={slot.code}
      title={slot.name}
      right={
        <button type="button" className="house-bar-link" onClick={() => setSheet('records')}>
          {HOUSE_TEXT.records}
        </button>
      }
    >
      <GameMeta balance={balance} rtp={slot.rtp}>
        <button type="button" className="house-pill" onClick={() => setSheet('paytable')}>
          {HOUSE_TEXT.paytable}
        </button>
        <button type="button" className="house-pill" onClick={() => setSheet('fairness')}>
          {HOUSE_TEXT.fairness}
        </button>
      </GameMeta>
      <div className="house-stage">
        <SlotWindow
          game={slot.code}
          strips={slot.reels}
          paylines={slot.paylines}
          names={names}
          stops={play.stops}
          motions={play.motions}
          result={play.result}
        />
      </div>
      <SpinOutcome play={play} names={names} />
      {(!affordable || play.lowBalance) && <LowBalance />}
      <SlotControls
        slot={slot}
        stake={stake}
        onStake={setStake}
        busy={play.busy}
        affordable={affordable}
        auto={auto}
        onSpin={() => void play.spin(stake)}
        onAuto={() => setSheet('auto')}
      />
      <PaytableSheet
        slot={slot}
        names={names}
        stake={stake}
        visible={sheet === 'paytable'}
        onClose={close}
      />
      <FairnessSheet visible={sheet === 'fairness'} onClose={close} />
      <RecordsSheet visible={sheet === 'records'} onClose={close} />
      <AutoSpinSheet
        visible={sheet === 'auto'}
        onClose={close}
        onStart={(plan) => {
          close();
          void auto.start(plan, stake);
        }}
      />
    </GameFrame>
  );
}

/** Under the reels: what the last spin won, line by line, or why it failed. */
function SpinOutcome({
  play,
  names,
}: {
  play: { busy: boolean; error: string | null; result: HouseSpin | null };
  names: Record<string, string>;
}) {
  const { busy, error, result } = play;
  return (
    <div className="house-outcome" aria-live="polite">
      {error ? (
        <p className="house-outcome__error" role="alert">
          {error}
        </p>
      ) : busy ? (
        <p className="house-outcome__quiet">{HOUSE_TEXT.spinning}</p>
      ) : result === null ? (
        <p className="house-outcome__quiet">{HOUSE_TEXT.placeBet}</p>
      ) : result.lines.length === 0 ? (
        <p className="house-outcome__quiet">{HOUSE_TEXT.noWin}</p>
      ) : (
        <>
          <WinCounter amount={result.win} />
          <ul className="house-outcome__lines">
            {result.lines.map((line) => (
              <li key={line.line}>
                {HOUSE_TEXT.lineWin(
                  line.line + 1,
                  names[line.symbol] ?? line.symbol,
                  line.count,
                  line.win,
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** The row under the reels: 自动 (or 停止自动), the stake, and the spin button. */
function SlotControls({
  slot,
  stake,
  onStake,
  busy,
  affordable,
  auto,
  onSpin,
  onAuto,
}: {
  slot: HouseSlot;
  stake: string;
  onStake: (stake: string) => void;
  busy: boolean;
  affordable: boolean;
  auto: ReturnType<typeof useAutoSpin>;
  onSpin: () => void;
  onAuto: () => void;
}) {
  const running = auto.run !== null;
  return (
    <div className="house-controls">
      <button
        type="button"
        className="house-round house-round--small"
        aria-pressed={running}
        disabled={!running && (busy || !affordable)}
        onClick={() => (running ? auto.stop() : onAuto())}
      >
        {running ? HOUSE_TEXT.autoStop : HOUSE_TEXT.auto}
      </button>
      <StakeStepper
        stakes={slot.bets}
        value={stake}
        onChange={onStake}
        disabled={busy || running}
      />
      <button
        type="button"
        className="house-round house-round--spin"
        disabled={busy || running || !affordable}
        onClick={onSpin}
      >
        {auto.run
          ? HOUSE_TEXT.autoLeft(auto.run.plan.spins - auto.run.played)
          : busy
            ? HOUSE_TEXT.spinning
            : HOUSE_TEXT.spin}
      </button>
    </div>
  );
}
