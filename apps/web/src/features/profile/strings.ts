import { MSG } from '@app/contract/messages';

/** Texts of the profile (/userInfo), the settings (/userCent) and the older personal centre. */
export const PROFILE_TEXT = {
  userInfoTitle: '个人资料',
  avatar: '头像',
  changeAvatar: '更换头像', // ours
  avatarHint: '支持 GIF、PNG、JPG，不超过 5MB', // ours
  uploading: '上传中…', // ours
  username: '用户名',
  realname: '真实姓名',
  notSet: '未填写', // ours
  birthday: '生日',
  pickBirthday: '请选择生日', // ours
  mobile: '手机号',
  mobilePlaceholder: '请输入手机号',
  email: '邮箱',
  emailPlaceholder: '请输入邮箱',
  confirm: '确认',
  ok: '确定',
  cancel: '取消',
  saved: MSG.ok,
  avatarUploaded: MSG.avatarUploaded,
  avatarType: MSG.uploadType,
  avatarSize: MSG.uploadSize,
  avatarFailed: MSG.uploadFailed,
  loadFailed: '加载失败', // ours
  retry: '重新加载', // ours
  // /userCent
  settingsTitle: '设置',
  notifications: '通知', // ours
  msgTime: '消息时间显示',
  winNotice: '中奖通知',
  quietMode: '免打扰模式',
  msgTimeHint: '在消息列表中显示每条消息的时间', // ours
  winNoticeHint: '中奖时提醒我', // ours
  quietModeHint: '开启后不再弹出提醒', // ours
  settingsSaved: MSG.settingsSaved,
  more: '其他', // ours
  about: '关于我们',
  responsible: '责任博彩', // ours (DESIGN §12)
  responsibleHint: '充值与亏损限额、游戏时长提醒、冷静期', // ours
  help: '帮助中心',
  logout: '退出登录',
  logoutConfirm: '您确定要退出登录吗?', // spec part 1 §8
  // /mine_old
  balance: '账户余额',
  currency: '¥',
  vip: (level: number) => `VIP${level}`,
  vipNext: (level: number) => `距离 VIP${level}`, // ours
  vipTop: '已达最高等级', // ours
  shortcuts: '常用功能', // ours
  guestNotAllowed: MSG.guestNotAllowed,
  entries: {
    recharge: '充值',
    withdrawal: '取款',
    transfer: '转账',
    wallet: '我的钱包',
    transRecord: '交易记录',
    betRecord: '投注记录',
    welfare: '福利中心',
    fanshui: '返水中心',
    vip: 'VIP特权',
    inviter: '邀请好友',
    message: '消息中心',
    userInfo: '个人资料',
    settings: '设置',
    help: '帮助中心',
    service: '在线客服',
    password: '修改密码',
  },
} as const;
