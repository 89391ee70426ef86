import { NotOpenPage } from '../../../components/NotOpenPage.tsx';

/** Placeholder until its screen is built (games issue). */
export function ZhanzhuyePage() {
  return <NotOpenPage title="赞助详情" />;
}
