import { useNavigate } from 'react-router';
import { HOME_TEXT } from '../strings.ts';

/** The floating rebate button of home (spec part 1 §2), above the tab bar: opens /washcode. */
export function RebateButton() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="home-float home-float--rebate"
      onClick={() => void navigate('/washcode')}
    >
      {HOME_TEXT.rebate}
    </button>
  );
}
