import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { adminCalls } from '@app/contract/endpoint-routes';
import { adminCall } from '../../../lib/api.ts';
import { setToken } from '../../../lib/session.ts';
import { AGENT_TEXT } from '../strings.ts';
import { AGENT_LOGIN_PAGE } from '../strings.ts';

interface Values {
  name: string;
  password: string;
}

/** 代理登录: an agent's player name and password (the player login's rules and throttle). */
export default function AgentLoginPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (values: Values) => {
    setBusy(true);
    setError('');
    try {
      const answer = await adminCall(adminCalls.agentCentreLogin, values);
      setToken(answer.token, 'agent');
      client.clear();
      navigate('/agent', { replace: true });
    } catch (e) {
      setError(e instanceof Error ? e.message : AGENT_LOGIN_PAGE.setError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="login-screen">
      <Card className="login-card">
        <Typography.Title level={1} style={{ textAlign: 'center', marginTop: 0, fontSize: 24 }}>
          {AGENT_TEXT.signIn}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          {AGENT_TEXT.signInHint}
        </Typography.Paragraph>
        {error ? (
          <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" />
        ) : null}
        <Form<Values> layout="vertical" onFinish={(v) => void submit(v)} requiredMark={false}>
          <Form.Item
            label={AGENT_TEXT.account}
            name="name"
            rules={[{ required: true, whitespace: true, message: AGENT_TEXT.accountRequired }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            label={AGENT_TEXT.password}
            name="password"
            rules={[{ required: true, message: AGENT_TEXT.passwordRequired }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {AGENT_TEXT.login}
          </Button>
        </Form>
      </Card>
    </main>
  );
}
