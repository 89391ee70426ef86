/**
 * The first paint of the screens most visits start on, rendered to static HTML at build time
 * (vite.config.ts, `firstPaint`) and written into index.html: the browser paints it before any
 * script has run, and the app replaces it with the same screen once its code and first answers are
 * here (main.tsx renders only then). The real components, with no data yet: what they show while
 * their first calls are out. Not part of the app's bundle.
 *
 * - home: the visitor's home (top bar, banner placeholder, shortcuts, category placeholders, tab bar)
 * - mine: /mine of a player whose profile is on its way (index.html uses it only with a token)
 * - lottery: a lottery room's top bar and the loading state
 * - lottery-room: a room the page names (its title and kind, written in by the server): its top
 *   bar and input row (the screen's largest paint) around the loading line; index.html's script
 *   fills in the title and the input's hint
 * - loading: every other screen (the shared spinner)
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { MainLayout } from '../components/MainLayout.tsx';
import { PageLoading } from '../components/PageLoading.tsx';
import { TitledPage } from '../components/TitledPage.tsx';
import { HomePage } from '../features/home/pages/HomePage.tsx';
import { RoomPending } from '../features/lottery/components/RoomPending.tsx';
import { MinePage } from '../features/mine/pages/MinePage.tsx';
import { ROUTES } from './routes.ts';

export type FirstPaint = 'home' | 'mine' | 'lottery' | 'lottery-room' | 'loading';

function Frame({ path, children }: { path: string; children: ReactNode }) {
  // Nothing is fetched while rendering to a string: every query stays pending.
  const queryClient = new QueryClient();
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

const titleOf = (path: string) => ROUTES.find((route) => route.path === path)?.title ?? '';

export function renderFirstPaint(which: FirstPaint): string {
  switch (which) {
    case 'home':
      return renderToStaticMarkup(
        <Frame path="/">
          <Routes>
            <Route element={<MainLayout />}>
              <Route path="/" element={<HomePage />} />
            </Route>
          </Routes>
        </Frame>,
      );
    case 'mine':
      return renderToStaticMarkup(
        <Frame path="/mine">
          <Routes>
            <Route element={<MainLayout />}>
              <Route path="/mine" element={<MinePage />} />
            </Route>
          </Routes>
        </Frame>,
      );
    case 'lottery':
      return renderToStaticMarkup(
        <Frame path="/lottery">
          <TitledPage title={titleOf('/lottery')}>
            <PageLoading />
          </TitledPage>
        </Frame>,
      );
    case 'lottery-room':
      return renderToStaticMarkup(
        <Frame path="/lottery">
          <RoomPending title="" lotteryType={0} onBack={() => {}} />
        </Frame>,
      );
    case 'loading':
      return renderToStaticMarkup(<PageLoading />);
  }
}
