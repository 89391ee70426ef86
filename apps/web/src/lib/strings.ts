/** Texts shown by the shared client code (spec part 1 §8 / part 2 §8 wording). */
export const LIB_TEXT = {
  networkError: '网络错误，请稍后重试', // spec part 2 §8
  requestFailed: '请求失败，请稍后重试', // spec part 1 §8 'request failed, please try again later'
} as const;
