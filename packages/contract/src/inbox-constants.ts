/**
 * The inbox's kinds and the player's own realtime room, without zod, so the player app's shell
 * joins the room without loading the schemas.
 */

/** What sent a message: an event of the player's account, or an operator. */
export const INBOX_KINDS = [
  'deposit',
  'withdrawal',
  'activity',
  'vip',
  'rebate',
  'agent',
  'operator',
] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/**
 * The player's own realtime room (`/wss?roomid=inbox-<player id>&_token=…`): only that player's
 * token joins it. After an event that concerns the player commits (a deposit or withdrawal
 * decided, an activity or agent application reviewed, a VIP change, a rebate, an operator's
 * message), the server publishes `{type:'inbox', kind}` there, so the open screens refetch.
 */
export const inboxRoomId = (userId: number): string => `inbox-${userId}`;
export const INBOX_ROOM_PATTERN = /^inbox-([1-9]\d{0,14})$/;

export interface InboxRoomEvent {
  type: 'inbox';
  kind: InboxKind;
}
