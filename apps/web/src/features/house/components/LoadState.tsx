import { Button, ErrorBlock } from 'antd-mobile';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { HOUSE_TEXT } from '../strings.ts';

/** A house screen's first call: loading, or its failure (the server's message) with 重试. */
export function LoadState({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  if (!error) return <PageLoading />;
  return (
    <ErrorBlock status="default" title={HOUSE_TEXT.loadFailed} description={error.message}>
      <Button size="small" onClick={onRetry}>
        {HOUSE_TEXT.retry}
      </Button>
    </ErrorBlock>
  );
}
