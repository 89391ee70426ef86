import { useState } from 'react';
import { Alert, App, Button, Descriptions, Form, Input, Modal, Typography } from 'antd';
import {
  adminWithdrawalPayoutPayload as schema,
  type AdminWithdrawalPayout,
} from '@app/contract/admin-chain';
import type { AdminWithdrawalRow } from '@app/contract/admin';
import { adminCalls } from '@app/contract/endpoint-routes';
import { MSG } from '@app/contract/messages';
import { rulesOf } from '../../../components/crud/fields.tsx';
import { useAction } from '../../../lib/query.ts';
import { COLOR } from '../../../theme.ts';
import { PAYOUT as T } from '../strings.ts';

const HASH_FIELD = {
  name: 'tx_hash',
  label: T.hash,
  schema: schema.shape.tx_hash,
  required: MSG.chainTxHashInvalid,
  invalid: MSG.chainTxHashInvalid,
};

/** What the chain said of a payout hash: paid, waiting n/N, or the problems in red. */
export function PayoutOutcome({ payout }: { payout: AdminWithdrawalPayout }) {
  if (payout.state === 'paid') return <Alert type="success" showIcon message={T.paid} />;
  if (payout.state === 'waiting')
    return (
      <Alert type="info" showIcon message={T.waiting(payout.confirmations, payout.required)} />
    );
  return (
    <Alert
      type="error"
      showIcon
      message={T.mismatch}
      description={
        <ul style={{ margin: 0, paddingLeft: 18, color: COLOR.error }} aria-label={T.problems}>
          {payout.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      }
    />
  );
}

/** A withdrawal's payout as last checked: hash, state, confirmations, problems. */
export function PayoutSummary({ payout }: { payout: AdminWithdrawalPayout }) {
  return (
    <Descriptions size="small" column={3} bordered title={T.payout} data-testid="payout">
      <Descriptions.Item label={T.hash} span={3}>
        <Typography.Text copyable style={{ fontFamily: 'monospace' }}>
          {payout.tx_hash}
        </Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={T.state}>
        {T.states[payout.state] ?? payout.state}
      </Descriptions.Item>
      <Descriptions.Item label={T.confirmations}>
        {payout.confirmations}/{payout.required}
      </Descriptions.Item>
      <Descriptions.Item label={T.checkedAt}>{payout.checked_at || '—'}</Descriptions.Item>
      {payout.problems.length > 0 ? (
        <Descriptions.Item label={T.problems} span={3}>
          <Typography.Text style={{ color: COLOR.error }}>
            {payout.problems.join(T.problemSeparator)}
          </Typography.Text>
        </Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}

/**
 * 填写链上交易: the operator paid a pending USDT withdrawal from the hot wallet and enters the
 * transaction's hash; the server checks it on chain (token, destination, amount, confirmations)
 * and answers paid (the withdrawal is paid), waiting n/N, or mismatch with its problems.
 */
export function PayoutAction({ withdrawal }: { withdrawal: AdminWithdrawalRow }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<AdminWithdrawalPayout | null>(null);
  const [form] = Form.useForm<{ tx_hash: string }>();
  const check = useAction(adminCalls.adminWithdrawalPayout, {
    invalidate: [adminCalls.withdrawals],
    success: false,
    onSuccess: (payout) => {
      setOutcome(payout);
      if (payout.state === 'paid') void message.success(T.paid);
    },
  });
  const submit = ({ tx_hash }: { tx_hash: string }) => {
    setOutcome(null);
    check.mutate({ id: withdrawal.id, tx_hash: tx_hash.trim() });
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{T.action}</Button>
      <Modal
        title={T.title(withdrawal.order_no)}
        open={open}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        footer={[
          <Button key="cancel" onClick={() => setOpen(false)}>
            {T.cancel}
          </Button>,
          <Button
            key="submit"
            type="primary"
            loading={check.isPending}
            onClick={() => form.submit()}
          >
            {T.submit}
          </Button>,
        ]}
      >
        <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
          <Form.Item name="tx_hash" label={T.hash} rules={rulesOf(HASH_FIELD)}>
            <Input
              aria-label={T.hash}
              placeholder={T.hashPlaceholder}
              style={{ fontFamily: 'monospace' }}
            />
          </Form.Item>
        </Form>
        {outcome ? <PayoutOutcome payout={outcome} /> : null}
      </Modal>
    </>
  );
}
