import { NotOpenPage } from '../../../components/NotOpenPage.tsx';

/** Placeholder until its screen is built (games issue). */
export function BetRecordPage() {
  return <NotOpenPage title="投注记录" />;
}
