import { Alert, App, Button, Descriptions, Drawer, Form, Input, Tag, Typography } from 'antd';
import type { FormRule } from 'antd';
import {
  adminProviderCredentialsPayload as schema,
  PROVIDER_SIGNING_LABELS,
  type AdminProvider,
} from '@app/contract/admin-providers';
import { adminCalls } from '@app/contract/endpoint-routes';
import { MSG } from '@app/contract/messages';
import { limitsOf } from '../../../lib/schema-rules.ts';
import { useMayCall } from '../../../lib/operator.ts';
import { useAction } from '../../../lib/query.ts';
import { CREDENTIALS as T, PROVIDERS } from '../strings.ts';

const SECRET = limitsOf(schema.shape.secret);
const PUBLIC_KEY = limitsOf(schema.shape.provider_public_key);

const secretRules: FormRule[] = [
  { required: true, message: T.secretRequired },
  {
    validator: (_, value: string | undefined) =>
      !value || SECRET.patterns.every((p) => p.test(value))
        ? Promise.resolve()
        : Promise.reject(new Error(MSG.providerSecretInvalid)),
  },
];
const publicKeyRules: FormRule[] = [
  { required: true, whitespace: true, message: T.providerKeyRequired },
  {
    validator: (_, value: string | undefined) =>
      !value || /-----BEGIN [A-Z ]*PUBLIC KEY-----/.test(value)
        ? Promise.resolve()
        : Promise.reject(new Error(T.providerKeyInvalid)),
  },
];

/**
 * A provider's credentials: write-only. The drawer shows whether they are set, never a secret;
 * HMAC takes a new shared secret, RSA the provider's public key, and shows ours (PEM) to copy,
 * with 生成新密钥对 behind a confirmation. `provider` is the list's row (refreshed on save).
 */
export function CredentialsDrawer({
  provider,
  onClose,
}: {
  provider: AdminProvider;
  onClose: () => void;
}) {
  const mayEdit = useMayCall('adminProviderCredentials');
  const rsa = provider.signing === 'rsa-sha256';
  return (
    <Drawer open title={T.title(provider.name)} onClose={onClose} width={640} destroyOnHidden>
      <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={T.signing}>
          {PROVIDER_SIGNING_LABELS[provider.signing]}
        </Descriptions.Item>
        <Descriptions.Item label={T.state}>
          {provider.has_credentials ? (
            <Tag color="green">{T.set}</Tag>
          ) : (
            <Tag color="orange">{T.missing}</Tag>
          )}
        </Descriptions.Item>
      </Descriptions>
      {mayEdit ? (
        <Typography.Paragraph type="secondary">{T.writeOnly}</Typography.Paragraph>
      ) : (
        <Alert type="info" showIcon message={T.adminOnly} style={{ marginBottom: 16 }} />
      )}
      {mayEdit && !rsa ? <SecretForm provider={provider} /> : null}
      {mayEdit && rsa ? <ProviderKeyForm provider={provider} /> : null}
      {rsa ? <OurKey provider={provider} mayEdit={mayEdit} /> : null}
    </Drawer>
  );
}

function useSaveCredentials(success: string, onSuccess?: () => void) {
  return useAction(adminCalls.adminProviderCredentials, {
    invalidate: [adminCalls.adminProviders],
    success,
    onSuccess,
  });
}

/** HMAC: a new shared secret; the field is emptied once saved (nothing is read back). */
function SecretForm({ provider }: { provider: AdminProvider }) {
  const [form] = Form.useForm<{ secret: string }>();
  const save = useSaveCredentials(T.saved, () => form.resetFields());
  return (
    <Form<{ secret: string }>
      form={form}
      layout="vertical"
      onFinish={(v) => save.mutate({ code: provider.code, secret: v.secret })}
    >
      <Form.Item name="secret" label={T.secret} rules={secretRules}>
        <Input.Password
          autoComplete="new-password"
          placeholder={T.secretPlaceholder}
          visibilityToggle={false}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {provider.has_credentials ? T.replaceSecret : T.saveSecret}
      </Button>
    </Form>
  );
}

/** RSA: the provider's public key (PEM), pasted; not shown again once saved. */
function ProviderKeyForm({ provider }: { provider: AdminProvider }) {
  const [form] = Form.useForm<{ key: string }>();
  const save = useSaveCredentials(T.saved, () => form.resetFields());
  return (
    <Form<{ key: string }>
      form={form}
      layout="vertical"
      onFinish={(v) => save.mutate({ code: provider.code, provider_public_key: v.key.trim() })}
    >
      <Form.Item name="key" label={T.providerKey} extra={T.providerKeyHelp} rules={publicKeyRules}>
        <Input.TextArea
          rows={6}
          maxLength={PUBLIC_KEY.maxLength}
          style={{ fontFamily: 'monospace' }}
          placeholder="-----BEGIN PUBLIC KEY-----"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {T.saveProviderKey}
      </Button>
    </Form>
  );
}

/** RSA: our public key to hand to the provider, and a new key pair behind a confirmation. */
function OurKey({ provider, mayEdit }: { provider: AdminProvider; mayEdit: boolean }) {
  const { modal } = App.useApp();
  const rotate = useSaveCredentials(T.rotated);
  const ask = () => {
    modal.confirm({
      title: T.confirmRotate,
      content: T.rotateEffect,
      okText: T.rotateOk,
      okButtonProps: { danger: true },
      cancelText: PROVIDERS.cancel,
      onOk: () =>
        rotate.mutateAsync({ code: provider.code, rotate_our_key: true }).then(
          () => undefined,
          () => undefined,
        ),
    });
  };
  return (
    <div style={{ marginTop: 24 }}>
      <Typography.Title level={5}>{T.ourKey}</Typography.Title>
      {provider.public_key ? (
        <>
          <Typography.Paragraph type="secondary">{T.ourKeyHelp}</Typography.Paragraph>
          <Typography.Paragraph
            code
            copyable={{ text: provider.public_key }}
            style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
          >
            {provider.public_key}
          </Typography.Paragraph>
        </>
      ) : (
        <Typography.Paragraph type="secondary">{T.ourKeyNone}</Typography.Paragraph>
      )}
      {mayEdit ? (
        <Button danger loading={rotate.isPending} onClick={ask}>
          {T.rotate}
        </Button>
      ) : null}
    </div>
  );
}
