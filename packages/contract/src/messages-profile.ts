/**
 * Messages of the profile, settings and help centre (spec part 1 §5, §8). Quoted where the spec
 * gives the Chinese; ours marked.
 */
export const PROFILE_MSG = {
  /** spec part 1 §5. */
  mobileInvalid: '请输入正确手机号',
  emailInvalid: '请输入正确邮箱号',
  birthdayInvalid: '请输入正确的日期格式：YYYY-MM-DD',
  birthdayRange: '生日须在 1980-01-01 至今天之间', // ours: the picker's bounds, checked by the server
  /** spec part 1 §8. */
  avatarUploaded: '头像上传成功！',
  articleUnknown: '该帮助文章不存在', // ours: 404, a type the help centre does not have
  articleTitleInvalid: '文章标题须为1~32个字', // ours
  articleContentInvalid: '文章内容不能为空，且不超过50000个字符', // ours
  settingsSaved: '设置已保存', // ours
} as const;
