/** Banks offered on the bank-card screens (POST /api/banklist); icons are drawn by the app. */
export const BANKS: readonly { bank_name: string; ico: string }[] = [
  '中国工商银行',
  '中国建设银行',
  '中国农业银行',
  '中国银行',
  '交通银行',
  '招商银行',
  '中国邮政储蓄银行',
  '中信银行',
  '中国光大银行',
  '中国民生银行',
  '兴业银行',
  '浦发银行',
  '平安银行',
  '华夏银行',
  '广发银行',
].map((bank_name) => ({ bank_name, ico: '' }));
