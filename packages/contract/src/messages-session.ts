/**
 * Part of the catalogue (MSG spreads it): the messages of a session and of a failed call, which
 * the player app's API client and its first screens show. Kept apart so that those screens can
 * import them without the whole catalogue (DESIGN §10: a first visit's code).
 */
export const SESSION_MSG = {
  serverError: '服务器错误，请稍后再试', // spec part 1 §8: 'server error, please try again later'
  pleaseLogin: '请登录！', // spec part 1 §5 'please log in!'
  sessionExpired: '登录已失效，请重新登录', // ours
  guestNotAllowed: '试玩账号不能进行此操作，请注册正式账号', // ours
} as const;
