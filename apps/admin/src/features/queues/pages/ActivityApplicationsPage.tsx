import { useState } from 'react';
import { Descriptions } from 'antd';
import { adminCalls } from '@app/contract/endpoint-routes';
import type { AdminActivityApplication } from '@app/contract/activities';
import { useAction, useCall } from '../../../lib/query.ts';
import { formatMoney } from '../../../lib/format.ts';
import { QueueLayout } from '../components/QueueLayout.tsx';
import { QUEUE_TEXT } from '../strings.ts';
import { ACTIVITY_APPLICATIONS_PAGE } from '../strings.ts';

/** 活动申请: players' activity applications; approving pays the bonus, refusing tells why. */
export default function ActivityApplicationsPage() {
  const [state, setState] = useState<number | undefined>(1);
  const [page, setPage] = useState(1);
  const list = useCall(adminCalls.activityApplications, { page, ...(state ? { state } : {}) });
  const review = useAction(adminCalls.activityApplicationsReview, {
    invalidate: [adminCalls.activityApplications],
    success: ACTIVITY_APPLICATIONS_PAGE.reviewed,
  });
  return (
    <QueueLayout<AdminActivityApplication>
      title={QUEUE_TEXT.activityApplications}
      query={list}
      state={state}
      onState={(s) => {
        setState(s);
        setPage(1);
      }}
      onPage={setPage}
      pageSize={15}
      drawerWidth={560}
      what={(a) => ACTIVITY_APPLICATIONS_PAGE.applicationOf(a.username, a.activity_name)}
      deciding={review.isPending}
      decide={async (a, approve, remark) => {
        await review.mutateAsync({ id: a.id, approve, remark });
      }}
      columns={[
        { title: ACTIVITY_APPLICATIONS_PAGE.id, dataIndex: 'id', width: 80 },
        { title: ACTIVITY_APPLICATIONS_PAGE.activity, dataIndex: 'activity_name' },
        { title: ACTIVITY_APPLICATIONS_PAGE.player, dataIndex: 'username' },
        { title: ACTIVITY_APPLICATIONS_PAGE.bonus, dataIndex: 'bonus', render: formatMoney },
        { title: ACTIVITY_APPLICATIONS_PAGE.appliedAt, dataIndex: 'created_at' },
      ]}
      details={(a) => (
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label={ACTIVITY_APPLICATIONS_PAGE.activity}>
            {a.activity_name}
          </Descriptions.Item>
          <Descriptions.Item label={ACTIVITY_APPLICATIONS_PAGE.player}>
            {a.username}
            {ACTIVITY_APPLICATIONS_PAGE.idOpen} {a.user_id}
            {ACTIVITY_APPLICATIONS_PAGE.idClose}
          </Descriptions.Item>
          <Descriptions.Item
            label={
              a.state === 1
                ? ACTIVITY_APPLICATIONS_PAGE.bonusOnApproval
                : ACTIVITY_APPLICATIONS_PAGE.bonus
            }
          >
            {formatMoney(a.bonus)}
          </Descriptions.Item>
          <Descriptions.Item
            label={
              a.state === 1
                ? ACTIVITY_APPLICATIONS_PAGE.turnoverOnApproval
                : ACTIVITY_APPLICATIONS_PAGE.extraTurnover
            }
          >
            {formatMoney(a.turnover)}
          </Descriptions.Item>
          <Descriptions.Item label={ACTIVITY_APPLICATIONS_PAGE.appliedAt}>
            {a.created_at}
          </Descriptions.Item>
          {a.state !== 1 ? (
            <>
              <Descriptions.Item label={ACTIVITY_APPLICATIONS_PAGE.reviewedAt}>
                {a.reviewed_at}
              </Descriptions.Item>
              <Descriptions.Item label={ACTIVITY_APPLICATIONS_PAGE.remark}>
                {a.remark || '—'}
              </Descriptions.Item>
            </>
          ) : null}
        </Descriptions>
      )}
    />
  );
}
