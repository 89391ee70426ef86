import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { Spin } from 'antd';

const AgentLayout = lazy(() => import('./AgentLayout.tsx'));
const AgentLoginPage = lazy(() => import('./pages/AgentLoginPage.tsx'));
const AgentHomePage = lazy(() => import('./pages/AgentHomePage.tsx'));

const spinner = (
  <div style={{ padding: 48, textAlign: 'center' }}>
    <Spin size="large" />
  </div>
);

/**
 * The agent centre (issue 13 item 11): outside the staff frame, with its own small layout and
 * the agent's player session (session 'agent'). `/agent/login`, `/agent`.
 */
export const agentCentreRoutes: RouteObject[] = [
  {
    path: '/agent/login',
    element: (
      <Suspense fallback={spinner}>
        <AgentLoginPage />
      </Suspense>
    ),
  },
  {
    path: '/agent',
    element: (
      <Suspense fallback={spinner}>
        <AgentLayout />
      </Suspense>
    ),
    children: [{ index: true, element: <AgentHomePage /> }],
  },
];
