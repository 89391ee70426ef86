/**
 * 返回: inside the player app's frame, ask the app to close the game (it listens for
 * {type: 'venue:exit'} from this frame, same origin); opened on its own, go to the app's home.
 */
export function exitVenue(): void {
  if (window.parent !== window) {
    window.parent.postMessage({ type: 'venue:exit' }, window.location.origin);
    return;
  }
  // The app lives at the root of the site (or of its path prefix): /venue/demo/play → /#/.
  const root = window.location.pathname.replace(/venue\/demo\/play$|play\.html$/, '');
  window.location.href = `${root}#/`;
}

/**
 * True when the player app shows this page in its own frame (same origin): the app's top bar is
 * then the page's one header and back button, so the venue shows no header of its own, only a
 * strip with the game and the balance. Framed by another site (or opened alone), the venue keeps
 * its header and 返回.
 */
export function insideAppFrame(): boolean {
  if (window.parent === window) return false;
  try {
    return window.parent.location.origin === window.location.origin;
  } catch {
    return false; // another origin: reading its location throws
  }
}
