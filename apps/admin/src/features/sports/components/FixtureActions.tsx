import { useState } from 'react';
import { App, Button, Form, Input, Modal, Space } from 'antd';
import type { AdminSportsFixture } from '@app/contract/admin-sports';
import { adminCalls } from '@app/contract/endpoint-routes';
import { useAction } from '../../../lib/query.ts';
import { parseBeijing, quietly, toBeijingInput } from '../format.ts';
import { FIXTURE_PAGE as T, CREATE_FIXTURE, SPORTS_TEXT } from '../strings.ts';

/** 改期: a new start time before kick-off. */
function RescheduleDialog({
  fixture,
  onClose,
}: {
  fixture: AdminSportsFixture;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ starts_at: string }>();
  const update = useAction(adminCalls.adminSportsFixtureUpdate, {
    invalidate: [adminCalls.adminSportsFixture, adminCalls.adminSportsFixtures],
    success: T.rescheduled,
    onSuccess: onClose,
  });
  return (
    <Modal
      open
      title={T.rescheduleTitle}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={T.reschedule}
      cancelText={SPORTS_TEXT.cancel}
      confirmLoading={update.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ starts_at: toBeijingInput(fixture.starts_at) }}
        onFinish={(v) =>
          update.mutate({
            id: fixture.id,
            action: 'reschedule',
            starts_at: parseBeijing(v.starts_at) ?? Number.NaN,
          })
        }
      >
        <Form.Item
          name="starts_at"
          label={T.newStart}
          rules={[
            {
              validator: (_, value: string | undefined) =>
                parseBeijing(value) !== null
                  ? Promise.resolve()
                  : Promise.reject(new Error(CREATE_FIXTURE.startInvalid)),
            },
          ]}
        >
          <Input type="datetime-local" aria-label={T.newStart} style={{ width: 240 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * The fixture's actions: suspend every market, reopen, reschedule (before kick-off), cancel — a
 * cancellation is a result (every leg void) and waits for a second operator like any other.
 */
export function FixtureActions({ fixture: f }: { fixture: AdminSportsFixture }) {
  const { modal } = App.useApp();
  const [rescheduling, setRescheduling] = useState(false);
  const invalidate = [adminCalls.adminSportsFixture, adminCalls.adminSportsFixtures];
  const update = useAction(adminCalls.adminSportsFixtureUpdate, { invalidate, success: false });
  const cancel = useAction(adminCalls.adminSportsResultEnter, {
    invalidate,
    success: T.cancelSubmitted,
  });
  const { message } = App.useApp();
  if (f.state === 'finished' || f.state === 'cancelled') return null;
  const suspended = f.state === 'suspended' || f.markets.some((m) => m.state === 'suspended');
  const anyOpen = f.markets.some((m) => m.state === 'open');
  const run = (action: 'suspend' | 'reopen') =>
    update
      .mutateAsync({ id: f.id, action })
      .then(() => void message.success(action === 'suspend' ? T.suspended : T.reopened));
  return (
    <Space wrap>
      {anyOpen && f.state !== 'suspended' ? (
        <Button
          danger
          onClick={() =>
            modal.confirm({
              title: T.confirmSuspendAll,
              content: T.suspendAllEffect,
              okText: T.suspendAll,
              okButtonProps: { danger: true },
              cancelText: SPORTS_TEXT.cancel,
              onOk: () => quietly(run('suspend')),
            })
          }
        >
          {T.suspendAll}
        </Button>
      ) : null}
      {suspended ? (
        <Button
          onClick={() =>
            modal.confirm({
              title: T.confirmReopen,
              content: T.reopenEffect,
              okText: T.reopen,
              cancelText: SPORTS_TEXT.cancel,
              onOk: () => quietly(run('reopen')),
            })
          }
        >
          {T.reopen}
        </Button>
      ) : null}
      {f.state === 'scheduled' ? (
        <Button onClick={() => setRescheduling(true)}>{T.reschedule}</Button>
      ) : null}
      <Button
        danger
        disabled={f.pending !== null}
        onClick={() =>
          modal.confirm({
            title: T.confirmCancel,
            content: T.cancelEffect,
            okText: T.cancelOk,
            okButtonProps: { danger: true },
            cancelText: SPORTS_TEXT.cancel,
            onOk: () => quietly(cancel.mutateAsync({ fixture: f.id, cancel: true })),
          })
        }
      >
        {T.cancelFixture}
      </Button>
      {rescheduling ? (
        <RescheduleDialog fixture={f} onClose={() => setRescheduling(false)} />
      ) : null}
    </Space>
  );
}
