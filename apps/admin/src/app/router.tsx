import { lazy, Suspense } from 'react';
import { createHashRouter, Navigate } from 'react-router';
import { Result } from 'antd';
import { ADMIN_ACCESS, staffMayCall } from '@app/contract/admin-roles';
import { useOperator } from '../lib/operator.ts';
import type { ConsoleRoute } from '../lib/console-route.ts';
import { ConsoleLayout, Forbidden, PageSpinner } from './ConsoleLayout.tsx';
import { CONSOLE_ROUTES, STANDALONE_ROUTES } from './routes.tsx';
import { ROUTER } from './strings.ts';

const LoginPage = lazy(() => import('../features/auth/pages/LoginPage.tsx'));
const HomePage = lazy(() => import('../features/home/pages/HomePage.tsx'));

/** The page, when the operator's role may open it. */
function Guarded({ route }: { route: ConsoleRoute }) {
  const me = useOperator();
  if (!me.data) return null;
  if (!staffMayCall(me.data.role, ADMIN_ACCESS[route.call])) return <Forbidden />;
  const Page = route.page;
  return <Page />;
}

export function createConsoleRouter(routes: readonly ConsoleRoute[] = CONSOLE_ROUTES) {
  return createHashRouter([
    {
      path: '/login',
      element: (
        <Suspense fallback={<PageSpinner />}>
          <LoginPage />
        </Suspense>
      ),
    },
    ...STANDALONE_ROUTES,
    {
      path: '/',
      element: <ConsoleLayout routes={routes} />,
      children: [
        { index: true, element: <HomePage routes={routes} /> },
        ...routes.map((route) => ({ path: route.path, element: <Guarded route={route} /> })),
        { path: '*', element: <Result status="404" title={ROUTER.notFound} /> },
      ],
    },
    { path: '*', element: <Navigate to="/" replace /> },
  ]);
}
