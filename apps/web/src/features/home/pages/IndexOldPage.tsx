import { useNavigate } from 'react-router';
import { useSessionToken } from '../../../lib/session.ts';
import { useAppInfo } from '../../../api/app-info.ts';
import { AppBanner } from '../components/AppBanner.tsx';
import { BalanceButton } from '../components/BalanceButton.tsx';
import { DepositGlyph, TransferGlyph, VipGlyph, WithdrawGlyph } from '../components/glyphs.tsx';
import { HomeBanner } from '../components/HomeBanner.tsx';
import { HomeTopBar } from '../components/HomeTopBar.tsx';
import { OldGameTypes } from '../components/OldGameTypes.tsx';
import { OldPopups } from '../components/OldPopups.tsx';
import { Shortcuts, type Shortcut } from '../components/Shortcuts.tsx';
import { HOME_TEXT } from '../strings.ts';
import '../home.css';

const OLD_BUTTONS: readonly Shortcut[] = [
  {
    path: '/recharge1',
    title: HOME_TEXT.oldButtons.deposit,
    icon: <DepositGlyph />,
    tone: 'orange',
  },
  {
    path: '/transfer',
    title: HOME_TEXT.oldButtons.transfer,
    icon: <TransferGlyph />,
    tone: 'blue',
  },
  {
    path: '/withdrawal',
    title: HOME_TEXT.oldButtons.withdraw,
    icon: <WithdrawGlyph />,
    tone: 'green',
  },
  { path: '/vip', title: HOME_TEXT.oldButtons.vip, icon: <VipGlyph />, tone: 'gold' },
];

/**
 * /index_old, the older home (spec part 1 §2): red packet icon when the switch is on, app download
 * banner, balance with deposit / transfer / withdraw / VIP, the game-type sidebar with platforms,
 * the announcement popup and the welcome modal.
 */
export function IndexOldPage() {
  const navigate = useNavigate();
  const token = useSessionToken();
  const appInfo = useAppInfo();

  return (
    <div className="home-page old-page">
      <HomeTopBar showBalance={false} />
      <AppBanner />
      <HomeBanner />
      <section className="old-wallet">
        {token !== null && (
          <div className="old-wallet__balance">
            <BalanceButton label={HOME_TEXT.balance} />
          </div>
        )}
        <Shortcuts items={OLD_BUTTONS} label={HOME_TEXT.shortcutsLabel} />
      </section>
      <OldGameTypes />
      {appInfo.data?.redpacket_switch === 1 && (
        <button
          type="button"
          className="home-float home-float--redpacket"
          aria-label={HOME_TEXT.redPacket}
          onClick={() => void navigate('/hongbao')}
        >
          <span aria-hidden>{HOME_TEXT.redPacketGlyph}</span>
          <small>{HOME_TEXT.redPacket}</small>
        </button>
      )}
      <OldPopups />
    </div>
  );
}
