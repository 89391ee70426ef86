import { lazy, Suspense, useEffect, useState } from 'react';
import { ApiError, NETWORK_ERROR_CODE } from '../../../lib/api.ts';
import { toast } from '../../../lib/feedback.ts';
import { HOME_TABS } from '../categories.ts';
import { useCategoryTab } from '../use-category-tab.ts';
import { CategoryPanel, RetryState } from '../components/CategoryPanel.tsx';
import { CategoryTabs, CategoryTabsSkeleton } from '../components/CategoryTabs.tsx';
import { HomeBanner } from '../components/HomeBanner.tsx';
import { HomeNotices } from '../components/HomeNotices.tsx';
import { HomeTopBar } from '../components/HomeTopBar.tsx';
import { RebateButton } from '../components/RebateButton.tsx';
import { HOME_SHORTCUTS, Shortcuts } from '../components/Shortcuts.tsx';
import { HOME_TEXT } from '../strings.ts';
import '../home.css';

// The side menu is hidden until tapped: its code (with antd-mobile's Popup and its animation
// library) is fetched when a finger or key reaches the menu button, not on a first visit that never
// opens it (DESIGN §10 budget).
const loadSideMenu = () => import('../components/SideMenu.tsx');
const SideMenu = lazy(() => loadSideMenu().then((m) => ({ default: m.SideMenu })));

/** Message of a failed /api/typel: the server's, else 未获取到分类列表 (spec part 1 §8). */
function categoriesError(error: unknown): string {
  return error instanceof ApiError && error.code !== NETWORK_ERROR_CODE
    ? error.message
    : HOME_TEXT.categoriesFailed;
}

/**
 * / and /home (spec part 1 §2 Home): top bar with side menu, banners, announcements, five
 * shortcuts, the category tabs with their real player counts and the chosen category's games or
 * platforms; the chosen tab is kept in the address (?tab=<code>) so coming back returns to it.
 */
export function HomePage() {
  const { categories, list: tabs, selected, select } = useCategoryTab(HOME_TABS);
  const [menu, setMenu] = useState<'unloaded' | 'open' | 'closed'>('unloaded');

  // A failed first load says why, once; later background polls fail silently.
  const failure =
    categories.isError && categories.data === undefined ? categoriesError(categories.error) : null;
  useEffect(() => {
    if (failure) toast(failure, 'fail');
  }, [failure]);
  const retry = async () => {
    const result = await categories.refetch();
    if (result.isError) toast(categoriesError(result.error), 'fail');
  };

  // Fetched as the finger lands on the button (or it gets keyboard focus) and mounted closed once
  // here, so the tap that follows slides it in like every other; a tap before it arrived opens it
  // as soon as it does.
  const preloadMenu = () =>
    void loadSideMenu().then(
      () => setMenu((state) => (state === 'unloaded' ? 'closed' : state)),
      () => {},
    );

  return (
    <div className="home-page">
      <HomeTopBar onMenu={() => setMenu('open')} onMenuIntent={preloadMenu} />
      <HomeBanner />
      <HomeNotices />
      <Shortcuts items={HOME_SHORTCUTS} label={HOME_TEXT.shortcutsLabel} />

      {categories.isPending ? (
        <CategoryTabsSkeleton />
      ) : tabs.length > 0 ? (
        <CategoryTabs categories={tabs} selected={selected?.code ?? null} onSelect={select} />
      ) : categories.isError ? (
        <RetryState message={failure ?? HOME_TEXT.loadFailed} onRetry={() => void retry()} />
      ) : (
        <p className="home-empty">{HOME_TEXT.empty}</p>
      )}
      {selected && <CategoryPanel key={selected.code} category={selected} />}

      <RebateButton />
      {menu !== 'unloaded' && (
        <Suspense fallback={null}>
          <SideMenu visible={menu === 'open'} onClose={() => setMenu('closed')} />
        </Suspense>
      )}
    </div>
  );
}
