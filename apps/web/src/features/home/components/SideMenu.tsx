import { List, Popup } from 'antd-mobile';
import {
  CloseCircleOutline,
  ContentOutline,
  MailOutline,
  GiftOutline,
  LockOutline,
  PayCircleOutline,
  ReceiptOutline,
  SetOutline,
  StarOutline,
  TeamOutline,
  UserAddOutline,
  UserContactOutline,
  UserOutline,
  UserCircleOutline,
} from 'antd-mobile-icons';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { UserInfo } from '@app/contract/api';
import { Avatar } from '../../../components/Avatar.tsx';
import { UnreadBadge } from '../../../components/UnreadBadge.tsx';
import { logout, useUser } from '../../../lib/auth.ts';
import { confirm } from '../../../lib/feedback.ts';
import { useSessionToken } from '../../../lib/session.ts';
import { useOpenAgentLogin } from '../../../api/agent-login-url.ts';
import { HOME_TEXT } from '../strings.ts';

interface MenuItem {
  key: string;
  title: string;
  icon: ReactNode;
  /** A route, or an action of its own. */
  path?: string;
  run?: () => void | Promise<void>;
}

const T = HOME_TEXT.menuItems;

/** The routes of the left side menu, in the spec's order (part 1 §2 "Left side menu"). */
const LINKS_BEFORE_AGENT: readonly MenuItem[] = [
  { key: 'mine', title: T.mine, icon: <UserOutline />, path: '/mine' },
  { key: 'notices', title: T.notices, icon: <ContentOutline />, path: '/message?type=1' },
  { key: 'inbox', title: T.inbox, icon: <MailOutline />, path: '/message?type=2' },
  { key: 'activity', title: T.activity, icon: <GiftOutline />, path: '/activity' },
  { key: 'level', title: T.level, icon: <StarOutline />, path: '/vip' },
  { key: 'password', title: T.password, icon: <LockOutline />, path: '/password?type=1' },
  { key: 'wallet', title: T.wallet, icon: <PayCircleOutline />, path: '/wallet' },
  { key: 'betRecord', title: T.betRecord, icon: <ReceiptOutline />, path: '/betRecord' },
  { key: 'inviter', title: T.inviter, icon: <UserAddOutline />, path: '/inviter' },
  { key: 'service', title: T.service, icon: <UserContactOutline />, path: '/kefu' },
];

/** The left side menu of home; agents see 代理登录, others 代理计划; visitors see 登录. */
export function SideMenu({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const token = useSessionToken();
  const user = useUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const player = token !== null ? user.data : undefined;
  const openAgentLogin = useOpenAgentLogin(HOME_TEXT.popupBlocked);

  const askLogout = async () => {
    const confirmed = await confirm({
      content: HOME_TEXT.logoutConfirm,
      confirmText: HOME_TEXT.confirm,
      cancelText: HOME_TEXT.cancel,
    });
    if (!confirmed) return;
    onClose();
    await logout(queryClient);
    void navigate('/login', { replace: true });
  };

  const items: MenuItem[] = [
    ...LINKS_BEFORE_AGENT,
    player?.isagent === 1
      ? { key: 'agentLogin', title: T.agentLogin, icon: <TeamOutline />, run: openAgentLogin }
      : { key: 'agentPlan', title: T.agentPlan, icon: <TeamOutline />, path: '/applyagent' },
    { key: 'settings', title: T.settings, icon: <SetOutline />, path: '/userCent' },
    token !== null
      ? { key: 'logout', title: T.logout, icon: <CloseCircleOutline />, run: askLogout }
      : { key: 'login', title: T.login, icon: <UserCircleOutline />, path: '/login' },
  ];

  const pick = (item: MenuItem) => {
    if (item.run) {
      void item.run();
      return;
    }
    onClose();
    if (item.path) void navigate(item.path);
  };

  return (
    <Popup
      visible={visible}
      position="left"
      onMaskClick={onClose}
      onClose={onClose}
      className="home-menu"
      bodyClassName="home-menu__body"
    >
      <nav aria-label={HOME_TEXT.menu}>
        <MenuHead player={player} signedIn={token !== null} />
        <List className="home-menu__list">
          {items.map((item) => (
            <List.Item
              key={item.key}
              prefix={item.icon}
              extra={item.key === 'inbox' ? <UnreadBadge /> : undefined}
              onClick={() => pick(item)}
            >
              {item.title}
            </List.Item>
          ))}
        </List>
      </nav>
    </Popup>
  );
}

/** Who is using the menu: the player's avatar, name and VIP level, or a visitor. */
function MenuHead({ player, signedIn }: { player: UserInfo | undefined; signedIn: boolean }) {
  return (
    <div className="home-menu__head">
      {player ? (
        <>
          <Avatar src={player.avatar} name={player.username} size={52} />
          <div className="home-menu__who">
            <strong>{player.username}</strong>
            <span className="vip-badge">{HOME_TEXT.vip(player.vip)}</span>
          </div>
        </>
      ) : (
        <>
          <Avatar name={HOME_TEXT.guest} size={52} />
          <div className="home-menu__who">
            <strong>{!signedIn ? HOME_TEXT.guest : ''}</strong>
            {!signedIn && <span>{HOME_TEXT.guestHint}</span>}
          </div>
        </>
      )}
    </div>
  );
}
