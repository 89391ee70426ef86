import { useState } from 'react';
import { App, Form, Input, InputNumber, Modal, Radio, Typography } from 'antd';
import { adminCalls } from '@app/contract/endpoint-routes';
import { formatMoney } from '../../lib/format.ts';
import { useAction } from '../../lib/query.ts';
import { DIALOGS } from './strings.ts';
import { DIALOGS_TEXT } from './strings.ts';

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
    success: frozen ? DIALOGS.success : DIALOGS.success2,
    onSuccess: () => {
      form.resetFields();
      onClose();
    },
  });
  const title = frozen ? DIALOGS.title(username) : DIALOGS.title2(username);
  const submit = async () => {
    const { reason } = await form.validateFields();
    const run = () => action.mutate({ user_id: userId, frozen: !frozen, reason });
    if (frozen) return run();
    modal.confirm({
      title: DIALOGS.title3,
      content: DIALOGS.content,
      okText: DIALOGS.okText,
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
      okText={frozen ? DIALOGS.okText2 : DIALOGS.okText3}
      okButtonProps={{ danger: !frozen, loading: action.isPending }}
      cancelText={DIALOGS.cancelText}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={DIALOGS.label}
          rules={[{ required: true, min: 2, max: 255, message: DIALOGS.message }]}
        >
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
    success: DIALOGS.success3,
    onSuccess: (data) => {
      form.resetFields();
      onClose();
      modal.info({
        title: data.kind === 'login' ? DIALOGS.title4 : DIALOGS.title5,
        content: (
          <>
            <Typography.Paragraph>{DIALOGS.text}</Typography.Paragraph>
            <Typography.Text code copyable style={{ fontSize: 18 }}>
              {data.temporary}
            </Typography.Text>
          </>
        ),
        okText: DIALOGS.okText4,
      });
    },
  });
  const submit = async () => {
    const values = await form.validateFields();
    modal.confirm({
      title: DIALOGS.title6,
      content: values.kind === 'login' ? DIALOGS.content2 : DIALOGS.content3,
      okText: DIALOGS.okText5,
      cancelText: DIALOGS.cancelText,
      onOk: () => action.mutate({ user_id: userId, ...values }),
    });
  };
  return (
    <Modal
      title={DIALOGS.title7(username)}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={DIALOGS.okText6}
      okButtonProps={{ loading: action.isPending }}
      cancelText={DIALOGS.cancelText}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ kind: 'login' }}>
        <Form.Item name="kind" label={DIALOGS.label2}>
          <Radio.Group
            options={[
              { value: 'login', label: DIALOGS.label3 },
              { value: 'pay', label: DIALOGS.label4 },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={DIALOGS.label}
          rules={[{ required: true, min: 2, max: 255, message: DIALOGS.message }]}
        >
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
      void message.success(row.state === 'pending' ? DIALOGS.success4 : DIALOGS.success5);
      form.resetFields();
      setKey(newKey());
      onClose();
    },
  });
  const submit = async () => {
    const values = await form.validateFields();
    const amount = values.amount.toFixed(2);
    modal.confirm({
      title: DIALOGS.title8,
      content: DIALOGS.content4(
        values.direction === 'credit' ? DIALOGS_TEXT.content4 : DIALOGS_TEXT.content42,
        username,
        formatMoney(amount),
        values.reason,
      ),
      okText: DIALOGS.okText7,
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
      title={DIALOGS.title9(username)}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={DIALOGS.okText8}
      okButtonProps={{ loading: action.isPending }}
      cancelText={DIALOGS.cancelText}
      destroyOnHidden
    >
      {threshold ? (
        <Typography.Paragraph type="secondary">
          {DIALOGS.text2} {formatMoney(threshold)} {DIALOGS.text3}
        </Typography.Paragraph>
      ) : null}
      <Form form={form} layout="vertical" initialValues={{ direction: 'credit' }}>
        <Form.Item name="direction" label={DIALOGS.label5}>
          <Radio.Group
            options={[
              { value: 'credit', label: DIALOGS.label6 },
              { value: 'debit', label: DIALOGS.label7 },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={DIALOGS.label8}
          rules={[{ required: true, message: DIALOGS.message2 }]}
        >
          <InputNumber min={0.01} max={10_000_000} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={DIALOGS.label}
          rules={[{ required: true, min: 2, max: 255, message: DIALOGS.message }]}
        >
          <Input.TextArea rows={2} maxLength={255} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
