import type { HouseFishing } from '../api/house-fishing.ts';
import { HOUSE_TEXT } from '../strings.ts';
import { FishIcon } from './FishIcon.tsx';
import { HouseSheet } from './HouseSheet.tsx';

/** 鱼表: every fish with its multiplier, and the RTP every shot is played at. */
export function FishTableSheet({
  fishing,
  visible,
  onClose,
}: {
  fishing: HouseFishing;
  visible: boolean;
  onClose: () => void;
}) {
  return (
    <HouseSheet title={HOUSE_TEXT.fishTableTitle} visible={visible} onClose={onClose}>
      <p className="house-rtp">{HOUSE_TEXT.fishTableNote(fishing.rtp)}</p>
      <ul className="house-fish-table">
        {fishing.fish.map((fish) => (
          <li key={fish.code}>
            <FishIcon code={fish.code} name={fish.name} />
            <span className="house-fish-table__name">{fish.name}</span>
            <strong>{HOUSE_TEXT.multiplier(fish.multiplier)}</strong>
          </li>
        ))}
      </ul>
    </HouseSheet>
  );
}
