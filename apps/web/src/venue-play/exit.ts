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
