import type { ActivityApplication, ActivityDetail, ActivityItem } from '@app/contract/activities';

export const item = (over: Partial<ActivityItem> = {}): ActivityItem => ({
  id: 1,
  type: 1,
  banner: '/media/activity/first-deposit.svg',
  title: '新人首存加赠38元',
  bonus: '38.00',
  ...over,
});

export const listPage = (data: ActivityItem[]) => ({
  data: { data, total: data.length, current_page: 1, last_page: 1 },
});

export const detail = (over: Partial<ActivityDetail> = {}): ActivityDetail => ({
  id: 1,
  type: 1,
  type_name: '新人专享',
  banner: '/media/activity/first-deposit.svg',
  title: '新人首存加赠38元',
  content: '<p>首次存款满 <strong>100 元</strong>即可申请。</p>',
  memo: '1. 每位会员限申请一次。\n2. 彩金需完成 3 倍有效投注后方可提现。',
  bonus: '38.00',
  turnover_multiple: 3,
  apply_state: null,
  apply_remark: '',
  ...over,
});

export const application = (over: Partial<ActivityApplication> = {}): ActivityApplication => ({
  id: 1,
  activity_id: 1,
  activity_name: '新人首存加赠38元',
  created_at: '2026-11-25 12:00:00',
  state: 1,
  remark: '',
  bonus: '0.00',
  ...over,
});
