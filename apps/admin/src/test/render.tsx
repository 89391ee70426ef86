import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { StyleProvider } from '@ant-design/cssinjs';
import zhCN from 'antd/locale/zh_CN';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { setToken } from '../lib/session.ts';

/**
 * Renders console pages as the app does (antd in Chinese, a fresh query client without retries,
 * a router at `path`), signed in unless `signedIn: false`.
 *
 * Two things keep it fast under jsdom. antd's CSS-in-JS is collected, not written into the
 * document (`StyleProvider mock="server"`): with its style sheets in the document every
 * `getComputedStyle` — which `getByRole` calls for each element it considers, and antd's table
 * to measure scrollbars — matched each element against thousands of rules (80% of a test's time).
 * And motion is off, so dialogs and drawers open and close at once.
 */
export function renderConsole(
  routes: RouteObject[] | ReactElement,
  { path = '/', signedIn = true }: { path?: string; signedIn?: boolean } = {},
) {
  if (signedIn) setToken('test-operator-token');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const objects: RouteObject[] = Array.isArray(routes) ? routes : [{ path, element: routes }];
  const router = createMemoryRouter(objects, { initialEntries: [path] });
  const view = render(
    <StyleProvider mock="server">
      <ConfigProvider locale={zhCN} theme={{ token: { motion: false } }}>
        <AntApp>
          <QueryClientProvider client={client}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </AntApp>
      </ConfigProvider>
    </StyleProvider>,
  );
  return { ...view, router, client };
}
