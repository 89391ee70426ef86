import { useState } from 'react';
import { App, Form, Input, InputNumber, Modal, Radio, Typography } from 'antd';
import { adminCalls } from '@app/contract/endpoint-routes';
import { formatMoney } from '../../lib/format.ts';
import { useAction } from '../../lib/query.ts';
import { DIALOGS } from './strings.ts';
import { DIALOGS_TEXT } from './strings.ts';
import { PLAYERS_ADMIN_LIMITS } from '@app/contract/admin-players';

/** A decision's reason: its length as the contract's schema allows it. */
const REASON_RULES = [
  {
    required: true,
    min: PLAYERS_ADMIN_LIMITS.reasonMin,
    max: PLAYERS_ADMIN_LIMITS.reasonMax,
    message: DIALOGS.reasonRule,
  },
];

const REFRESH = [
  adminCalls.player,
  adminCalls.players,
  adminCalls.playerLedger,
  adminCalls.playerLogins,
  adminCalls.adjustments,
];

interface DialogProps {
  userId: number;
  username: string;
  open: boolean;
  onClose: () => void;
}

/** 冻结 / 解冻 with a reason; freezing asks once more (it ends the player's sessions). */
export function FreezeDialog({
  userId,
  username,
  open,
  onClose,
  frozen,
}: DialogProps & { frozen: boolean }) {
  const [form] = Form.useForm<{ reason: string }>();
  const { modal } = App.useApp();
  const action = useAction(adminCalls.playerFreeze, {
    invalidate: REFRESH,
    success: frozen ? DIALOGS.thawed : DIALOGS.frozen,
    onSuccess: () => {
      form.resetFields();
      onClose();
    },
  });
  const title = frozen ? DIALOGS.thawTitle(username) : DIALOGS.freezeTitle(username);
  const submit = async () => {
    const { reason } = await form.validateFields();
    const run = () => action.mutate({ user_id: userId, frozen: !frozen, reason });
    if (frozen) return run();
    modal.confirm({
      title: DIALOGS.confirmFreeze,
      content: DIALOGS.freezeWarning,
      okText: DIALOGS.confirmFreezeOk,
      okButtonProps: { danger: true },
      cancelText: DIALOGS.cancelText,
      onOk: run,
    });
  };
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={frozen ? DIALOGS.thaw : DIALOGS.freeze}
      okButtonProps={{ danger: !frozen, loading: action.isPending }}
      cancelText={DIALOGS.cancelText}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label={DIALOGS.reason} rules={REASON_RULES}>
          <Input.TextArea rows={3} maxLength={255} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 重置密码: a random temporary password, shown once. */
export function PasswordDialog({ userId, username, open, onClose }: DialogProps) {
  const [form] = Form.useForm<{ kind: 'login' | 'pay'; reason: string }>();
  const { modal } = App.useApp();
  const action = useAction(adminCalls.playerPassword, {
    invalidate: REFRESH,
    success: DIALOGS.passwordReset,
    onSuccess: (data) => {
      form.resetFields();
      onClose();
      modal.info({
        title: data.kind === 'login' ? DIALOGS.newLoginPassword : DIALOGS.newPayPassword,
        content: (
          <>
            <Typography.Paragraph>{DIALOGS.temporaryPasswordHint}</Typography.Paragraph>
            <Typography.Text code copyable style={{ fontSize: 18 }}>
              {data.temporary}
            </Typography.Text>
          </>
        ),
        okText: DIALOGS.noted,
      });
    },
  });
  const submit = async () => {
    const values = await form.validateFields();
    modal.confirm({
      title: DIALOGS.confirmReset,
      content: values.kind === 'login' ? DIALOGS.loginResetWarning : DIALOGS.payResetWarning,
      okText: DIALOGS.confirmResetOk,
      cancelText: DIALOGS.cancelText,
      onOk: () => action.mutate({ user_id: userId, ...values }),
    });
  };
  return (
    <Modal
      title={DIALOGS.resetTitle(username)}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={DIALOGS.reset}
      okButtonProps={{ loading: action.isPending }}
      cancelText={DIALOGS.cancelText}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ kind: 'login' }}>
        <Form.Item name="kind" label={DIALOGS.passwordKind}>
          <Radio.Group
            options={[
              { value: 'login', label: DIALOGS.loginPassword },
              { value: 'pay', label: DIALOGS.payPassword },
            ]}
          />
        </Form.Item>
        <Form.Item name="reason" label={DIALOGS.reason} rules={REASON_RULES}>
          <Input.TextArea rows={2} maxLength={255} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** A key for one adjustment dialog: a repeat of the same submission posts nothing new. */
const newKey = () => `adj-${crypto.randomUUID()}`;

/** 人工调整: credit or debit with a reason; above the threshold it waits for a second operator. */
export function AdjustDialog({
  userId,
  username,
  open,
  onClose,
  threshold,
}: DialogProps & { threshold?: string | undefined }) {
  const [form] = Form.useForm<{ direction: 'credit' | 'debit'; amount: number; reason: string }>();
  const [key, setKey] = useState(newKey);
  const { modal, message } = App.useApp();
  const action = useAction(adminCalls.playerAdjust, {
    invalidate: REFRESH,
    success: false,
    onSuccess: (row) => {
      void message.success(
        row.state === 'pending' ? DIALOGS.adjustmentPending : DIALOGS.adjustmentPosted,
      );
      form.resetFields();
      setKey(newKey());
      onClose();
    },
  });
  const submit = async () => {
    const values = await form.validateFields();
    const amount = values.amount.toFixed(2);
    modal.confirm({
      title: DIALOGS.confirmAdjust,
      content: DIALOGS.adjustSummary(
        values.direction === 'credit' ? DIALOGS_TEXT.credit : DIALOGS_TEXT.debit,
        username,
        formatMoney(amount),
        values.reason,
      ),
      okText: DIALOGS.confirm,
      cancelText: DIALOGS.cancelText,
      onOk: () =>
        action.mutate({
          user_id: userId,
          direction: values.direction,
          amount,
          reason: values.reason,
          request_key: key,
        }),
    });
  };
  return (
    <Modal
      title={DIALOGS.adjustTitle(username)}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={DIALOGS.submit}
      okButtonProps={{ loading: action.isPending }}
      cancelText={DIALOGS.cancelText}
      destroyOnHidden
    >
      {threshold ? (
        <Typography.Paragraph type="secondary">
          {DIALOGS.thresholdAbove} {formatMoney(threshold)} {DIALOGS.thresholdNote}
        </Typography.Paragraph>
      ) : null}
      <Form form={form} layout="vertical" initialValues={{ direction: 'credit' }}>
        <Form.Item name="direction" label={DIALOGS.direction}>
          <Radio.Group
            options={[
              { value: 'credit', label: DIALOGS.credit },
              { value: 'debit', label: DIALOGS.debit },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={DIALOGS.amountYuan}
          rules={[{ required: true, message: DIALOGS.amountRequired }]}
        >
          <InputNumber min={0.01} max={10_000_000} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="reason" label={DIALOGS.reason} rules={REASON_RULES}>
          <Input.TextArea rows={2} maxLength={255} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
