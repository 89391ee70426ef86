import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { FUNDS_TEXT } from '../strings.ts';

/** Trial accounts never move money in or out: the screen says so instead of its form. */
export function GuestBlock() {
  const navigate = useNavigate();
  return (
    <div className="funds-guest" role="note">
      <p>{FUNDS_TEXT.guestNotAllowed}</p>
      <Button color="primary" shape="rounded" onClick={() => void navigate('/reg2')}>
        {FUNDS_TEXT.guestRegister}
      </Button>
    </div>
  );
}
