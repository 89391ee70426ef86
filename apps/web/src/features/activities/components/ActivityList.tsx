import { Button, ErrorBlock, PullToRefresh, Skeleton } from 'antd-mobile';
import { Link } from 'react-router';
import { useActivityList } from '../api/activity-list.ts';
import { ACTIVITIES_TEXT as T } from '../strings.ts';
import { ActivityBanner } from './ActivityBanner.tsx';

/**
 * The activities of one type (0: all) as banners, each opening /activityInfo?id=; with the title
 * under it on the older screen (`withTitles`). Pull to refresh, loading, error and empty states.
 */
export function ActivityList({ type, withTitles = false }: { type: number; withTitles?: boolean }) {
  const list = useActivityList(type);
  const items = list.data ?? [];
  return (
    <PullToRefresh
      onRefresh={async () => {
        await list.refetch();
      }}
    >
      {list.isPending ? (
        <div className="activity-list" aria-busy="true">
          <Skeleton animated className="activity-skeleton" />
          <Skeleton animated className="activity-skeleton" />
        </div>
      ) : list.isError && items.length === 0 ? (
        <ErrorBlock status="default" title={T.failed} description={list.error.message}>
          <Button color="primary" shape="rounded" onClick={() => void list.refetch()}>
            {T.retry}
          </Button>
        </ErrorBlock>
      ) : items.length === 0 ? (
        <ErrorBlock status="empty" title={T.empty} description="" />
      ) : (
        <ul className={withTitles ? 'activity-list activity-list--cards' : 'activity-list'}>
          {items.map((item) => (
            <li key={item.id}>
              <Link className="activity-item" to={`/activityInfo?id=${item.id}`}>
                <ActivityBanner src={item.banner} title={item.title} />
                {withTitles ? <span className="activity-item__title">{item.title}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </PullToRefresh>
  );
}
