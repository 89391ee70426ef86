import { Suspense, useMemo } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Button, Layout, Menu, Result, Space, Spin, Tag, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { adminCalls } from '@app/contract/endpoint-routes';
import { ADMIN_ACCESS, ROLE_LABELS, staffMayCall } from '@app/contract/admin-roles';
import { adminCall } from '../lib/api.ts';
import { clearToken, getToken } from '../lib/session.ts';
import { useOperator } from '../lib/operator.ts';
import { MENU_GROUPS, type ConsoleRoute } from '../lib/console-route.ts';
import { CONSOLE_LAYOUT } from './strings.ts';

const { Header, Sider, Content } = Layout;

export const PageSpinner = () => (
  <div style={{ padding: 48, textAlign: 'center' }}>
    <Spin size="large" />
  </div>
);

/**
 * The signed-in frame: the menu of the pages this operator's role may open (grouped), the
 * operator's name and role, sign-out, and the page. Without a session: the sign-in page, with
 * the current address as redirect.
 */
export function ConsoleLayout({ routes }: { routes: readonly ConsoleRoute[] }) {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const token = getToken();
  const me = useOperator();

  const role = me.data?.role;
  const items = useMemo(() => {
    if (!role) return [];
    const mine = routes.filter((r) => !r.hidden && staffMayCall(role, ADMIN_ACCESS[r.call]));
    return [
      { key: '/', label: CONSOLE_LAYOUT.home },
      ...MENU_GROUPS.filter((g) => mine.some((r) => r.group === g)).map((group) => ({
        key: `group:${group}`,
        type: 'group' as const,
        label: group,
        children: mine
          .filter((r) => r.group === group)
          .map((r) => ({ key: r.path, label: r.title })),
      })),
    ];
  }, [role, routes]);

  if (!token) {
    const here = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(here)}`} replace />;
  }
  if (me.isPending) return <PageSpinner />;
  if (me.error) {
    return (
      <Result
        status="error"
        title={CONSOLE_LAYOUT.loadFailed}
        subTitle={me.error.message}
        extra={<Button onClick={() => void me.refetch()}>{CONSOLE_LAYOUT.retry}</Button>}
      />
    );
  }

  const signOut = async () => {
    await adminCall(adminCalls.logout).catch(() => undefined);
    clearToken();
    client.clear();
    navigate('/login', { replace: true });
  };
  const selected = routes
    .filter((r) => location.pathname === r.path || location.pathname.startsWith(`${r.path}/`))
    .map((r) => r.path);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Sider width={208} breakpoint="lg" collapsedWidth={0} theme="dark">
        <h1 className="console-brand">{CONSOLE_LAYOUT.brand}</h1>
        <Menu
          theme="dark"
          mode="inline"
          items={items}
          selectedKeys={selected.length > 0 ? selected : [location.pathname]}
          onClick={({ key }) => navigate(key)}
        />
      </Sider>
      <Layout>
        <Header className="console-header">
          <Space>
            <Typography.Text>{me.data.name}</Typography.Text>
            <Tag color="blue">{ROLE_LABELS[me.data.role]}</Tag>
            <Button icon={<LogoutOutlined />} onClick={() => void signOut()}>
              {CONSOLE_LAYOUT.logout}
            </Button>
          </Space>
        </Header>
        <Content style={{ margin: 16 }}>
          <Suspense fallback={<PageSpinner />}>
            {/* Two-factor required and not on (production): only 安全设置 until it is. */}
            {me.data.must_enrol && location.pathname !== '/security' ? (
              <Navigate to="/security" replace />
            ) : (
              <Outlet />
            )}
          </Suspense>
        </Content>
      </Layout>
    </Layout>
  );
}

/** A page the operator's role may not open (the server would refuse its calls anyway). */
export function Forbidden() {
  return (
    <Result status="403" title={CONSOLE_LAYOUT.forbidden} subTitle={CONSOLE_LAYOUT.subTitle} />
  );
}
