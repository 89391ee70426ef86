import { useCallback, useRef, useState, type PointerEvent } from 'react';
import { useHouseFishing, type HouseFishing } from '../api/house-fishing.ts';
import { useHouseLobby } from '../../../api/house-lobby.ts';
import { FairnessSheet } from '../components/FairnessSheet.tsx';
import { FishTableSheet } from '../components/FishTableSheet.tsx';
import { GameFrame } from '../components/GameFrame.tsx';
import { GameMeta } from '../components/GameMeta.tsx';
import { LoadState } from '../components/LoadState.tsx';
import { LowBalance } from '../components/LowBalance.tsx';
import { RecordsSheet } from '../components/RecordsSheet.tsx';
import { StakeStepper } from '../components/StakeStepper.tsx';
import type { Swim } from '../fishing/sea.ts';
import { useFishing, type FishingNews } from '../fishing/use-fishing.ts';
import { useSeaCanvas } from '../fishing/use-sea-canvas.ts';
import { canStake } from '../slot/auto-spin.ts';
import { HOUSE_TEXT } from '../strings.ts';
import '../house.css';

type Sheet = 'fish' | 'fairness' | 'records' | null;

/** /house/fishing: the fishing game, played shot by shot against the house wallet. */
export function FishingPage() {
  const fishing = useHouseFishing();
  return fishing.data ? (
    <FishingScreen fishing={fishing.data} />
  ) : (
    <GameFrame look="fishing" title={HOUSE_TEXT.fishingTitle}>
      <LoadState error={fishing.error} onRetry={() => void fishing.refetch()} />
    </GameFrame>
  );
}

function FishingScreen({ fishing }: { fishing: HouseFishing }) {
  const lobby = useHouseLobby();
  const [stake, setStake] = useState(fishing.bets[0] ?? '');
  const [sheet, setSheet] = useState<Sheet>(null);
  const balance = lobby.data?.balance;
  const balanceNow = useCallback(() => lobby.data?.balance, [lobby.data?.balance]);
  const play = useFishing(fishing, stake, balanceNow);
  const canvas = useRef<HTMLCanvasElement>(null);
  // the coins fly to the top left corner of the sea, toward the balance above it
  const bank = useCallback(() => ({ x: 48, y: -12 }), []);
  useSeaCanvas(play.game, canvas, bank);

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    play.tap({ x: event.clientX - box.left, y: event.clientY - box.top });
  };
  const close = () => setSheet(null);

  return (
    <GameFrame
      look="fishing"
      title={fishing.name}
      className="house-game--fishing"
      right={
        <button type="button" className="house-bar-link" onClick={() => setSheet('records')}>
          {HOUSE_TEXT.records}
        </button>
      }
    >
      <GameMeta balance={balance}>
        <button type="button" className="house-pill" onClick={() => setSheet('fish')}>
          {HOUSE_TEXT.fishTable}
        </button>
        <button type="button" className="house-pill" onClick={() => setSheet('fairness')}>
          {HOUSE_TEXT.fairness}
        </button>
      </GameMeta>
      <div className="house-sea">
        <canvas
          ref={canvas}
          className="house-sea__canvas"
          role="img"
          aria-label={HOUSE_TEXT.sea}
          onPointerDown={onPointerDown}
        />
        <ShotNews news={play.news} />
        <FishTargets targets={play.targets} nameOf={play.nameOf} onFire={play.fire} />
      </div>
      {(play.lowBalance || !canStake(balance, stake)) && <LowBalance />}
      <div className="house-controls house-controls--fishing">
        <span className="house-caption">{HOUSE_TEXT.rtp(fishing.rtp)}</span>
        <StakeStepper stakes={fishing.bets} value={stake} onChange={setStake} />
      </div>
      <FishTableSheet fishing={fishing} visible={sheet === 'fish'} onClose={close} />
      <FairnessSheet visible={sheet === 'fairness'} onClose={close} />
      <RecordsSheet visible={sheet === 'records'} onClose={close} />
    </GameFrame>
  );
}

/** The last shot's outcome, in words (the sea shows it too, with the net and the coins). */
function ShotNews({ news }: { news: FishingNews | null }) {
  return (
    <div className="house-sea__news" aria-live="polite">
      {news && (
        <p
          key={news.text}
          className={`house-sea__news-line house-sea__news-line--${news.tone}`}
          role={news.tone === 'error' ? 'alert' : undefined}
        >
          {news.text}
        </p>
      )}
    </div>
  );
}

/**
 * The fish in the sea as buttons, for a keyboard or a screen reader (hidden until focused): the
 * same shot as a tap on the fish.
 */
function FishTargets({
  targets,
  nameOf,
  onFire,
}: {
  targets: readonly Swim[];
  nameOf: (code: string) => string;
  onFire: (swim: Swim) => void;
}) {
  return (
    <section className="house-targets" aria-label={HOUSE_TEXT.targets}>
      <ul>
        {targets.map((swim) => (
          <li key={swim.id}>
            <button type="button" onClick={() => onFire(swim)}>
              {HOUSE_TEXT.aimAt(nameOf(swim.code), swim.multiplier)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
