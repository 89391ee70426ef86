import { useState } from 'react';
import { Descriptions, Typography } from 'antd';
import { adminCalls } from '@app/contract/endpoint-routes';
import type { AdminAgentApplication } from '@app/contract/agents';
import { useAction, useCall } from '../../../lib/query.ts';
import { QueueLayout } from '../components/QueueLayout.tsx';
import { QUEUE_TEXT } from '../strings.ts';
import { AGENT_APPLICATIONS_PAGE } from '../strings.ts';

/** 代理申请: players asking to become agents; approval makes them one (level 1). */
export default function AgentApplicationsPage() {
  const [state, setState] = useState<number | undefined>(1);
  const [page, setPage] = useState(1);
  const list = useCall(adminCalls.agentApplications, { page, ...(state ? { state } : {}) });
  const review = useAction(adminCalls.agentApplicationsReview, {
    invalidate: [adminCalls.agentApplications],
    success: AGENT_APPLICATIONS_PAGE.reviewed,
  });
  return (
    <QueueLayout<AdminAgentApplication>
      title={QUEUE_TEXT.agentApplications}
      query={list}
      state={state}
      onState={(s) => {
        setState(s);
        setPage(1);
      }}
      onPage={setPage}
      pageSize={15}
      drawerWidth={560}
      what={(a) => AGENT_APPLICATIONS_PAGE.applicationOf(a.username)}
      deciding={review.isPending}
      decide={async (a, approve, remark) => {
        await review.mutateAsync({ id: a.id, approve, remark });
      }}
      columns={[
        { title: AGENT_APPLICATIONS_PAGE.id, dataIndex: 'id', width: 80 },
        { title: AGENT_APPLICATIONS_PAGE.player, dataIndex: 'username' },
        { title: AGENT_APPLICATIONS_PAGE.mobile, dataIndex: 'mobile' },
        { title: AGENT_APPLICATIONS_PAGE.reason, dataIndex: 'apply_info', ellipsis: true },
        { title: AGENT_APPLICATIONS_PAGE.appliedAt, dataIndex: 'created_at' },
      ]}
      details={(a) => (
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label={AGENT_APPLICATIONS_PAGE.player}>
            {a.username}
            {AGENT_APPLICATIONS_PAGE.idOpen} {a.user_id}
            {AGENT_APPLICATIONS_PAGE.idClose}
            {a.realname ? ` · ${a.realname}` : ''}
          </Descriptions.Item>
          <Descriptions.Item label={AGENT_APPLICATIONS_PAGE.mobile}>{a.mobile}</Descriptions.Item>
          <Descriptions.Item label={AGENT_APPLICATIONS_PAGE.reason}>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
              {a.apply_info}
            </Typography.Paragraph>
          </Descriptions.Item>
          <Descriptions.Item label={AGENT_APPLICATIONS_PAGE.appliedAt}>
            {a.created_at}
          </Descriptions.Item>
          {a.state !== 1 ? (
            <>
              <Descriptions.Item label={AGENT_APPLICATIONS_PAGE.reviewedAt}>
                {a.reviewed_at}
              </Descriptions.Item>
              <Descriptions.Item label={AGENT_APPLICATIONS_PAGE.remark}>
                {a.remark || '—'}
              </Descriptions.Item>
            </>
          ) : null}
        </Descriptions>
      )}
    />
  );
}
