import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { installUnauthorizedHandler } from './app/unauthorized.ts';
import { appInfoQueryOptions } from './api/app-info.ts';
import { installAntdRender } from './lib/antd-render.ts';
import { preloadFeedback } from './lib/feedback.ts';
import { PLAYER_SCOPE } from './lib/auth.ts';
import { adoptTokenFromAddress, watchAddressToken } from './lib/session.ts';
import { captureTelegramLaunch, startTelegramChrome } from './lib/telegram.ts';
import './styles.css';

// Before the router starts: it rewrites the hash, which is where Telegram puts its launch data
// and where a shared link may carry a token.
installAntdRender();
captureTelegramLaunch();
adoptTokenFromAddress();

const queryClient = createQueryClient();
// The site state gates every screen (RepairGate): asked now, not once React has rendered.
void queryClient.prefetchQuery(appInfoQueryOptions);
// A token arriving later replaces the player: the previous one's data goes.
watchAddressToken(() => queryClient.removeQueries({ queryKey: [PLAYER_SCOPE] }));
const router = createAppRouter(queryClient);
installUnauthorizedHandler(router, queryClient);
// Inside Telegram: the Mini App's back button, theme and full height (the SDK loads only there).
void startTelegramChrome(router);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

// Toast and dialog code, once the first screen is up.
if ('requestIdleCallback' in window) window.requestIdleCallback(preloadFeedback, { timeout: 3000 });
else setTimeout(preloadFeedback, 1500);
