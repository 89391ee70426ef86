import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Form,
  InputNumber,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type {
  AdminSportsFixture,
  AdminSportsResult,
  AdminSportsResultConfirmed,
} from '@app/contract/admin-sports';
import { adminSportsResultEnterPayload } from '@app/contract/admin-sports';
import { adminCalls } from '@app/contract/endpoint-routes';
import { formatMoney, formatTime } from '../../../lib/format.ts';
import { useMayCall, useOperator } from '../../../lib/operator.ts';
import { useAction } from '../../../lib/query.ts';
import { limitsOf } from '../../../lib/schema-rules.ts';
import { quietly } from '../format.ts';
import { RESULTS as T, SPORTS_TEXT } from '../strings.ts';
import { resultText } from './bits.tsx';

/** The panel's element id (the page's banner scrolls to it). */
export const RESULTS_ANCHOR = 'sports-results';

const SCORE = limitsOf(adminSportsResultEnterPayload.options[0].shape.home);

const RESULT_COLOR: Record<string, string> = {
  pending: 'orange',
  confirmed: 'green',
  rejected: 'default',
};

const historyColumns: ColumnsType<AdminSportsResult> = [
  {
    title: T.proposal,
    render: (_, r) => (
      <Space size={4}>
        {resultText(r)}
        {r.correction ? <Tag color="volcano">{T.correctionTag}</Tag> : null}
      </Space>
    ),
  },
  {
    title: T.state,
    width: 90,
    render: (_, r) => <Tag color={RESULT_COLOR[r.state]}>{SPORTS_TEXT.resultState[r.state]}</Tag>,
  },
  { title: T.enteredBy, dataIndex: 'entered_by', width: 100 },
  { title: T.enteredAt, width: 170, render: (_, r) => formatTime(r.entered_at) },
  { title: T.checkedBy, width: 100, render: (_, r) => r.checked_by ?? SPORTS_TEXT.none },
  {
    title: T.checkedAt,
    width: 170,
    render: (_, r) => formatTime(r.checked_at) || SPORTS_TEXT.none,
  },
];

function CheckButtons({
  result,
  onConfirmed,
}: {
  result: AdminSportsResult;
  onConfirmed: (done: AdminSportsResultConfirmed) => void;
}) {
  const { modal } = App.useApp();
  const invalidate = [adminCalls.adminSportsFixture, adminCalls.adminSportsFixtures];
  const confirm = useAction(adminCalls.adminSportsResultConfirm, {
    invalidate: [...invalidate, adminCalls.adminSportsBets],
    success: false,
    onSuccess: onConfirmed,
  });
  const reject = useAction(adminCalls.adminSportsResultReject, { invalidate, success: T.rejected });
  return (
    <Space direction="vertical">
      <Button
        type="primary"
        loading={confirm.isPending}
        onClick={() =>
          modal.confirm({
            title: T.confirmApprove,
            content: `${resultText(result)} · ${
              result.correction ? T.approveCorrectionEffect : T.approveEffect
            }`,
            okText: T.approve,
            cancelText: SPORTS_TEXT.cancel,
            onOk: () => quietly(confirm.mutateAsync({ id: result.id })),
          })
        }
      >
        {T.approve}
      </Button>
      <Button
        danger
        loading={reject.isPending}
        onClick={() =>
          modal.confirm({
            title: T.confirmReject,
            content: T.rejectEffect,
            okText: T.reject,
            okButtonProps: { danger: true },
            cancelText: SPORTS_TEXT.cancel,
            onOk: () => quietly(reject.mutateAsync({ id: result.id })),
          })
        }
      >
        {T.reject}
      </Button>
    </Space>
  );
}

/** The proposal waiting for its check: who entered it; the check for anyone but its maker. */
function PendingResult({
  result,
  onConfirmed,
}: {
  result: AdminSportsResult;
  onConfirmed: (done: AdminSportsResultConfirmed) => void;
}) {
  const me = useOperator();
  const mayCheck = useMayCall('adminSportsResultConfirm');
  const mine = me.data?.name === result.entered_by;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      message={
        <Space>
          {T.pendingTitle}
          {result.correction ? <Tag color="volcano">{T.correctionTag}</Tag> : null}
        </Space>
      }
      description={
        <>
          <Descriptions size="small" column={3}>
            <Descriptions.Item label={T.proposal}>
              <Typography.Text strong>{resultText(result)}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={T.enteredBy}>{result.entered_by}</Descriptions.Item>
            <Descriptions.Item label={T.enteredAt}>
              {formatTime(result.entered_at)}
            </Descriptions.Item>
          </Descriptions>
          {result.correction ? (
            <Typography.Paragraph type="danger" strong>
              {T.correctionWarning}
            </Typography.Paragraph>
          ) : null}
          {mine ? <Typography.Text type="secondary">{T.ownEntry}</Typography.Text> : null}
        </>
      }
      action={mayCheck && !mine ? <CheckButtons result={result} onConfirmed={onConfirmed} /> : null}
    />
  );
}

type EntryPayload =
  { fixture: number; home: number; away: number } | { fixture: number; cancel: true };

/** The entry's confirmation: what is sent, and for a correction that every bet is resettled. */
function EntrySummary({ payload, correction }: { payload: EntryPayload; correction: boolean }) {
  return (
    <>
      <Typography.Paragraph strong>
        {'cancel' in payload ? T.cancelInstead : SPORTS_TEXT.score(payload.home, payload.away)}
      </Typography.Paragraph>
      {correction ? (
        <Typography.Paragraph type="danger" strong>
          {T.correctionWarning}
        </Typography.Paragraph>
      ) : null}
      <Typography.Paragraph type="secondary">
        {correction ? T.correctionEffect : T.enterEffect}
      </Typography.Paragraph>
    </>
  );
}

/** The result entry; for a settled fixture (a correction) behind a button of its own. */
function EntryOrCorrection({ fixture: f }: { fixture: AdminSportsFixture }) {
  const [open, setOpen] = useState(false);
  if (f.result === null || open) return <EnterResult fixture={f} />;
  return <Button onClick={() => setOpen(true)}>{T.openCorrection}</Button>;
}

/** The final score (or the cancellation) for a second operator to check; a correction warns. */
function EnterResult({ fixture: f }: { fixture: AdminSportsFixture }) {
  const { modal } = App.useApp();
  const [form] = Form.useForm<{ home: number; away: number }>();
  const correction = f.result !== null;
  const enter = useAction(adminCalls.adminSportsResultEnter, {
    invalidate: [adminCalls.adminSportsFixture, adminCalls.adminSportsFixtures],
    success: T.submitted,
    onSuccess: () => form.resetFields(),
  });
  const ask = (payload: EntryPayload) =>
    modal.confirm({
      title: correction ? T.confirmCorrection : T.confirmEnter,
      content: <EntrySummary payload={payload} correction={correction} />,
      okText: T.submitOk,
      okButtonProps: correction || 'cancel' in payload ? { danger: true } : {},
      cancelText: SPORTS_TEXT.cancel,
      onOk: () => quietly(enter.mutateAsync(payload)),
    });
  const scoreRules = [{ required: true, message: T.scoreInvalid }];
  return (
    <div>
      <Typography.Paragraph strong>{correction ? T.correct : T.enter}</Typography.Paragraph>
      {correction ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={T.correctionWarning}
          description={T.correctionEffect}
        />
      ) : null}
      <Form
        form={form}
        layout="inline"
        onFinish={(v) => ask({ fixture: f.id, home: v.home, away: v.away })}
      >
        <Form.Item name="home" label={T.home(f.home)} rules={scoreRules}>
          <InputNumber
            min={SCORE.min ?? 0}
            max={SCORE.max ?? 999}
            precision={0}
            aria-label={T.home(f.home)}
          />
        </Form.Item>
        <Form.Item name="away" label={T.away(f.away)} rules={scoreRules}>
          <InputNumber
            min={SCORE.min ?? 0}
            max={SCORE.max ?? 999}
            precision={0}
            aria-label={T.away(f.away)}
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={enter.isPending}>
              {T.submit}
            </Button>
            <Button danger onClick={() => ask({ fixture: f.id, cancel: true })}>
              {T.cancelInstead}
            </Button>
          </Space>
        </Form.Item>
      </Form>
    </div>
  );
}

/** What a confirmation did: the bets settled and the money moved. */
function Summary({ done }: { done: AdminSportsResultConfirmed }) {
  const correction = done.result.correction;
  return (
    <Alert
      type="success"
      showIcon
      style={{ marginBottom: 16 }}
      message={`${T.summaryTitle} · ${resultText(done.result)}`}
      description={
        <Space size="large">
          <span>
            {T.settled} <Typography.Text strong>{SPORTS_TEXT.count(done.settled)}</Typography.Text>
          </span>
          <span>
            {correction ? T.movedCorrection : T.moved}{' '}
            <Typography.Text strong>
              {formatMoney(done.moved)} {SPORTS_TEXT.yuan}
            </Typography.Text>
          </span>
        </Space>
      }
    />
  );
}

/** 赛果录入与复核: the pending proposal and its check, entry or correction, the history. */
export function ResultsPanel({ fixture: f }: { fixture: AdminSportsFixture }) {
  const mayEnter = useMayCall('adminSportsResultEnter');
  const [done, setDone] = useState<AdminSportsResultConfirmed | null>(null);
  return (
    <Card size="small" title={T.title} style={{ marginTop: 16 }} id={RESULTS_ANCHOR}>
      {done ? <Summary done={done} /> : null}
      {f.pending ? <PendingResult result={f.pending} onConfirmed={setDone} /> : null}
      <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={T.inForce}>
          {f.result ? (
            <Typography.Text strong>{resultText(f.result)}</Typography.Text>
          ) : (
            <Typography.Text type="secondary">{T.noResultYet}</Typography.Text>
          )}
        </Descriptions.Item>
      </Descriptions>
      {mayEnter && !f.pending && f.state !== 'cancelled' ? <EntryOrCorrection fixture={f} /> : null}
      <Typography.Paragraph strong style={{ marginTop: 16 }}>
        {T.history}
      </Typography.Paragraph>
      <Table<AdminSportsResult>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={f.results}
        columns={historyColumns}
        locale={{ emptyText: T.noHistory }}
      />
    </Card>
  );
}
