import { NotOpenPage } from '../../../components/NotOpenPage.tsx';

/** Placeholder until its screen is built (games issue). */
export function KefuPage() {
  return <NotOpenPage title="在线客服" />;
}
