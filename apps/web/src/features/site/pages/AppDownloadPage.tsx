import { NotOpenPage } from '../../../components/NotOpenPage.tsx';

/** Placeholder until its screen is built (games issue). */
export function AppDownloadPage() {
  return <NotOpenPage title="APP下载" back={false} />;
}
