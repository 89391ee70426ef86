import { NotOpenPage } from '../../../components/NotOpenPage.tsx';

/** Placeholder until its screen is built (games issue). */
export function DiscoverPage() {
  return <NotOpenPage title="发现" back={false} />;
}
