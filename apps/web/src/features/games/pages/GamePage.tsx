import { NotOpenPage } from '../../../components/NotOpenPage.tsx';

/** Placeholder until its screen is built (games issue). */
export function GamePage() {
  return <NotOpenPage title="游戏" />;
}
