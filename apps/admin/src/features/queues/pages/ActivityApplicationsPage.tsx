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
    success: ACTIVITY_APPLICATIONS_PAGE.success,
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
      what={(a) => ACTIVITY_APPLICATIONS_PAGE.ActivityApplicationsPage(a.username, a.activity_name)}
      deciding={review.isPending}
      decide={async (a, approve, remark) => {
        await review.mutateAsync({ id: a.id, approve, remark });
      }}
      columns={[
        { title: ACTIVITY_APPLICATIONS_PAGE.title, dataIndex: 'id', width: 80 },
        { title: ACTIVITY_APPLICATIONS_PAGE.title2, dataIndex: 'activity_name' },
        { title: ACTIVITY_APPLICATIONS_PAGE.title3, dataIndex: 'username' },
        { title: ACTIVITY_APPLICATIONS_PAGE.title4, dataIndex: 'bonus', render: formatMoney },
        { title: ACTIVITY_APPLICATIONS_PAGE.title5, dataIndex: 'created_at' },
      ]}
      details={(a) => (
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label={ACTIVITY_APPLICATIONS_PAGE.title2}>
            {a.activity_name}
          </Descriptions.Item>
          <Descriptions.Item label={ACTIVITY_APPLICATIONS_PAGE.title3}>
            {a.username}
            {ACTIVITY_APPLICATIONS_PAGE.text} {a.user_id}
            {ACTIVITY_APPLICATIONS_PAGE.text2}
          </Descriptions.Item>
          <Descriptions.Item label={ACTIVITY_APPLICATIONS_PAGE.title4}>
            {formatMoney(a.bonus)}
          </Descriptions.Item>
          <Descriptions.Item label={ACTIVITY_APPLICATIONS_PAGE.label}>
            {formatMoney(a.turnover)}
          </Descriptions.Item>
          <Descriptions.Item label={ACTIVITY_APPLICATIONS_PAGE.title5}>
            {a.created_at}
          </Descriptions.Item>
          {a.state !== 1 ? (
            <>
              <Descriptions.Item label={ACTIVITY_APPLICATIONS_PAGE.label2}>
                {a.reviewed_at}
              </Descriptions.Item>
              <Descriptions.Item label={ACTIVITY_APPLICATIONS_PAGE.label3}>
                {a.remark || '—'}
              </Descriptions.Item>
            </>
          ) : null}
        </Descriptions>
      )}
    />
  );
}
