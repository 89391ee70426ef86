import { useState, type ReactNode } from 'react';
import { App, Button, Form, Input, Modal, Popconfirm, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
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

/** The page's writes; `close` shuts the dialog a save came from. */
function useOperatorActions(close: () => void) {
  const done = { invalidate: [adminCalls.operators] };
  const create = useAction(adminCalls.operatorsCreate, {
    ...done,
    success: OPERATORS_PAGE.created,
    onSuccess: close,
  });
  const update = useAction(adminCalls.operatorsUpdate, {
    ...done,
    success: OPERATORS_PAGE.saved,
    onSuccess: close,
  });
  const resetPassword = useAction(adminCalls.operatorsResetPassword, {
    ...done,
    success: OPERATORS_PAGE.passwordReset,
    onSuccess: close,
  });
  const resetTwoFactor = useAction(adminCalls.operatorsResetTwoFactor, {
    ...done,
    success: OPERATORS_PAGE.twoFactorReset,
  });
  return { create, update, resetPassword, resetTwoFactor };
}

const statusTag = (status: number) =>
  status === 1 ? (
    <Tag color="green" className="auth-tag-on">
      {T.active}
    </Tag>
  ) : (
    <Tag>{T.disabled}</Tag>
  );

const twoFactorTag = (on: boolean) =>
  on ? (
    <Tag color="green" className="auth-tag-on">
      {T.enrolled}
    </Tag>
  ) : (
    <Tag color="orange" className="auth-tag-off">
      {T.notEnrolled}
    </Tag>
  );

/** A row's actions: change role, disable or enable (asked first), reset password or two-factor. */
function OperatorActions({
  row,
  open,
  setStatus,
  confirmResetTwoFactor,
}: {
  row: AdminOperatorRow;
  open: (dialog: Dialog) => void;
  setStatus: (row: AdminOperatorRow, status: number) => void;
  confirmResetTwoFactor: (row: AdminOperatorRow) => void;
}) {
  return (
    <Space size={0} wrap>
      <Button type="link" size="small" onClick={() => open({ kind: 'role', row })}>
        {T.changeRole}
      </Button>
      <Popconfirm
        title={
          row.status === 1
            ? OPERATORS_PAGE.confirmDisable(row.name)
            : OPERATORS_PAGE.confirmEnable(row.name)
        }
        description={row.status === 1 ? OPERATORS_PAGE.disableWarning : undefined}
        okText={OPERATORS_PAGE.ok}
        cancelText={OPERATORS_PAGE.cancel}
        onConfirm={() => setStatus(row, row.status === 1 ? 0 : 1)}
      >
        <Button type="link" size="small" danger={row.status === 1} className="auth-danger-link">
          {row.status === 1 ? T.disable : T.enable}
        </Button>
      </Popconfirm>
      <Button type="link" size="small" onClick={() => open({ kind: 'password', row })}>
        {T.resetPassword}
      </Button>
      <Button
        type="link"
        size="small"
        danger
        className="auth-danger-link"
        disabled={!row.two_factor}
        onClick={() => confirmResetTwoFactor(row)}
      >
        {T.resetTwoFactor}
      </Button>
    </Space>
  );
}

/** The operators' columns; `self` marks the signed-in operator's row. */
function operatorColumns(
  self: number | undefined,
  actions: (row: AdminOperatorRow) => ReactNode,
): ColumnsType<AdminOperatorRow> {
  return [
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
    { title: T.status, dataIndex: 'status', render: statusTag },
    { title: T.twoFactor, dataIndex: 'two_factor', render: twoFactorTag },
    { title: T.lastLogin, dataIndex: 'last_login_at' },
    { title: T.createdAt, dataIndex: 'created_at' },
    {
      title: T.actions,
      key: 'actions',
      fixed: 'right' as const,
      width: 230,
      render: (_: unknown, row: AdminOperatorRow) => actions(row),
    },
  ];
}

/** 新建操作员: name, password and role. */
function CreateDialog({
  open,
  busy,
  onClose,
  onCreate,
}: {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onCreate: (values: { name: string; password: string; role: StaffRole }) => void;
}) {
  return (
    <Modal
      open={open}
      title={T.create}
      okText={OPERATORS_PAGE.create}
      cancelText={OPERATORS_PAGE.cancel}
      confirmLoading={busy}
      destroyOnHidden
      okButtonProps={{ htmlType: 'submit', form: 'operator-create' }}
      onCancel={onClose}
    >
      <Form<{ name: string; password: string; role: StaffRole }>
        id="operator-create"
        layout="vertical"
        requiredMark={false}
        initialValues={{ role: 'support' }}
        onFinish={(v) => onCreate({ ...v, name: v.name.trim() })}
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
        <Form.Item label={T.role} name="role" rules={[{ required: true, message: T.roleRequired }]}>
          <Select options={ROLE_OPTIONS} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 修改角色 of one operator. */
function RoleDialog({
  row,
  busy,
  onClose,
  onSave,
}: {
  row: AdminOperatorRow | undefined;
  busy: boolean;
  onClose: () => void;
  onSave: (row: AdminOperatorRow, role: StaffRole) => void;
}) {
  return (
    <Modal
      open={row !== undefined}
      title={row ? OPERATORS_PAGE.changeRoleOf(T.changeRole, row.name) : T.changeRole}
      okText={OPERATORS_PAGE.save}
      cancelText={OPERATORS_PAGE.cancel}
      confirmLoading={busy}
      destroyOnHidden
      okButtonProps={{ htmlType: 'submit', form: 'operator-role' }}
      onCancel={onClose}
    >
      {row ? (
        <Form<{ role: StaffRole }>
          id="operator-role"
          layout="vertical"
          initialValues={{ role: row.role }}
          onFinish={(v) => onSave(row, v.role)}
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
  );
}

/** 重置密码 of one operator. */
function PasswordDialog({
  row,
  busy,
  onClose,
  onReset,
}: {
  row: AdminOperatorRow | undefined;
  busy: boolean;
  onClose: () => void;
  onReset: (row: AdminOperatorRow, password: string) => void;
}) {
  return (
    <Modal
      open={row !== undefined}
      title={row ? OPERATORS_PAGE.resetPasswordOf(T.resetPassword, row.name) : T.resetPassword}
      okText={OPERATORS_PAGE.reset}
      cancelText={OPERATORS_PAGE.cancel}
      confirmLoading={busy}
      destroyOnHidden
      okButtonProps={{ htmlType: 'submit', form: 'operator-password', danger: true }}
      onCancel={onClose}
    >
      {row ? (
        <Form<{ password: string }>
          id="operator-password"
          layout="vertical"
          requiredMark={false}
          onFinish={(v) => onReset(row, v.password)}
        >
          <Form.Item label={T.newPassword} name="password" rules={passwordRules}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}

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
  const { create, update, resetPassword, resetTwoFactor } = useOperatorActions(() =>
    setDialog(null),
  );

  const confirmResetTwoFactor = (row: AdminOperatorRow) =>
    modal.confirm({
      title: OPERATORS_PAGE.confirmResetTwoFactor(row.name),
      content: OPERATORS_PAGE.resetTwoFactorWarning,
      okText: OPERATORS_PAGE.reset,
      okButtonProps: { danger: true },
      cancelText: OPERATORS_PAGE.cancel,
      onOk: () => resetTwoFactor.mutateAsync({ id: row.id }),
    });
  const columns = operatorColumns(me.data?.operator_id, (row) => (
    <OperatorActions
      row={row}
      open={setDialog}
      setStatus={(r, status) => update.mutate({ id: r.id, status })}
      confirmResetTwoFactor={confirmResetTwoFactor}
    />
  ));

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
        locale={{ emptyText: list.error ? OPERATORS_PAGE.loadFailed : T.empty }}
        pagination={{
          current: page,
          pageSize: ADMIN_LIMITS.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        scroll={{ x: 900 }}
      />
      <CreateDialog
        open={dialog?.kind === 'create'}
        busy={create.isPending}
        onClose={() => setDialog(null)}
        onCreate={(values) => create.mutate(values)}
      />
      <RoleDialog
        row={dialog?.kind === 'role' ? dialog.row : undefined}
        busy={update.isPending}
        onClose={() => setDialog(null)}
        onSave={(row, role) => update.mutate({ id: row.id, role })}
      />
      <PasswordDialog
        row={dialog?.kind === 'password' ? dialog.row : undefined}
        busy={resetPassword.isPending}
        onClose={() => setDialog(null)}
        onReset={(row, password) => resetPassword.mutate({ id: row.id, password })}
      />
    </PageCard>
  );
}
