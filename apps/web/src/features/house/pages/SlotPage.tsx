import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { toast } from '../../../lib/feedback.ts';
import { useHouseLobby } from '../../../api/house-lobby.ts';
import { useHouseSlot, type HouseSlot } from '../api/house-slot.ts';
import type { HouseSpin } from '../api/house-spin.ts';
import { SymbolArt } from '../art/SymbolArt.tsx';
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
import { canStake, type AutoSpinPlan, type AutoStopReason } from '../slot/auto-spin.ts';
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
    // another slot (same route, new :game) starts afresh: its stake, reels and sheets
    <SlotScreen key={slot.data.code} slot={slot.data} />
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
      <GameMeta balance={balance}>
        <button type="button" className="house-pill" onClick={() => setSheet('paytable')}>
          {HOUSE_TEXT.paytable}
        </button>
        <button type="button" className="house-pill" onClick={() => setSheet('fairness')}>
          {HOUSE_TEXT.fairness}
        </button>
      </GameMeta>
      <SlotBanner slot={slot} />
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
      <p className="house-caption">
        {HOUSE_TEXT.rtp(slot.rtp)} · {HOUSE_TEXT.lines(slot.paylines.length)}
      </p>
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
      <SlotSheets
        slot={slot}
        names={names}
        stake={stake}
        sheet={sheet}
        onClose={() => setSheet(null)}
        onAuto={(plan) => {
          setSheet(null);
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
        aria-busy={busy}
        disabled={busy || running || !affordable}
        onClick={onSpin}
      >
        {auto.run ? HOUSE_TEXT.autoLeft(auto.run.plan.spins - auto.run.played) : HOUSE_TEXT.spin}
      </button>
    </div>
  );
}

/** Above the reels: the game's best symbol and what five of them pay. */
function SlotBanner({ slot }: { slot: HouseSlot }) {
  const best = slot.paytable.reduce(
    (top, row) => (row.pays[2] > (top?.pays[2] ?? 0) ? row : top),
    slot.paytable[0],
  );
  if (!best) return null;
  return (
    <div className="house-banner" aria-hidden>
      <SymbolArt game={slot.code} symbol={best.symbol} decorative className="house-banner__art" />
      <span className="house-banner__text">{HOUSE_TEXT.topPay(best.pays[2])}</span>
      <SymbolArt game={slot.code} symbol={best.symbol} decorative className="house-banner__art" />
    </div>
  );
}

/** The slot's sheets: 赔付表, 公平验证, 记录 and 自动旋转's plan. */
function SlotSheets({
  slot,
  names,
  stake,
  sheet,
  onClose,
  onAuto,
}: {
  slot: HouseSlot;
  names: Record<string, string>;
  stake: string;
  sheet: Sheet;
  onClose: () => void;
  onAuto: (plan: AutoSpinPlan) => void;
}) {
  return (
    <>
      <PaytableSheet
        slot={slot}
        names={names}
        stake={stake}
        visible={sheet === 'paytable'}
        onClose={onClose}
      />
      <FairnessSheet visible={sheet === 'fairness'} onClose={onClose} />
      <RecordsSheet visible={sheet === 'records'} onClose={onClose} />
      <AutoSpinSheet visible={sheet === 'auto'} onClose={onClose} onStart={onAuto} />
    </>
  );
}
