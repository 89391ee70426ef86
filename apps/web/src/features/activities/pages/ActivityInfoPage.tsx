import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { TitledPage } from '../../../components/TitledPage.tsx';
import { toast } from '../../../lib/feedback.ts';
import { loginPath } from '../../../lib/redirect.ts';
import { useSessionToken } from '../../../lib/session.ts';
import { useActivityDetail, type ActivityDetail } from '../api/activity-detail.ts';
import { useApplyActivity } from '../api/apply-activity.ts';
import { ActivityBanner } from '../components/ActivityBanner.tsx';
import { ACTIVITIES_TEXT as T } from '../strings.ts';
import '../activities.css';

/** An id from the address: a positive integer, or 0. */
function idOf(value: string | null): number {
  return value !== null && /^\d{1,15}$/.test(value) ? Number(value) : 0;
}

/**
 * /activityInfo?id= (spec part 1 §2, §6): banner, title, the content and the rules; 立即申请 for a
 * player, 去登录 for a visitor (back here after login). After applying, the application's state.
 */
export function ActivityInfoPage() {
  const [search] = useSearchParams();
  const id = idOf(search.get('id'));
  const detail = useActivityDetail(id);
  return (
    <TitledPage title={T.detailTitle}>
      <div className="activity-info">
        {id === 0 || detail.isError ? (
          <ErrorBlock
            status="empty"
            title={T.notFound}
            description={detail.error?.message === T.notFound ? '' : (detail.error?.message ?? '')}
          >
            {detail.isError ? (
              <Button color="primary" shape="rounded" onClick={() => void detail.refetch()}>
                {T.retry}
              </Button>
            ) : null}
          </ErrorBlock>
        ) : detail.isPending ? (
          <div aria-busy="true" className="activity-info__body">
            <Skeleton animated className="activity-skeleton" />
            <Skeleton.Paragraph lineCount={6} animated />
          </div>
        ) : (
          <Detail activity={detail.data} />
        )}
      </div>
    </TitledPage>
  );
}

function Detail({ activity }: { activity: ActivityDetail }) {
  const hasBonus = activity.bonus !== '0.00';
  return (
    <>
      <ActivityBanner src={activity.banner} title={activity.title} />
      <article className="activity-info__body">
        <h2 className="activity-info__title">{activity.title}</h2>
        {hasBonus ? (
          <p className="activity-info__bonus">
            {T.bonus(activity.bonus, activity.turnover_multiple)}
          </p>
        ) : null}
        {/* Sanitised by the server with an allow-list when the operator saved it (docs/decisions/rewards.md). */}
        <div className="activity-content" dangerouslySetInnerHTML={{ __html: activity.content }} />
        {activity.memo ? (
          <section className="activity-info__rules" aria-labelledby="activity-rules">
            <h3 id="activity-rules">{T.rules}</h3>
            <p>{activity.memo}</p>
          </section>
        ) : null}
      </article>
      <ApplyBar activity={activity} />
    </>
  );
}

function ApplyBar({ activity }: { activity: ActivityDetail }) {
  const token = useSessionToken();
  const navigate = useNavigate();
  const apply = useApplyActivity(activity.id);
  if (!token) {
    return (
      <div className="activity-info__bar">
        <Button
          block
          color="primary"
          shape="rounded"
          onClick={() => void navigate(loginPath(`/activityInfo?id=${activity.id}`))}
        >
          {T.goLogin}
        </Button>
      </div>
    );
  }
  if (activity.apply_state !== null) {
    const state = activity.apply_state;
    return (
      <div className="activity-info__bar">
        <p className={`activity-state activity-state--${state}`} role="status">
          {T.appliedState(T.states[state] ?? T.unknownState)}
        </p>
        {activity.apply_remark ? (
          <p className="activity-info__remark">{T.remark(activity.apply_remark)}</p>
        ) : null}
        <Link className="activity-info__records" to="/activityRecord">
          {T.viewRecords}
        </Link>
      </div>
    );
  }
  return (
    <div className="activity-info__bar">
      <Button
        block
        color="primary"
        shape="rounded"
        loading={apply.isPending}
        loadingText={T.applying}
        onClick={() =>
          apply.mutate(undefined, {
            onSuccess: () => toast(T.applied, 'success'),
          })
        }
      >
        {T.apply}
      </Button>
    </div>
  );
}
