/** Display helpers: times in Beijing time (the platform's day), money as the server sends it. */

const TIME = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** Epoch ms (or seconds, or a date string) as 2026-11-25 20:15:03, Beijing time; '' for none. */
export function formatTime(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '' || value === 0) return '';
  const ms =
    typeof value === 'number' ? (value < 1e12 ? value * 1000 : value) : Date.parse(String(value));
  if (!Number.isFinite(ms)) return String(value);
  return TIME.format(new Date(ms)).replace(/\//g, '-');
}

/** "1234.5" → "1,234.50": the contract's one money display, grouped as the console shows it. */
export { formatMoneyGrouped as formatMoney } from '@app/contract/money-format';
