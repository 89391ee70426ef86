import { ACTIVITIES_MSG } from '@app/contract/messages-activities';

/**
 * Texts of the activity screens (/activity, /activity_old, /activityInfo, /activityRecord; spec
 * part 1 §2 Activities, §4, §6; part 2 §2 Records). Wording the spec does not give is marked "ours".
 */
export const ACTIVITIES_TEXT = {
  title: '优惠活动',
  all: '全部优惠', // spec: tab 'all offers'
  types: '活动类型', // ours: the tab row's name
  empty: '暂无优惠活动', // ours
  failed: '获取活动失败', // ours
  retry: '重试',
  detailTitle: '活动详情',
  notFound: '活动不存在或已下架',
  rules: '活动规则', // ours
  bonus: (amount: string, multiple: number) =>
    multiple > 0 ? `彩金 ${amount} 元 · ${multiple} 倍流水可提现` : `彩金 ${amount} 元`, // ours
  apply: '立即申请', // spec: 'apply now'
  applying: '提交中…',
  goLogin: '去登录', // spec: 'go to login'
  applied: ACTIVITIES_MSG.activityApplied,
  appliedState: (state: string) => `申请状态：${state}`, // ours
  remark: (remark: string) => `审核备注：${remark}`, // ours
  records: '申请记录',
  viewRecords: '查看申请记录', // ours
  // /activityRecord (part 2 §3: activity_name, created_at, state)
  recordsTitle: '申请记录',
  recordsFailed: '获取申请记录失败', // ours
  activityName: '活动名称',
  createdAt: '申请时间',
  state: '状态',
  states: { 1: '待审核', 2: '已通过', 3: '已拒绝' } as Record<number, string>, // spec part 1 §4
  unknownState: '未知',
  bonusLabel: '彩金', // ours
  bonusPaid: (amount: string) => `${amount} 元`, // ours
  remarkLabel: '审核备注', // ours
} as const;
