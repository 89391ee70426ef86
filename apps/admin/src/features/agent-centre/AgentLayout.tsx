import { Suspense } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router';
import { Button, Layout, Space, Spin, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { adminCalls } from '@app/contract/endpoint-routes';
import { adminCall } from '../../lib/api.ts';
import { clearToken, getToken } from '../../lib/session.ts';
import { useCall } from '../../lib/query.ts';
import { AGENT_TEXT } from './strings.ts';

const Spinner = () => (
  <div style={{ padding: 48, textAlign: 'center' }}>
    <Spin size="large" />
  </div>
);

/** The agent centre's own small frame: its title, the agent's name, sign-out. */
export default function AgentLayout() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const token = getToken('agent');
  const me = useCall(adminCalls.agentCentreMe, undefined, {
    session: 'agent',
    enabled: token !== '',
  });
  if (!token) return <Navigate to="/agent/login" replace />;
  const signOut = async () => {
    await adminCall(adminCalls.agentCentreLogout, {}, { session: 'agent' }).catch(() => undefined);
    clearToken('agent');
    client.clear();
    navigate('/agent/login', { replace: true });
  };
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header className="console-header" style={{ justifyContent: 'space-between' }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 20 }}>
          {AGENT_TEXT.title}
        </Typography.Title>
        <Space>
          <Typography.Text>{me.data?.username ?? ''}</Typography.Text>
          <Button icon={<LogoutOutlined />} onClick={() => void signOut()}>
            {AGENT_TEXT.logout}
          </Button>
        </Space>
      </Layout.Header>
      <Layout.Content style={{ margin: 16 }}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}
