import { useState } from 'react';
import { App, Form, Input, InputNumber, Modal, Radio, Typography } from 'antd';
import { adminCalls } from '@app/contract/endpoint-routes';
import { formatMoney } from '../../lib/format.ts';
import { useAction } from '../../lib/query.ts';

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
    success: frozen ? '已解冻' : '已冻结，玩家的登录已全部失效',
    onSuccess: () => {
      form.resetFields();
      onClose();
    },
  });
  const title = frozen ? `解冻玩家 ${username}` : `冻结玩家 ${username}`;
  const submit = async () => {
    const { reason } = await form.validateFields();
    const run = () => action.mutate({ user_id: userId, frozen: !frozen, reason });
    if (frozen) return run();
    modal.confirm({
      title: '确认冻结？',
      content: '冻结后该玩家立即下线，不能登录、充值、提现或转账，直到解冻。',
      okText: '确认冻结',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: run,
    });
  };
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={frozen ? '解冻' : '冻结'}
      okButtonProps={{ danger: !frozen, loading: action.isPending }}
      cancelText="取消"
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label="原因"
          rules={[{ required: true, min: 2, max: 255, message: '请填写原因（2~255个字）' }]}
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
    success: '密码已重置',
    onSuccess: (data) => {
      form.resetFields();
      onClose();
      modal.info({
        title: data.kind === 'login' ? '新的登录密码' : '新的支付密码',
        content: (
          <>
            <Typography.Paragraph>
              临时密码只显示这一次，请告知玩家并提醒其登录后尽快修改：
            </Typography.Paragraph>
            <Typography.Text code copyable style={{ fontSize: 18 }}>
              {data.temporary}
            </Typography.Text>
          </>
        ),
        okText: '我已记下',
      });
    },
  });
  const submit = async () => {
    const values = await form.validateFields();
    modal.confirm({
      title: '确认重置？',
      content:
        values.kind === 'login'
          ? '重置登录密码后，玩家的所有登录立即失效。'
          : '重置后玩家需用新的支付密码提现。',
      okText: '确认重置',
      cancelText: '取消',
      onOk: () => action.mutate({ user_id: userId, ...values }),
    });
  };
  return (
    <Modal
      title={`重置密码：${username}`}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="重置"
      okButtonProps={{ loading: action.isPending }}
      cancelText="取消"
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ kind: 'login' }}>
        <Form.Item name="kind" label="密码类型">
          <Radio.Group
            options={[
              { value: 'login', label: '登录密码' },
              { value: 'pay', label: '支付密码' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label="原因"
          rules={[{ required: true, min: 2, max: 255, message: '请填写原因（2~255个字）' }]}
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
      void message.success(
        row.state === 'pending' ? '金额超过审批门槛，已提交，待另一位财务审批' : '调整已入账',
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
      title: '确认人工调整？',
      content: `${values.direction === 'credit' ? '增加' : '扣减'} ${username} 的余额 ${formatMoney(amount)} 元。原因：${values.reason}`,
      okText: '确认',
      cancelText: '取消',
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
      title={`人工调整：${username}`}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="提交"
      okButtonProps={{ loading: action.isPending }}
      cancelText="取消"
      destroyOnHidden
    >
      {threshold ? (
        <Typography.Paragraph type="secondary">
          单笔超过 {formatMoney(threshold)} 元需另一位财务或管理员审批后入账。
        </Typography.Paragraph>
      ) : null}
      <Form form={form} layout="vertical" initialValues={{ direction: 'credit' }}>
        <Form.Item name="direction" label="方向">
          <Radio.Group
            options={[
              { value: 'credit', label: '增加余额' },
              { value: 'debit', label: '扣减余额' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label="金额（元）"
          rules={[{ required: true, message: '请输入金额' }]}
        >
          <InputNumber min={0.01} max={10_000_000} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="reason"
          label="原因"
          rules={[{ required: true, min: 2, max: 255, message: '请填写原因（2~255个字）' }]}
        >
          <Input.TextArea rows={2} maxLength={255} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
