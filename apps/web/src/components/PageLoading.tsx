import { SHELL_TEXT } from './strings.ts';

/**
 * Centered spinner and 加载中… while a screen's code or first data arrives. Plain CSS: antd-mobile's
 * SpinLoading would bring its animation library into the first screen's code. index.html paints
 * the same markup before any script has run, so the first paint needs no JavaScript.
 */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__spinner" aria-hidden />
      <span className="page-loading__text">{SHELL_TEXT.loading}</span>
    </div>
  );
}
