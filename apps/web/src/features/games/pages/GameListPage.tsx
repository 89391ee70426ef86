import { NotOpenPage } from '../../../components/NotOpenPage.tsx';

/** Placeholder until its screen is built (games issue). */
export function GameListPage() {
  return <NotOpenPage title="游戏列表" />;
}
