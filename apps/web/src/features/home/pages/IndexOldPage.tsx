import { NotOpenPage } from '../../../components/NotOpenPage.tsx';

/** Placeholder until its screen is built (games issue). */
export function IndexOldPage() {
  return <NotOpenPage title="首页" back={false} />;
}
