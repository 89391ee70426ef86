import { NotOpenPage } from '../../../components/NotOpenPage.tsx';

/** Placeholder until its screen is built (games issue). */
export function ConcisePage() {
  return <NotOpenPage title="电子游戏" />;
}
