import { SHELL_TEXT } from './strings.ts';

/**
 * Centered spinner while a screen's code or first data arrives. Plain CSS: antd-mobile's
 * SpinLoading would bring its animation library into the first screen's code.
 */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-label={SHELL_TEXT.loading}>
      <span className="page-loading__spinner" aria-hidden />
    </div>
  );
}
