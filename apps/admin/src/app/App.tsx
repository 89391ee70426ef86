import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { ApiError, setUnauthorizedHandler } from '../lib/api.ts';
import { createConsoleRouter } from './router.tsx';
import { COLOR } from '../theme.ts';

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

/**
 * antd's defaults, made readable (WCAG AA, 4.5:1 on white; e2e/specs/admin-pages.spec.ts scans
 * every page): links take the primary colour (the default link blue is 4.1:1), danger and success
 * colours and the green, red and orange tags one shade darker, secondary and empty-list text and
 * the off switch, description labels and disabled controls darker grey.
 */
const CONSOLE_THEME: ThemeConfig = {
  token: {
    colorPrimary: COLOR.primary,
    colorLink: COLOR.primary,
    colorTextDescription: COLOR.textSecondary,
    colorError: COLOR.error,
    colorSuccess: COLOR.success,
    // The darker seeds would also darken their tints: tags and alerts keep antd's light ones.
    colorSuccessBg: COLOR.successBg,
    colorSuccessBorder: COLOR.successBorder,
    colorErrorBg: COLOR.errorBg,
    colorErrorBorder: COLOR.errorBorder,
    green: COLOR.success,
    red: COLOR.error,
    orange: COLOR.orange,
    gold: COLOR.gold,
    // Disabled controls stay readable (their grey background tells them apart).
    colorTextDisabled: 'rgba(0, 0, 0, 0.56)',
  },
  components: {
    // Labels of a description list (玩家ID, 余额…) in readable grey, not antd's 45 % black.
    Descriptions: { labelColor: 'rgba(0, 0, 0, 0.65)' },
    Switch: {
      colorTextQuaternary: 'rgba(0, 0, 0, 0.55)',
      colorTextTertiary: 'rgba(0, 0, 0, 0.65)',
    },
  },
};

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
    <ConfigProvider locale={zhCN} theme={CONSOLE_THEME}>
      <AntApp>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
