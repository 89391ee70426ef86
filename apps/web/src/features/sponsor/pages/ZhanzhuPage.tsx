import { NotOpenPage } from '../../../components/NotOpenPage.tsx';

/** Placeholder until its screen is built (games issue). */
export function ZhanzhuPage() {
  return <NotOpenPage title="赞助" back={false} />;
}
