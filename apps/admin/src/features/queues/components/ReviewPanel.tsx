import { useState } from 'react';
import { App, Button, Form, Input, Space } from 'antd';
import { QUEUE_TEXT } from '../strings.ts';
import { REVIEW_PANEL } from '../strings.ts';

/**
 * Approve or refuse a pending item with a remark: refusing needs one (the server says so too),
 * and either decision asks for confirmation first (money moves or a player is told).
 */
export function ReviewPanel({
  what,
  busy,
  onDecide,
}: {
  /** e.g. '充值订单 D2026…' — named in the confirmation. */
  what: string;
  busy: boolean;
  onDecide: (approve: boolean, remark: string) => Promise<unknown>;
}) {
  const { modal } = App.useApp();
  const [remark, setRemark] = useState('');
  const [error, setError] = useState('');

  const decide = (approve: boolean) => {
    const text = remark.trim();
    if (!approve && text === '') {
      setError(QUEUE_TEXT.remarkRequired);
      return;
    }
    setError('');
    modal.confirm({
      title: approve ? QUEUE_TEXT.confirmApprove(what) : QUEUE_TEXT.confirmRefuse(what),
      content: text === '' ? undefined : REVIEW_PANEL.remarkLine(QUEUE_TEXT.remark, text),
      okText: approve ? QUEUE_TEXT.approve : QUEUE_TEXT.refuse,
      okButtonProps: approve ? {} : { danger: true },
      cancelText: REVIEW_PANEL.cancel,
      onOk: () => onDecide(approve, text).catch(() => undefined),
    });
  };

  return (
    <Form layout="vertical" style={{ marginTop: 16 }}>
      <Form.Item
        label={QUEUE_TEXT.remark}
        validateStatus={error ? 'error' : ''}
        help={error || undefined}
      >
        <Input.TextArea
          aria-label={QUEUE_TEXT.remark}
          value={remark}
          maxLength={255}
          showCount
          rows={3}
          placeholder={QUEUE_TEXT.remarkPlaceholder}
          onChange={(e) => {
            setRemark(e.target.value);
            if (error) setError('');
          }}
        />
      </Form.Item>
      <Space>
        <Button type="primary" loading={busy} onClick={() => decide(true)}>
          {QUEUE_TEXT.approve}
        </Button>
        <Button danger loading={busy} onClick={() => decide(false)}>
          {QUEUE_TEXT.refuse}
        </Button>
      </Space>
    </Form>
  );
}
