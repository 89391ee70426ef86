import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, type ComponentType } from 'react';
import {
  createHashRouter,
  Navigate,
  Outlet,
  ScrollRestoration,
  useMatches,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { MainLayout } from '../components/MainLayout.tsx';
import { NotOpenPage } from '../components/NotOpenPage.tsx';
import { PageLoading } from '../components/PageLoading.tsx';
import { RequireAuth } from '../components/RequireAuth.tsx';
import { RouteError } from '../components/RouteError.tsx';
import { TitledPage } from '../components/TitledPage.tsx';
import { telegramAutoLogin } from '../api/telegram-login.ts';
import { getToken } from '../lib/session.ts';
import { telegramInitData } from '../lib/telegram.ts';
import { PlayerEventsMount } from './player-events-mount.tsx';
import { RealityCheckMount } from './reality-check-mount.tsx';
import { ROUTES, type RouteEntry } from './routes.ts';

interface RouteHandle {
  title: string;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** Root of every route: the document title follows the screen; scroll resets on navigation. */
function AppFrame() {
  const matches = useMatches();
  const title = matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.title;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <RealityCheckMount />
      <PlayerEventsMount />
    </>
  );
}

function RouteScreen({
  entry,
  Screen,
  queryClient,
}: {
  entry: RouteEntry;
  Screen: ComponentType | null;
  queryClient: QueryClient;
}) {
  // Inside Telegram the launch data logs the player in without a form (spec part 1 §2).
  const autoLogin = useMemo(
    () => (telegramInitData() !== null ? () => telegramAutoLogin(queryClient) : undefined),
    [queryClient],
  );
  const screen = Screen ? <Screen /> : <NotOpenPage title={entry.title} back={!entry.tabRoot} />;
  if (!entry.requiresLogin) return screen;
  return (
    <RequireAuth
      mode={entry.loginPrompt ?? 'redirect'}
      autoLogin={autoLogin}
      fallback={<TitledPage title={entry.title} back={!entry.tabRoot} />}
    >
      {screen}
    </RequireAuth>
  );
}

/** Whether this arrival is a visitor sent straight to /login (no session, no Telegram login). */
function sentToLogin(entry: RouteEntry): boolean {
  return (
    entry.requiresLogin &&
    (entry.loginPrompt ?? 'redirect') === 'redirect' &&
    getToken() === null &&
    telegramInitData() === null
  );
}

/** A screen whose code is fetched when it first renders (the loading line meanwhile). */
function laterScreen(load: () => Promise<ComponentType>): ComponentType {
  const Screen = lazy(() => load().then((component) => ({ default: component })));
  return function LaterScreen() {
    return (
      <Suspense fallback={<PageLoading />}>
        <Screen />
      </Suspense>
    );
  };
}

function toRouteObject(entry: RouteEntry, queryClient: QueryClient): RouteObject {
  const handle: RouteHandle = { title: entry.title };
  const load = entry.screen;
  const prefetch = entry.prefetch;
  // A loader on the route itself runs alongside `lazy`, so the calls start before the code lands.
  const loader = prefetch
    ? ({ request }: LoaderFunctionArgs) => {
        prefetch(queryClient, new URL(request.url).searchParams);
        return null;
      }
    : undefined;
  if (!load) {
    return {
      path: entry.path,
      handle,
      Component: () => <RouteScreen entry={entry} Screen={null} queryClient={queryClient} />,
    };
  }
  return {
    path: entry.path,
    handle,
    loader,
    // ?tab= and the like change in place: the first arrival's calls are not asked again.
    shouldRevalidate: prefetch ? () => false : undefined,
    lazy: async () => {
      // A visitor on a screen that sends visitors to /login (a shared deep link): the screen's
      // code is not fetched for a redirect (DESIGN §10: that first visit fetches the login screen's
      // code alone); it loads once the screen is shown, after a login.
      if (sentToLogin(entry)) {
        const Later = laterScreen(load);
        return {
          Component: () => <RouteScreen entry={entry} Screen={Later} queryClient={queryClient} />,
        };
      }
      const Screen = await load();
      return {
        Component: () => <RouteScreen entry={entry} Screen={Screen} queryClient={queryClient} />,
      };
    },
  };
}

/** The route objects of the app (exported for tests, which mount them in a memory router). */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  const of = (layout: RouteEntry['layout']) =>
    ROUTES.filter((entry) => entry.layout === layout).map((entry) =>
      toRouteObject(entry, queryClient),
    );
  return [
    {
      id: 'root',
      Component: AppFrame,
      HydrateFallback: PageLoading,
      ErrorBoundary: RouteError,
      children: [
        { Component: MainLayout, children: of('main') },
        ...of('top'),
        // Any unknown path goes to / (spec part 1 §2).
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createHashRouter(appRoutes(queryClient));
}
