/** Business constants of the spec (part 1 §9, part 2 §9) and our own limits. */
export const LIMITS = {
  requestTimeoutMs: 30_000,
  maxAppWidthPx: 750,
  usernameMin: 6,
  usernameMax: 16,
  passwordMin: 6,
  passwordMax: 16,
  payPasswordMin: 6,
  payPasswordMax: 18,
  inputMax: 16,
  /** Upper bound on any free-text payload string, so oversized input is a 400, not work. */
  textMax: 256,
  /** Upper bound on Telegram initData (the real thing is well under 4 KB). */
  initDataMax: 8192,
  captchaTtlMs: 5 * 60_000,
  telegramAuthMaxAgeSec: 24 * 60 * 60,
  tokenTtlMs: 30 * 24 * 60 * 60_000,
  guestTokenTtlMs: 24 * 60 * 60_000,
  /** Trial credit of a guest account, in fen. */
  guestTrialCreditMinor: 200_000n,
  /** Credit of the seeded demo player, in fen. */
  demoCreditMinor: 1_000_000n,
  pageSizeMax: 50,
  /** Spec part 2 §9: an uploaded image is at most 5 MB. */
  uploadMaxBytes: 5_242_880,
  /** Ours: uploads a player may make per minute, then per Beijing day (count and total bytes). */
  uploadsPerMinute: 6,
  uploadsPerDay: 20,
  uploadBytesPerDay: 20 * 1024 * 1024,
  /**
   * Ours: what one client address (an IPv6 client by its /64) may upload, whoever signs in from
   * it: per minute, then per Beijing day in total bytes (several players behind one NAT fit).
   */
  uploadsPerMinutePerAddress: 20,
  uploadBytesPerDayPerAddress: 60 * 1024 * 1024,
  balancePollMs: 2_500_000,
  renumPollMs: 10_000,
  bannerAutoplayMs: 3_000,
} as const;
