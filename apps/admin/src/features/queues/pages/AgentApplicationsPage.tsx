import { useState } from 'react';
import { Descriptions, Typography } from 'antd';
import { adminCalls } from '@app/contract/endpoint-routes';
import type { AdminAgentApplication } from '@app/contract/agents';
import { useAction, useCall } from '../../../lib/query.ts';
import { QueueLayout } from '../components/QueueLayout.tsx';
import { QUEUE_TEXT } from '../texts.ts';

/** 代理申请: players asking to become agents; approval makes them one (level 1). */
export default function AgentApplicationsPage() {
  const [state, setState] = useState<number | undefined>(1);
  const [page, setPage] = useState(1);
  const list = useCall(adminCalls.agentApplications, { page, ...(state ? { state } : {}) });
  const review = useAction(adminCalls.agentApplicationsReview, {
    invalidate: [adminCalls.agentApplications],
    success: '审核完成',
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
      what={(a) => `${a.username} 的代理申请`}
      deciding={review.isPending}
      decide={async (a, approve, remark) => {
        await review.mutateAsync({ id: a.id, approve, remark });
      }}
      columns={[
        { title: '编号', dataIndex: 'id', width: 80 },
        { title: '玩家', dataIndex: 'username' },
        { title: '手机号', dataIndex: 'mobile' },
        { title: '申请理由', dataIndex: 'apply_info', ellipsis: true },
        { title: '申请时间', dataIndex: 'created_at' },
      ]}
      details={(a) => (
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label="玩家">
            {a.username}（ID {a.user_id}）{a.realname ? ` · ${a.realname}` : ''}
          </Descriptions.Item>
          <Descriptions.Item label="手机号">{a.mobile}</Descriptions.Item>
          <Descriptions.Item label="申请理由">
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
              {a.apply_info}
            </Typography.Paragraph>
          </Descriptions.Item>
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
