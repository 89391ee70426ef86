import '../guest-notice.css';
import { AUTH_TEXT } from '../strings.ts';

/**
 * What a trial account can and cannot do, as the server enforces it (auth guestLogin: trial
 * credit for a day; assertNotGuest on deposits, withdrawals, payees and passwords; no red packets).
 */
export function GuestNotice() {
  const text = AUTH_TEXT.guestNotice;
  return (
    <div className="auth-guest-notice">
      <p>{text.intro}</p>
      <h3>{text.canTitle}</h3>
      <ul>
        {text.can.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h3>{text.cannotTitle}</h3>
      <ul>
        {text.cannot.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>{text.outro}</p>
    </div>
  );
}
