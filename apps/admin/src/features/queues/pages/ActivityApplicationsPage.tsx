import { useState } from 'react';
import { Descriptions } from 'antd';
import { adminCalls } from '@app/contract/endpoint-routes';
import type { AdminActivityApplication } from '@app/contract/activities';
import { useAction, useCall } from '../../../lib/query.ts';
import { formatMoney } from '../../../lib/format.ts';
import { QueueLayout } from '../components/QueueLayout.tsx';
import { QUEUE_TEXT } from '../texts.ts';

/** 活动申请: players' activity applications; approving pays the bonus, refusing tells why. */
export default function ActivityApplicationsPage() {
  const [state, setState] = useState<number | undefined>(1);
  const [page, setPage] = useState(1);
  const list = useCall(adminCalls.activityApplications, { page, ...(state ? { state } : {}) });
  const review = useAction(adminCalls.activityApplicationsReview, {
    invalidate: [adminCalls.activityApplications],
    success: '审核完成',
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
      what={(a) => `${a.username} 的「${a.activity_name}」申请`}
      deciding={review.isPending}
      decide={async (a, approve, remark) => {
        await review.mutateAsync({ id: a.id, approve, remark });
      }}
      columns={[
        { title: '编号', dataIndex: 'id', width: 80 },
        { title: '活动', dataIndex: 'activity_name' },
        { title: '玩家', dataIndex: 'username' },
        { title: '奖金', dataIndex: 'bonus', render: formatMoney },
        { title: '申请时间', dataIndex: 'created_at' },
      ]}
      details={(a) => (
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label="活动">{a.activity_name}</Descriptions.Item>
          <Descriptions.Item label="玩家">
            {a.username}（ID {a.user_id}）
          </Descriptions.Item>
          <Descriptions.Item label="奖金">{formatMoney(a.bonus)}</Descriptions.Item>
          <Descriptions.Item label="附加打码量">{formatMoney(a.turnover)}</Descriptions.Item>
          <Descriptions.Item label="申请时间">{a.created_at}</Descriptions.Item>
          {a.state !== 1 ? (
            <>
              <Descriptions.Item label="审核时间">{a.reviewed_at}</Descriptions.Item>
              <Descriptions.Item label="备注">{a.remark || '—'}</Descriptions.Item>
            </>
          ) : null}
        </Descriptions>
      )}
    />
  );
}
