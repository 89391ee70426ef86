import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { ApiError, setUnauthorizedHandler } from '../lib/api.ts';
import { createConsoleRouter } from './router.tsx';

export function createConsoleQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnWindowFocus: false,
        // A refusal (4xx) is an answer, not a blip: only network and server errors are retried.
        retry: (count, error) =>
          count < 2 && !(error instanceof ApiError && error.code >= 400 && error.code < 500),
      },
    },
  });
}

/** The console: antd in Chinese, the query client, the hash router. */
export function ConsoleApp() {
  const [client] = useState(createConsoleQueryClient);
  const [router] = useState(() => createConsoleRouter());
  useEffect(() => {
    setUnauthorizedHandler((kind) => {
      client.clear();
      const here = router.state.location;
      const path = `${here.pathname}${here.search}`;
      if (kind === 'agent') void router.navigate('/agent/login');
      else if (!path.startsWith('/login')) {
        void router.navigate(`/login?redirect=${encodeURIComponent(path)}`);
      }
    });
  }, [client, router]);
  return (
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: '#1d5bd8' } }}>
      <AntApp>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
