import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { SPORTS_TEXT } from '../strings.ts';

/** A sportsbook screen's first call: a skeleton while it loads, or its failure with 重试. */
export function LoadState({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  if (!error) {
    return (
      <div className="sports-skeleton" aria-busy="true" aria-label={SPORTS_TEXT.loading}>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="sports-skeleton__row">
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={2} animated />
          </div>
        ))}
      </div>
    );
  }
  return (
    <ErrorBlock status="default" title={SPORTS_TEXT.loadFailed} description={error.message}>
      <Button size="small" color="primary" onClick={onRetry}>
        {SPORTS_TEXT.retry}
      </Button>
    </ErrorBlock>
  );
}

/** Nothing to show: 暂无赛事 (or the words given). */
export function Empty({ title = SPORTS_TEXT.noFixtures }: { title?: string }) {
  return <ErrorBlock status="empty" title={title} description={SPORTS_TEXT.noFixturesNote} />;
}
