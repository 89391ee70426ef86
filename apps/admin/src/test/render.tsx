import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { setToken } from '../lib/session.ts';

/**
 * Renders console pages as the app does (antd in Chinese, a fresh query client without retries,
 * a router at `path`), signed in unless `signedIn: false`.
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
    <ConfigProvider locale={zhCN}>
      <AntApp>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>,
  );
  return { ...view, router, client };
}
