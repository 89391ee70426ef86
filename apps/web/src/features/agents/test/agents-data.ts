import type { ApplyAgentInfo, InviteFigures, InviteInfo } from '@app/contract/agents';

export const figures = (over: Partial<InviteFigures> = {}): InviteFigures => ({
  period: 2,
  from: '2026-11-19',
  to: '2026-11-25',
  active: 3,
  new_members: 2,
  deposits: '720.00',
  ...over,
});

export const invite = (over: Partial<InviteInfo> = {}): InviteInfo => ({
  pid: 7,
  isagent: 1,
  level: 2,
  level_name: '二级代理',
  rate: '0.50',
  depth: 3,
  members: 5,
  commission_total: '12.34',
  today: figures({ period: 1, from: '2026-11-25', active: 1, new_members: 1, deposits: '72.00' }),
  selected: figures(),
  ...over,
});

export const noApplication: ApplyAgentInfo = { isagent: 0, application: null };

export const pendingApplication: ApplyAgentInfo = {
  isagent: 0,
  application: {
    id: 3,
    mobile: '13800138000',
    apply_info: '有推广渠道',
    state: 1,
    state_name: '待审核',
    remark: '',
    created_at: '2026-11-25 10:00:00',
    reviewed_at: '',
  },
};
