import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { appRoutes } from '../app/router.tsx';
import { installUnauthorizedHandler } from '../app/unauthorized.ts';

/**
 * Mounts the app as main.tsx does (providers, repair gate, real route table) in a memory router
 * at `path`, as the player would land on it. `strict`: in StrictMode too, as main.tsx mounts it
 * (effects run twice on mount).
 */
export function renderApp(path: string, { strict = false }: { strict?: boolean } = {}) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [path] });
  installUnauthorizedHandler(router, queryClient);
  const tree = (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, queryClient, location };
}

/** Mounts a part of the app with the app's query client settings (and nothing else of the app). */
export function renderWithQueries(ui: ReactNode) {
  return render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);
}
