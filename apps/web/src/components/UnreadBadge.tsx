import { useInboxUnread } from '../api/inbox-unread.ts';
import { SHELL_TEXT } from './strings.ts';
import './unread-badge.css';

/**
 * The player's unread inbox count as a red badge, nothing when there is none. The figure is read
 * out as "N 条未读消息".
 */
export function UnreadBadge() {
  const unread = useInboxUnread();
  if (unread <= 0) return null;
  return (
    <span className="unread-badge">
      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
      <span className="visually-hidden">{SHELL_TEXT.unread(unread)}</span>
    </span>
  );
}
