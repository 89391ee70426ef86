import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { KeyOutlined, LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { adminCalls } from '@app/contract/endpoint-routes';
import { adminCall } from '../../../lib/api.ts';
import { setToken } from '../../../lib/session.ts';
import { AUTH_TEXT as T } from '../strings.ts';
import { COLOR } from '../../../theme.ts';
import { TOTP_CODE_AS_TYPED } from '@app/contract/admin-auth-fields';

interface Credentials {
  name: string;
  password: string;
}

/** The first step: name and password. */
function PasswordForm({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (credentials: Credentials) => void;
}) {
  return (
    <Form<Credentials>
      key="password"
      layout="vertical"
      onFinish={(v) => onSubmit({ name: v.name.trim(), password: v.password })}
      requiredMark={false}
    >
      <Form.Item
        label={T.name}
        name="name"
        rules={[{ required: true, whitespace: true, message: T.nameRequired }]}
      >
        <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item
        label={T.password}
        name="password"
        rules={[{ required: true, message: T.passwordRequired }]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {T.login}
      </Button>
    </Form>
  );
}

/** The second step: the authenticator's code, or a recovery code instead. */
function CodeForm({
  useRecovery,
  busy,
  onSubmit,
  onBack,
  onToggle,
}: {
  useRecovery: boolean;
  busy: boolean;
  onSubmit: (code: { code: string } | { recovery_code: string }) => void;
  onBack: () => void;
  onToggle: () => void;
}) {
  return (
    <Form<{ code?: string; recovery_code?: string }>
      key={useRecovery ? 'recovery' : 'code'}
      layout="vertical"
      requiredMark={false}
      onFinish={(v) =>
        onSubmit(
          useRecovery
            ? { recovery_code: (v.recovery_code ?? '').trim() }
            : { code: (v.code ?? '').replace(/\s+/g, '') },
        )
      }
    >
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {T.codeTitle}
      </Typography.Title>
      <Typography.Paragraph style={{ color: COLOR.textSecondary }}>
        {useRecovery ? T.recoveryHint : T.codeHint}
      </Typography.Paragraph>
      {useRecovery ? (
        <Form.Item
          label={T.recovery}
          name="recovery_code"
          rules={[{ required: true, whitespace: true, message: T.recoveryRequired }]}
        >
          <Input prefix={<KeyOutlined />} autoComplete="off" autoFocus maxLength={32} />
        </Form.Item>
      ) : (
        <Form.Item
          label={T.code}
          name="code"
          rules={[{ required: true, pattern: TOTP_CODE_AS_TYPED, message: T.codeRequired }]}
        >
          <Input
            prefix={<SafetyOutlined />}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            autoFocus
          />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={busy}>
        {T.verify}
      </Button>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 12 }}>
        <Button type="link" style={{ padding: 0 }} onClick={onBack}>
          {T.back}
        </Button>
        <Button type="link" style={{ padding: 0 }} onClick={onToggle}>
          {useRecovery ? T.useCode : T.useRecovery}
        </Button>
      </div>
    </Form>
  );
}

/**
 * 后台登录: name and password; when the operator has two-factor, a second step asks for the
 * authenticator's code (or a recovery code) and sends the password again with it (the server
 * keeps no half-signed-in state). Then where they were going (?redirect=), or 安全设置 when the
 * operator must enrol two-factor first.
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const client = useQueryClient();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  /** Set once the password was right and a code is needed. */
  const [pending, setPending] = useState<Credentials | null>(null);
  const [useRecovery, setUseRecovery] = useState(false);

  const signIn = async (payload: Credentials & { code?: string; recovery_code?: string }) => {
    setBusy(true);
    setError('');
    try {
      const answer = await adminCall(adminCalls.login, payload);
      if (answer.code_required) {
        setPending({ name: payload.name, password: payload.password });
        return;
      }
      setToken(answer.token);
      client.clear();
      if (answer.must_enrol) {
        navigate('/security', { replace: true });
        return;
      }
      const redirect = params.get('redirect') ?? '/';
      navigate(redirect.startsWith('/') && !redirect.startsWith('/login') ? redirect : '/', {
        replace: true,
      });
    } catch (e) {
      setError(e instanceof Error ? e.message : T.failed);
    } finally {
      setBusy(false);
    }
  };

  const back = () => {
    setPending(null);
    setUseRecovery(false);
    setError('');
  };

  return (
    <main className="login-screen">
      <Card className="login-card">
        <Typography.Title level={1} style={{ textAlign: 'center', marginTop: 0, fontSize: 24 }}>
          {T.title}
        </Typography.Title>
        {error ? (
          <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" />
        ) : null}
        {pending === null ? (
          <PasswordForm busy={busy} onSubmit={(v) => void signIn(v)} />
        ) : (
          <CodeForm
            useRecovery={useRecovery}
            busy={busy}
            onSubmit={(code) => void signIn({ ...pending, ...code })}
            onBack={back}
            onToggle={() => {
              setUseRecovery(!useRecovery);
              setError('');
            }}
          />
        )}
      </Card>
    </main>
  );
}
