import { Link } from 'react-router';
import { Card, Col, Row, Typography } from 'antd';
import { ADMIN_ACCESS, ROLE_LABELS, staffMayCall } from '@app/contract/admin-roles';
import { useOperator } from '../../../lib/operator.ts';
import type { ConsoleRoute } from '../../../lib/console-route.ts';
import { HOME_PAGE } from '../strings.ts';

/** 首页: who is signed in and the pages this role can open, by group. */
export default function HomePage({ routes }: { routes: readonly ConsoleRoute[] }) {
  const me = useOperator();
  if (!me.data) return null;
  const role = me.data.role;
  const mine = routes.filter((r) => !r.hidden && staffMayCall(role, ADMIN_ACCESS[r.call]));
  const groups = [...new Set(mine.map((r) => r.group))];
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        {HOME_PAGE.hello}
        {me.data.name}
        {HOME_PAGE.roleOpen}
        {ROLE_LABELS[role]}
        {HOME_PAGE.roleClose}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {groups.map((group) => (
          <Col key={group} xs={24} md={12} xl={8}>
            <Card title={group} size="small">
              {mine
                .filter((r) => r.group === group)
                .map((r) => (
                  <div key={r.path} style={{ padding: '4px 0' }}>
                    <Link to={r.path}>{r.title}</Link>
                  </div>
                ))}
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
