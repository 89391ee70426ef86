/**
 * Messages of the console's content calls (ours: the spec does not describe the back office):
 * the operator's image upload and the venue list.
 */
export const CONTENT_MSG = {
  /** 422: an operator's uploads of the Beijing day ({max}: images). */
  operatorUploadDailyCount: (max: number) => `今日后台上传图片已达${max}张上限，请明天再试`,
  /** 422: an operator's uploaded bytes of the Beijing day ({maxMb}: megabytes). */
  operatorUploadDailyBytes: (maxMb: number) =>
    `今日后台上传图片总大小已达${maxMb}MB上限，请明天再试`,
  venuePlatnameInvalid: '场馆代码无效',
  venueNameInvalid: '场馆名称须为1至32个字符',
} as const;
