import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { adminCalls } from '@app/contract/endpoint-routes';
import { adminCall } from '../../../lib/api.ts';
import { setToken } from '../../../lib/session.ts';

interface Values {
  name: string;
  password: string;
}

/** 后台登录: operator name and password; where they were going afterwards (?redirect=). */
export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const client = useQueryClient();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (values: Values) => {
    setBusy(true);
    setError('');
    try {
      const answer = await adminCall(adminCalls.login, values);
      setToken(answer.token);
      client.clear();
      const redirect = params.get('redirect') ?? '/';
      navigate(redirect.startsWith('/') && !redirect.startsWith('/login') ? redirect : '/', {
        replace: true,
      });
    } catch (e) {
      setError(e instanceof Error ? e.message : '登录失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="login-screen">
      <Card className="login-card">
        <Typography.Title level={1} style={{ textAlign: 'center', marginTop: 0, fontSize: 24 }}>
          运营后台
        </Typography.Title>
        {error ? (
          <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" />
        ) : null}
        <Form<Values> layout="vertical" onFinish={(v) => void submit(v)} requiredMark={false}>
          <Form.Item
            label="账号"
            name="name"
            rules={[{ required: true, whitespace: true, message: '请输入管理员账号' }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            label="密码"
            name="password"
            rules={[{ required: true, message: '请输入密码' }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            登录
          </Button>
        </Form>
      </Card>
    </main>
  );
}
