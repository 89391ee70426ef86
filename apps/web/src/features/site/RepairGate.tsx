import { lazy, Suspense, type ReactNode } from 'react';
import { PageLoading } from '../../components/PageLoading.tsx';
import { isInRepair, useAppInfo } from '../../api/app-info.ts';

// Rarely shown: its code is fetched only when the site is actually in repair.
const RepairPage = lazy(() =>
  import('./pages/RepairPage.tsx').then((m) => ({ default: m.RepairPage })),
);

/**
 * Whole-app switch (spec part 1 §1): while /api/app says site_state 0 nothing but the repair page
 * renders, and the state is checked again every 60 s. If /api/app cannot be reached the app stays
 * usable: the gate closes only on an explicit "in repair" answer. Until the first answer (or
 * failure) a spinner shows, so a closed site never flashes its screens.
 */
export function RepairGate({ children }: { children: ReactNode }) {
  const appInfo = useAppInfo();
  if (appInfo.isPending && appInfo.fetchStatus !== 'idle') return <PageLoading />;
  if (isInRepair(appInfo.data)) {
    return (
      <Suspense fallback={<PageLoading />}>
        <RepairPage
          tips={appInfo.data?.repair_tips ?? ''}
          checking={appInfo.isFetching}
          onRetry={() => void appInfo.refetch()}
        />
      </Suspense>
    );
  }
  return children;
}
