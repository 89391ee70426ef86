import type { ReactNode } from 'react';
import { Button, ErrorBlock, InfiniteScroll, PullToRefresh, Skeleton } from 'antd-mobile';
import { SHELL_TEXT } from './strings.ts';

/** What a paged list needs of an infinite query (TanStack Query's useInfiniteQuery). */
export interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  hasNextPage: boolean;
  refetch: () => Promise<unknown>;
  fetchNextPage: () => Promise<{ isError: boolean; error: unknown }>;
}

/**
 * A record list of the app: pull to refresh, a skeleton while the first page loads, an error with
 * retry, the empty state, and more pages as the player scrolls (with retry when one fails).
 */
export function PagedList<T>({
  query,
  rows,
  renderRow,
  listClassName,
  cardClassName,
  failedTitle,
  emptyTitle = SHELL_TEXT.empty,
  threshold,
}: {
  query: PagedQuery;
  rows: readonly T[];
  renderRow: (row: T) => ReactNode;
  listClassName: string;
  /** The card the skeleton sits in, in the screen's style. */
  cardClassName: string;
  failedTitle: string;
  /** The empty state's words; default 暂无记录. */
  emptyTitle?: string;
  /** How far from the bottom (px) the next page starts loading; antd-mobile's default is 250. */
  threshold?: number;
}) {
  return (
    <PullToRefresh
      onRefresh={async () => {
        await query.refetch();
      }}
    >
      {query.isPending ? (
        <div className={cardClassName} aria-busy="true">
          <Skeleton.Paragraph lineCount={6} animated />
        </div>
      ) : query.isError && rows.length === 0 ? (
        <ErrorBlock status="default" title={failedTitle} description={query.error?.message ?? ''}>
          <Button color="primary" shape="rounded" onClick={() => void query.refetch()}>
            {SHELL_TEXT.retry}
          </Button>
        </ErrorBlock>
      ) : rows.length === 0 ? (
        <ErrorBlock status="empty" title={emptyTitle} description="" />
      ) : (
        <>
          <ul className={listClassName}>{rows.map(renderRow)}</ul>
          <InfiniteScroll
            hasMore={query.hasNextPage}
            {...(threshold === undefined ? {} : { threshold })}
            loadMore={async () => {
              const result = await query.fetchNextPage();
              if (result.isError) throw result.error;
            }}
          >
            {(hasMore, failed, retry) =>
              failed ? (
                <button type="button" className="paged-list__retry" onClick={() => void retry()}>
                  {SHELL_TEXT.loadFailed}，{SHELL_TEXT.retry}
                </button>
              ) : hasMore ? (
                <span>{SHELL_TEXT.loading}</span>
              ) : (
                <span>{SHELL_TEXT.noMore}</span>
              )
            }
          </InfiniteScroll>
        </>
      )}
    </PullToRefresh>
  );
}
