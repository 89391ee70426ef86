import { Button } from 'antd-mobile';
import { SetOutline } from 'antd-mobile-icons';
import { SITE_TEXT } from '../strings.ts';

interface RepairPageProps {
  tips: string;
  checking: boolean;
  onRetry: () => void;
}

/** The only thing shown while appInfo.site_state is 0: the operator's repair_tips. */
export function RepairPage({ tips, checking, onRetry }: RepairPageProps) {
  return (
    <div className="repair-page" role="main">
      <SetOutline className="repair-page__icon" aria-hidden />
      <h1 className="repair-page__title">{SITE_TEXT.repairTitle}</h1>
      <p className="repair-page__tips">{tips.trim() === '' ? SITE_TEXT.repairFallback : tips}</p>
      <p className="repair-page__note">{SITE_TEXT.repairAutoCheck}</p>
      <Button color="primary" fill="outline" shape="rounded" loading={checking} onClick={onRetry}>
        {SITE_TEXT.repairRetry}
      </Button>
    </div>
  );
}
