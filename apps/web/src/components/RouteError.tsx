import { Button } from 'antd-mobile';
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
      <Button color="primary" shape="rounded" onClick={() => window.location.reload()}>
        {SHELL_TEXT.reload}
      </Button>
    </div>
  );
}
