import { AGENTS_MSG } from '@app/contract/messages-agents';

/**
 * Texts of the agent application (/applyagent) and the invite page (/inviter) (spec part 1 §2
 * Personal screens, §5, §8). Wording the spec does not give is marked "ours".
 */
export const AGENTS_TEXT = {
  applyTitle: '代理加盟',
  username: '用户名',
  realname: '真实姓名',
  mobile: '联系方式',
  mobilePlaceholder: '请输入手机号', // ours
  reason: '申请理由',
  reasonPlaceholder: '请简单介绍您的推广渠道和优势', // ours
  join: '加入我们', // spec: button 'join us'
  mobileInvalid: AGENTS_MSG.agentMobileInvalid,
  reasonRequired: AGENTS_MSG.agentReasonRequired,
  applied: AGENTS_MSG.agentApplied,
  applyIntro: '成为代理，邀请好友即可按等级每日获得佣金。', // ours
  statusTitle: '申请状态', // ours
  pending: '您的代理申请正在审核中，请耐心等待', // ours
  refused: (remark: string) => `上次申请未通过：${remark}。您可以补充资料后重新申请。`, // ours
  alreadyAgent: '您已经是代理', // ours
  toInviter: '查看邀请与佣金', // ours
  submittedAt: '提交时间', // ours

  inviterTitle: '邀请好友',
  segments: { link: '邀请链接', intro: '奖金介绍', detail: '明细' },
  linkTitle: '我的专属邀请链接', // ours
  linkHint: '好友通过此链接注册，即成为您的下线', // ours
  invite: '邀请好友', // ours: the invite button
  sheetTitle: '分享邀请', // ours
  saveLink: '保存链接',
  saveImage: '保存图片',
  saveQr: '保存二维码',
  cancel: '取消',
  copied: '链接已复制到剪贴板', // spec part 1 §8
  copyFailed: '复制链接失败', // spec part 1 §8
  imageSaved: '图片已保存', // ours
  qrSaved: '二维码已保存', // ours
  saveFailed: '保存失败，请长按二维码截图保存', // ours
  qrLabel: '邀请二维码', // ours
  posterText: '扫码注册，和我一起赢取丰厚奖金', // ours
  posterId: (id: number) => `邀请码 ${id}`, // ours
  loginToApply: '登录后即可申请成为代理', // ours
  loginFirst: '登录后查看您的专属邀请链接和明细', // ours
  toLogin: '去登录',
  introFailed: '奖金介绍加载失败', // ours
  retry: '重试',

  todayTitle: '今日数据', // ours
  periodTitle: '统计周期', // ours
  periods: [
    { value: 2, label: '近7天' },
    { value: 3, label: '近15天' },
    { value: 4, label: '近30天' },
  ],
  range: (from: string, to: string) => (from === to ? from : `${from} 至 ${to}`),
  active: '活跃会员',
  newMembers: '新增会员',
  deposits: '存款',
  figuresNote: (depth: number) =>
    `下线为您邀请的好友及其下级（共${depth}级）；活跃会员指周期内有有效投注的下线。`, // ours
  agentLine: (name: string, rate: string) => `${name} · 佣金比例 ${rate}%`, // ours
  notAgent: '您还不是代理，成为代理后可按下线业绩获得佣金', // ours
  applyAgent: '申请代理', // ours
  members: '下线总数', // ours
  commissionTotal: '累计佣金', // ours
  detailFailed: '明细加载失败', // ours
  recordTabs: { bonus: '奖金记录', friends: '好友明细' },
  bonusColumns: ['日期', '奖金', '备注'],
  friendColumns: ['注册日期', '存款', '备注'],
} as const;
