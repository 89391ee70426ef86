import { Outlet } from 'react-router';
import { AppTabBar } from './TabBar.tsx';

/** Screens with the bottom tab bar (spec part 1 §2, main layout children). */
export function MainLayout() {
  return (
    <div className="main-layout">
      <main className="main-layout__content">
        <Outlet />
      </main>
      <AppTabBar />
    </div>
  );
}
