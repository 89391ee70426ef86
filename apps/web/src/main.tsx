import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { installUnauthorizedHandler } from './app/unauthorized.ts';
import { appInfoQueryOptions } from './api/app-info.ts';
import { preloadFeedback } from './lib/feedback.ts';
import { PLAYER_SCOPE } from './lib/auth.ts';
import { adoptTokenFromAddress, watchAddressToken } from './lib/session.ts';
import { captureTelegramLaunch, startTelegramChrome } from './lib/telegram.ts';
import './antd-mobile-overrides.css';
import './theme.css';
import './styles.css';

// Before the router starts: it rewrites the hash, which is where Telegram puts its launch data
// and where a shared link may carry a token.
captureTelegramLaunch();
adoptTokenFromAddress();

const queryClient = createQueryClient();
// The site state gates every screen (RepairGate): asked now (index.html asked already: the call
// takes that answer), not once React has rendered.
const siteState = queryClient.prefetchQuery(appInfoQueryOptions);
// A token arriving later replaces the player: the previous one's data goes.
watchAddressToken(() => queryClient.removeQueries({ queryKey: [PLAYER_SCOPE] }));
const router = createAppRouter(queryClient);
installUnauthorizedHandler(router, queryClient);
// Inside Telegram: the Mini App's back button, theme and full height (the SDK loads only there).
void startTelegramChrome(router);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

/** Resolves once the router has its first screen's code (and ran its loader). */
const routerReady = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    resolve();
  });
});
// index.html shows the first paint of the screen in the address (built from the same components):
// it stays until the app can show that screen itself — the site state known (RepairGate) and the
// screen's code here — instead of giving way to a spinner in between; at most FIRST_PAINT_MS.
const FIRST_PAINT_MS = 4000;
await Promise.race([
  Promise.all([siteState, routerReady]),
  new Promise((resolve) => setTimeout(resolve, FIRST_PAINT_MS)),
]);
// As a transition: React renders the whole first screen in slices of a few milliseconds, yielding
// to the browser in between (input, the shell's own paint), instead of in one long task; the shell
// stays on screen until the screen is ready to replace it.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});

// Toast and dialog code on the player's first touch or key (a first visit's budget, DESIGN §10,
// counts what loads without one): by the time a tap has asked for something, it is on its way.
const preloadOnce = () => {
  preloadFeedback();
  for (const type of ['pointerdown', 'keydown'] as const)
    window.removeEventListener(type, preloadOnce, true);
};
for (const type of ['pointerdown', 'keydown'] as const)
  window.addEventListener(type, preloadOnce, { capture: true, passive: true });
