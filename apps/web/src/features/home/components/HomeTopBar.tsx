import { useNavigate } from 'react-router';
import { useUser } from '../../../lib/auth.ts';
import { useSessionToken } from '../../../lib/session.ts';
import { HOME_TEXT } from '../strings.ts';
import { BalanceButton } from './BalanceButton.tsx';
import { MenuGlyph } from './glyphs.tsx';
import { SiteBrand } from './SiteBrand.tsx';

/**
 * The top bar of the home screens (spec part 1 §2): side menu button (home only), site logo or title, and the player's
 * name and balance (tap to refresh), or 登录 / 注册 for a visitor.
 */
export function HomeTopBar({
  onMenu,
  onMenuIntent,
  showBalance = true,
}: {
  onMenu?: () => void;
  /** A finger or the keyboard reached the menu button: time to fetch the menu's code. */
  onMenuIntent?: () => void;
  /** /index_old shows the balance in its own line instead. */
  showBalance?: boolean;
}) {
  const token = useSessionToken();
  const user = useUser();
  const navigate = useNavigate();
  return (
    <header className="home-bar">
      {onMenu && (
        <button
          type="button"
          className="home-bar__menu"
          aria-label={HOME_TEXT.menu}
          onPointerDown={onMenuIntent}
          onFocus={onMenuIntent}
          onClick={onMenu}
        >
          <MenuGlyph />
        </button>
      )}
      <h1 className="home-bar__brand">
        <SiteBrand fallback={HOME_TEXT.title} />
      </h1>
      {token === null ? (
        <div className="home-bar__guest">
          <button type="button" className="home-bar__btn" onClick={() => void navigate('/login')}>
            {HOME_TEXT.login}
          </button>
          <button
            type="button"
            className="home-bar__btn home-bar__btn--solid"
            onClick={() => void navigate('/reg2')}
          >
            {HOME_TEXT.register}
          </button>
        </div>
      ) : (
        <div className="home-bar__user">
          <span className="home-bar__name">{user.data?.username ?? ''}</span>
          {showBalance && <BalanceButton />}
        </div>
      )}
    </header>
  );
}
