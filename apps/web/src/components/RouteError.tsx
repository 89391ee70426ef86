import { SHELL_TEXT } from './strings.ts';

/**
 * When a screen fails to render or its code cannot be fetched (often: a new version was deployed
 * while the app was open), offer a reload instead of a white page.
 */
export function RouteError() {
  return (
    <div className="route-error" role="alert">
      <h2>{SHELL_TEXT.errorTitle}</h2>
      <p>{SHELL_TEXT.errorBody}</p>
      {/* A plain button in antd-mobile's look: this screen is part of every first visit's code. */}
      <button
        type="button"
        className="route-error__reload"
        onClick={() => window.location.reload()}
      >
        {SHELL_TEXT.reload}
      </button>
    </div>
  );
}
