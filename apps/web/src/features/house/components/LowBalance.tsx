import { Link } from 'react-router';
import { HOUSE_PLAT } from '../../../lib/game-path.ts';
import { HOUSE_TEXT } from '../strings.ts';

/** The house wallet holds less than the stake: say so, and offer the venue transfer. */
export function LowBalance() {
  return (
    <div className="house-low" role="alert">
      <span>{HOUSE_TEXT.lowBalance}</span>
      <Link className="house-low__link" to={TRANSFER_TO_HOUSE}>
        {HOUSE_TEXT.transferIn}
      </Link>
    </div>
  );
}

/** The venue transfer screen, with the house venue as the target. */
export const TRANSFER_TO_HOUSE = `/transfer?target=${HOUSE_PLAT}`;
