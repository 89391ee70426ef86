/**
 * The console's colours as values (antd's theme tokens, inline styles): with theme.css, the only
 * places with colour values (ESLint refuses a raw colour literal elsewhere). Chosen for WCAG AA
 * (4.5:1 on white; e2e/specs/admin-pages.spec.ts scans every page).
 */
export const COLOR = {
  primary: '#1d5bd8',
  /** Secondary and empty-list text. */
  textSecondary: '#595959',
  /** Meta lines (times, senders). */
  textMeta: '#666',
  textMuted: '#6e6e6e',
  placeholder: '#999',
  error: '#cf1322',
  errorBg: '#fff2f0',
  errorBorder: '#ffccc7',
  success: '#237804',
  successBg: '#f6ffed',
  successBorder: '#b7eb8f',
  warning: '#d46b08',
  orange: '#ad4e00',
  gold: '#ad6800',
  pendingText: '#874d00',
  pendingBg: '#fffbe6',
  pendingBorder: '#ffe58f',
  goodText: '#135200',
  badText: '#a8071a',
  badBg: '#fff1f0',
  badBorder: '#ffa39e',
  white: '#fff',
  /** Panels and boxes inside a page. */
  panel: '#fafafa',
  panelBorder: '#f0f0f0',
  divider: '#eee',
  imageBg: '#f5f5f5',
  selected: '#e6f4ff',
  bubbleBorder: '#e5e5e5',
} as const;
