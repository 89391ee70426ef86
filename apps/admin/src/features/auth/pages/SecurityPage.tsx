import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Form,
  Input,
  Modal,
  Space,
  Steps,
  Tag,
  Typography,
} from 'antd';
import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { QRCodeSVG } from 'qrcode.react';
import { useQueryClient } from '@tanstack/react-query';
import { adminCalls } from '@app/contract/endpoint-routes';
import type { AdminTwoFactorSetupData } from '@app/contract/admin-auth';
import { PageCard } from '../../../components/PageCard.tsx';
import { useOperator } from '../../../lib/operator.ts';
import { keyOf, useAction } from '../../../lib/query.ts';
import { AUTH_TEXT as T } from '../strings.ts';
import { SECURITY_PAGE } from '../strings.ts';
import { COLOR } from '../../../theme.ts';
import { TOTP_CODE_AS_TYPED } from '@app/contract/admin-auth-fields';

/** Who is signed in, whether two-factor is on and how many recovery codes are left. */
function TwoFactorStatus({ data }: { data: NonNullable<ReturnType<typeof useOperator>['data']> }) {
  return (
    <Descriptions column={1} bordered size="small" style={{ maxWidth: 640, marginBottom: 16 }}>
      <Descriptions.Item label={T.name}>{data.name}</Descriptions.Item>
      <Descriptions.Item label={T.twoFactor}>
        {data.two_factor ? (
          <Tag color="green" className="auth-tag-on">
            {T.enrolled}
          </Tag>
        ) : (
          <Tag color="orange" className="auth-tag-off">
            {T.notEnrolled}
          </Tag>
        )}
      </Descriptions.Item>
      {data.two_factor ? (
        <Descriptions.Item label={T.recoveryLeft}>{data.recovery_codes_left}</Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}

/** Step 1: the new secret as a QR code and as text. */
function SecretStep({ setup }: { setup: AdminTwoFactorSetupData }) {
  return (
    <Space align="start" size={24} wrap style={{ margin: '12px 0' }}>
      <div
        style={{
          background: COLOR.white,
          padding: 8,
          border: `1px solid ${COLOR.divider}`,
        }}
      >
        <QRCodeSVG value={setup.uri} size={184} aria-label={SECURITY_PAGE.qrCode} />
      </div>
      <div>
        <Typography.Text>{T.secret}</Typography.Text>
        <Typography.Paragraph
          copyable={{ text: setup.secret }}
          code
          style={{ fontSize: 15, wordBreak: 'break-all' }}
          data-testid="totp-secret"
        >
          {setup.secret}
        </Typography.Paragraph>
      </div>
    </Space>
  );
}

/** Step 2: a current code turns two-factor on. */
function ConfirmStep({
  busy,
  onConfirm,
  onCancel,
}: {
  busy: boolean;
  onConfirm: (code: string) => void;
  onCancel: () => void;
}) {
  return (
    <Form<{ code: string }>
      layout="inline"
      style={{ marginTop: 12 }}
      onFinish={(v) => onConfirm(v.code.replace(/\s+/g, ''))}
    >
      <Form.Item
        label={T.code}
        name="code"
        rules={[
          {
            required: true,
            pattern: TOTP_CODE_AS_TYPED,
            message: T.codeRequired,
          },
        ]}
      >
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          style={{ width: 140 }}
        />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={busy}>
            {T.confirm}
          </Button>
          <Button onClick={onCancel}>{T.cancel}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

/** The enrolment's two steps. */
function EnrolSteps({
  setup,
  busy,
  onConfirm,
  onCancel,
}: {
  setup: AdminTwoFactorSetupData;
  busy: boolean;
  onConfirm: (code: string) => void;
  onCancel: () => void;
}) {
  return (
    <div style={{ maxWidth: 640 }}>
      <Steps
        direction="vertical"
        size="small"
        current={1}
        items={[
          {
            title: T.enrolStep1,
            status: 'process',
            description: <SecretStep setup={setup} />,
          },
          {
            title: T.enrolStep2,
            status: 'process',
            description: <ConfirmStep busy={busy} onConfirm={onConfirm} onCancel={onCancel} />,
          },
        ]}
      />
    </div>
  );
}

/**
 * 安全设置: the operator's own two-factor. Not on: a new secret as a QR code (and as text), then a
 * current code turns it on and the 10 recovery codes are shown once (copy, download). On: how many
 * recovery codes are left; turning it off or moving it to another phone is an admin's reset.
 */
export default function SecurityPage() {
  const me = useOperator();
  const client = useQueryClient();
  const [setup, setSetup] = useState<AdminTwoFactorSetupData | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = useAction(adminCalls.twoFactorSetup, {
    success: false,
    onSuccess: (data) => setSetup(data),
  });
  const confirm = useAction(adminCalls.twoFactorConfirm, {
    success: T.enrolledDone,
    onSuccess: (data) => {
      setSetup(null);
      setCodes(data.recovery_codes);
    },
  });

  // The page stays: it shows the enrolled state (and how to reset it), with the menu free again.
  const closeCodes = async () => {
    setCodes(null);
    await client.invalidateQueries({ queryKey: keyOf(adminCalls.me) });
  };

  const data = me.data;
  return (
    <PageCard title={T.securityTitle} query={me}>
      {data?.must_enrol ? (
        <Alert type="warning" showIcon message={T.mustEnrol} style={{ marginBottom: 16 }} />
      ) : null}
      {data ? <TwoFactorStatus data={data} /> : null}
      {data?.two_factor ? (
        <Typography.Paragraph style={{ color: COLOR.textSecondary }}>
          {T.resetByAdmin}
        </Typography.Paragraph>
      ) : null}
      {data && !data.two_factor && setup === null ? (
        <Button type="primary" loading={start.isPending} onClick={() => start.mutate({})}>
          {T.enrolStart}
        </Button>
      ) : null}
      {setup ? (
        <EnrolSteps
          setup={setup}
          busy={confirm.isPending}
          onConfirm={(code) => confirm.mutate({ code })}
          onCancel={() => setSetup(null)}
        />
      ) : null}
      <RecoveryCodesModal codes={codes} onClose={() => void closeCodes()} />
    </PageCard>
  );
}

/** The recovery codes, shown once: copy, download as a text file, then 我已保存. */
function RecoveryCodesModal({ codes, onClose }: { codes: string[] | null; onClose: () => void }) {
  const { message } = App.useApp();
  const text = (codes ?? []).join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      void message.success(T.copied);
    } catch {
      void message.error(T.copyFailed);
    }
  };
  const download = () => {
    const blob = new Blob([`${T.codesTitle}\n\n${text}\n`], { type: 'text/plain;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Modal
      open={codes !== null}
      title={T.codesTitle}
      closable={false}
      maskClosable={false}
      keyboard={false}
      destroyOnHidden
      footer={[
        <Button key="copy" icon={<CopyOutlined />} onClick={() => void copy()}>
          {T.copy}
        </Button>,
        <Button key="download" icon={<DownloadOutlined />} onClick={download}>
          {T.download}
        </Button>,
        <Button key="done" type="primary" onClick={onClose}>
          {T.saved}
        </Button>,
      ]}
    >
      <Alert type="warning" showIcon message={T.codesHint} style={{ marginBottom: 16 }} />
      <ol className="recovery-codes" aria-label={SECURITY_PAGE.recoveryCodes}>
        {(codes ?? []).map((c) => (
          <li key={c}>
            <Typography.Text code>{c}</Typography.Text>
          </li>
        ))}
      </ol>
    </Modal>
  );
}
