import type { InboxMessage } from '@app/contract/inbox';
import type { Notice } from '@app/contract/games';

export const notice = (over: Partial<Notice> = {}): Notice => ({
  id: 1,
  title: '系统维护公告',
  content: '<p>本周三 02:00–04:00 系统维护。</p><p>维护期间暂停充值。</p>',
  popup: 0,
  created_at: '2026-11-20 10:00:00',
  ...over,
});

export const message = (over: Partial<InboxMessage> = {}): InboxMessage => ({
  id: 1,
  kind: 'deposit',
  title: '充值到账',
  content: '您的充值订单 D20261125 已到账，500.00 元已存入您的钱包。',
  created_at: '2026-11-25 12:00:00',
  read: 0,
  ...over,
});

/** A page of the contract's list shape. */
export function pageOf<T>(data: T[], page = 1, lastPage = 1) {
  return { data, total: data.length, current_page: page, last_page: lastPage };
}
