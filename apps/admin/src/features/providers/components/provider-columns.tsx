import { Link } from 'react-router';
import { App, Button, Space, Switch, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  PROVIDER_MODE_LABELS,
  PROVIDER_SIGNING_LABELS,
  type AdminProvider,
} from '@app/contract/admin-providers';
import { adminCalls } from '@app/contract/endpoint-routes';
import { useAction } from '../../../lib/query.ts';
import { toggledOf } from '../provider-values.ts';
import { CATEGORY_LABELS, LIST as T, PROVIDERS } from '../strings.ts';

export interface RowActions {
  /** Whether the role may change providers (admin): 编辑, 密钥, 测试, 同步, the switch. */
  mayEdit: boolean;
  mayReconcile: boolean;
  edit: (row: AdminProvider) => void;
  credentials: (row: AdminProvider) => void;
  test: (row: AdminProvider) => void;
  sync: (row: AdminProvider) => void;
  busy: (kind: 'test' | 'sync', code: string) => boolean;
}

/** The providers list's columns; what a role may not do is not offered. */
export function providerColumns(actions: RowActions): TableColumnsType<AdminProvider> {
  return [
    {
      title: T.name,
      dataIndex: 'name',
      width: 130,
      render: (name: string, row) => (
        <Space direction="vertical" size={0}>
          <span>{name}</span>
          <Typography.Text type="secondary">{row.code}</Typography.Text>
        </Space>
      ),
    },
    {
      title: T.mode,
      dataIndex: 'mode',
      width: 120,
      render: (mode: AdminProvider['mode'], row) => (
        <Space direction="vertical" size={0}>
          <span>{PROVIDER_MODE_LABELS[mode]}</span>
          <Typography.Text type="secondary">{PROVIDER_SIGNING_LABELS[row.signing]}</Typography.Text>
        </Space>
      ),
    },
    {
      title: T.baseUrl,
      dataIndex: 'base_url',
      width: 170,
      render: (url: string) => (
        <Typography.Text ellipsis={{ tooltip: url }} style={{ maxWidth: 160 }}>
          {url}
        </Typography.Text>
      ),
    },
    {
      title: T.categories,
      dataIndex: 'categories',
      width: 140,
      render: (list: AdminProvider['categories']) =>
        list.map((c) => <Tag key={c}>{CATEGORY_LABELS[c]}</Tag>),
    },
    { title: T.games, dataIndex: 'games', width: 70 },
    {
      title: T.credentials,
      dataIndex: 'has_credentials',
      width: 90,
      render: (set: boolean) =>
        set ? (
          <Tag color="green">{T.credentialsSet}</Tag>
        ) : (
          <Tag color="orange">{T.credentialsMissing}</Tag>
        ),
    },
    {
      title: T.enabled,
      dataIndex: 'enabled',
      width: 80,
      render: (_: boolean, row) =>
        actions.mayEdit ? (
          <EnabledSwitch row={row} />
        ) : (
          <Tag color={row.enabled ? 'green' : 'default'}>{row.enabled ? T.on : T.off}</Tag>
        ),
    },
    {
      title: T.actions,
      width: 200,
      fixed: 'right',
      render: (_: unknown, row) => <RowButtons row={row} actions={actions} />,
    },
  ];
}

function RowButtons({ row, actions }: { row: AdminProvider; actions: RowActions }) {
  const reconcile = actions.mayReconcile ? (
    <Link to={`/providers/reconcile?code=${encodeURIComponent(row.code)}`}>{T.reconcile}</Link>
  ) : null;
  if (!actions.mayEdit)
    return (
      <Space>
        {reconcile}
        <Typography.Text type="secondary">{PROVIDERS.adminOnly}</Typography.Text>
      </Space>
    );
  return (
    <Space wrap size={[8, 4]}>
      <Button size="small" onClick={() => actions.edit(row)}>
        {T.edit}
      </Button>
      <Button size="small" onClick={() => actions.credentials(row)}>
        {T.credentialsOf}
      </Button>
      <Button
        size="small"
        loading={actions.busy('test', row.code)}
        onClick={() => actions.test(row)}
      >
        {T.test}
      </Button>
      <Button
        size="small"
        loading={actions.busy('sync', row.code)}
        onClick={() => actions.sync(row)}
      >
        {T.sync}
      </Button>
      {reconcile}
    </Space>
  );
}

/** 启用 / 停用 after a confirmation saying what it does to players. */
function EnabledSwitch({ row }: { row: AdminProvider }) {
  const { modal } = App.useApp();
  const save = useAction(adminCalls.adminProviderSave, {
    invalidate: [adminCalls.adminProviders],
    success: row.enabled ? T.disabledDone : T.enabledDone,
  });
  const ask = () =>
    modal.confirm({
      title: row.enabled ? T.confirmDisable(row.name) : T.confirmEnable(row.name),
      content: row.enabled ? T.disableEffect : T.enableEffect,
      okText: row.enabled ? T.disableOk : T.enableOk,
      okButtonProps: row.enabled ? { danger: true } : {},
      cancelText: PROVIDERS.cancel,
      onOk: () =>
        save.mutateAsync(toggledOf(row)).then(
          () => undefined,
          () => undefined,
        ),
    });
  return (
    <Switch
      checked={row.enabled}
      loading={save.isPending}
      checkedChildren={T.on}
      unCheckedChildren={T.off}
      aria-label={T.enabledOf(row.name)}
      onChange={ask}
    />
  );
}
