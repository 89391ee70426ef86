import { useState } from 'react';
import { App, Button, Form, Input, Modal, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { adminCalls } from '@app/contract/endpoint-routes';
import { ADMIN_LIMITS } from '@app/contract/admin';
import type { AdminOperatorRow } from '@app/contract/admin-auth';
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@app/contract/admin-roles';
import { PageCard } from '../../../components/PageCard.tsx';
import { useOperator } from '../../../lib/operator.ts';
import { useAction, useCall } from '../../../lib/query.ts';
import { AUTH_TEXT as T } from '../strings.ts';
import { OPERATORS_PAGE } from '../strings.ts';

const ROLE_OPTIONS = STAFF_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));
const NAME_PATTERN = /^[A-Za-z0-9_.@-]{3,32}$/;
const passwordRules = [
  { required: true, message: T.passwordRule },
  { min: ADMIN_LIMITS.passwordMin, max: ADMIN_LIMITS.passwordMax, message: T.passwordRule },
];

type Dialog =
  | { kind: 'create' }
  | { kind: 'role'; row: AdminOperatorRow }
  | { kind: 'password'; row: AdminOperatorRow }
  | null;

/**
 * 操作员管理 (admin): every operator with role, status, two-factor and last sign-in; create, change
 * role, disable or enable, reset password, reset two-factor. The server refuses disabling or
 * demoting oneself and removing the last active admin; its message is shown.
 */
export default function OperatorsPage() {
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useCall(adminCalls.operators, { page });
  const me = useOperator();
  const { modal } = App.useApp();
  const done = { invalidate: [adminCalls.operators] };
  const create = useAction(adminCalls.operatorsCreate, {
    ...done,
    success: OPERATORS_PAGE.success,
    onSuccess: () => setDialog(null),
  });
  const update = useAction(adminCalls.operatorsUpdate, {
    ...done,
    success: OPERATORS_PAGE.success2,
    onSuccess: () => setDialog(null),
  });
  const resetPassword = useAction(adminCalls.operatorsResetPassword, {
    ...done,
    success: OPERATORS_PAGE.success3,
    onSuccess: () => setDialog(null),
  });
  const resetTwoFactor = useAction(adminCalls.operatorsResetTwoFactor, {
    ...done,
    success: OPERATORS_PAGE.success4,
  });

  const self = me.data?.operator_id;
  const columns = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    {
      title: T.name,
      dataIndex: 'name',
      render: (name: string, row: AdminOperatorRow) => (row.id === self ? `${name}${T.you}` : name),
    },
    {
      title: T.role,
      dataIndex: 'role',
      render: (role: StaffRole) => <Tag color="blue">{ROLE_LABELS[role]}</Tag>,
    },
    {
      title: T.status,
      dataIndex: 'status',
      render: (status: number) =>
        status === 1 ? (
          <Tag color="green" className="auth-tag-on">
            {T.active}
          </Tag>
        ) : (
          <Tag>{T.disabled}</Tag>
        ),
    },
    {
      title: T.twoFactor,
      dataIndex: 'two_factor',
      render: (on: boolean) =>
        on ? (
          <Tag color="green" className="auth-tag-on">
            {T.enrolled}
          </Tag>
        ) : (
          <Tag color="orange" className="auth-tag-off">
            {T.notEnrolled}
          </Tag>
        ),
    },
    { title: T.lastLogin, dataIndex: 'last_login_at' },
    { title: T.createdAt, dataIndex: 'created_at' },
    {
      title: T.actions,
      key: 'actions',
      fixed: 'right' as const,
      width: 230,
      render: (_: unknown, row: AdminOperatorRow) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setDialog({ kind: 'role', row })}>
            {T.changeRole}
          </Button>
          <Popconfirm
            title={
              row.status === 1 ? OPERATORS_PAGE.title(row.name) : OPERATORS_PAGE.title2(row.name)
            }
            description={row.status === 1 ? OPERATORS_PAGE.description : undefined}
            okText={OPERATORS_PAGE.okText}
            cancelText={OPERATORS_PAGE.cancelText}
            onConfirm={() => update.mutate({ id: row.id, status: row.status === 1 ? 0 : 1 })}
          >
            <Button type="link" size="small" danger={row.status === 1} className="auth-danger-link">
              {row.status === 1 ? T.disable : T.enable}
            </Button>
          </Popconfirm>
          <Button type="link" size="small" onClick={() => setDialog({ kind: 'password', row })}>
            {T.resetPassword}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            className="auth-danger-link"
            disabled={!row.two_factor}
            onClick={() =>
              modal.confirm({
                title: OPERATORS_PAGE.title3(row.name),
                content: OPERATORS_PAGE.content,
                okText: OPERATORS_PAGE.okText2,
                okButtonProps: { danger: true },
                cancelText: OPERATORS_PAGE.cancelText,
                onOk: () => resetTwoFactor.mutateAsync({ id: row.id }),
              })
            }
          >
            {T.resetTwoFactor}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <PageCard
      title={T.operatorsTitle}
      query={list}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setDialog({ kind: 'create' })}
        >
          {T.create}
        </Button>
      }
    >
      <Table<AdminOperatorRow>
        rowKey="id"
        size="middle"
        loading={list.isPending}
        dataSource={list.data?.data ?? []}
        columns={columns}
        locale={{ emptyText: list.error ? OPERATORS_PAGE.emptyText : T.empty }}
        pagination={{
          current: page,
          pageSize: ADMIN_LIMITS.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        scroll={{ x: 900 }}
      />
      <Modal
        open={dialog?.kind === 'create'}
        title={T.create}
        okText={OPERATORS_PAGE.okText3}
        cancelText={OPERATORS_PAGE.cancelText}
        confirmLoading={create.isPending}
        destroyOnHidden
        okButtonProps={{ htmlType: 'submit', form: 'operator-create' }}
        onCancel={() => setDialog(null)}
      >
        <Form<{ name: string; password: string; role: StaffRole }>
          id="operator-create"
          layout="vertical"
          requiredMark={false}
          initialValues={{ role: 'support' }}
          onFinish={(v) => create.mutate({ ...v, name: v.name.trim() })}
        >
          <Form.Item
            label={T.name}
            name="name"
            rules={[{ required: true, pattern: NAME_PATTERN, message: T.nameRule }]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item label={T.password} name="password" rules={passwordRules}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            label={T.role}
            name="role"
            rules={[{ required: true, message: T.roleRequired }]}
          >
            <Select options={ROLE_OPTIONS} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={dialog?.kind === 'role'}
        title={
          dialog?.kind === 'role'
            ? OPERATORS_PAGE.title4(T.changeRole, dialog.row.name)
            : T.changeRole
        }
        okText={OPERATORS_PAGE.okText4}
        cancelText={OPERATORS_PAGE.cancelText}
        confirmLoading={update.isPending}
        destroyOnHidden
        okButtonProps={{ htmlType: 'submit', form: 'operator-role' }}
        onCancel={() => setDialog(null)}
      >
        {dialog?.kind === 'role' ? (
          <Form<{ role: StaffRole }>
            id="operator-role"
            layout="vertical"
            initialValues={{ role: dialog.row.role }}
            onFinish={(v) => update.mutate({ id: dialog.row.id, role: v.role })}
          >
            <Form.Item
              label={T.role}
              name="role"
              rules={[{ required: true, message: T.roleRequired }]}
            >
              <Select options={ROLE_OPTIONS} />
            </Form.Item>
          </Form>
        ) : null}
      </Modal>
      <Modal
        open={dialog?.kind === 'password'}
        title={
          dialog?.kind === 'password'
            ? OPERATORS_PAGE.title5(T.resetPassword, dialog.row.name)
            : T.resetPassword
        }
        okText={OPERATORS_PAGE.okText2}
        cancelText={OPERATORS_PAGE.cancelText}
        confirmLoading={resetPassword.isPending}
        destroyOnHidden
        okButtonProps={{ htmlType: 'submit', form: 'operator-password', danger: true }}
        onCancel={() => setDialog(null)}
      >
        {dialog?.kind === 'password' ? (
          <Form<{ password: string }>
            id="operator-password"
            layout="vertical"
            requiredMark={false}
            onFinish={(v) => resetPassword.mutate({ id: dialog.row.id, password: v.password })}
          >
            <Form.Item label={T.newPassword} name="password" rules={passwordRules}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Form>
        ) : null}
      </Modal>
    </PageCard>
  );
}
