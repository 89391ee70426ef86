import { useState, type ReactNode } from 'react';
import { Button, Descriptions, Modal, Result, Spin, Statistic, Row, Col, Typography } from 'antd';
import type { AdminProvider } from '@app/contract/admin-providers';
import { adminCalls } from '@app/contract/endpoint-routes';
import type { ResponseOf } from '@app/contract/endpoint';
import { useAction } from '../../../lib/query.ts';
import { CHECKS as T, PROVIDERS } from '../strings.ts';

type Kind = 'test' | 'sync';
type TestAnswer = ResponseOf<typeof adminCalls.adminProviderTest>;
type SyncAnswer = ResponseOf<typeof adminCalls.adminProviderSync>;

/**
 * 测试连接 and 同步游戏: `run('test', row)` makes the call and opens a dialog with its answer (the
 * latency and the provider's games, or why it failed; what the sync added, updated and closed).
 * A refusal is told by the dialog and by the action's message.
 */
export function useProviderChecks() {
  const [open, setOpen] = useState<{ kind: Kind; row: AdminProvider } | null>(null);
  const test = useAction(adminCalls.adminProviderTest, { success: false });
  const sync = useAction(adminCalls.adminProviderSync, {
    success: false,
    invalidate: [adminCalls.adminProviders],
  });
  const run = (kind: Kind, row: AdminProvider) => {
    setOpen({ kind, row });
    (kind === 'test' ? test : sync).reset();
    (kind === 'test' ? test : sync).mutate({ code: row.code });
  };
  let node: ReactNode = null;
  if (open) {
    const call = open.kind === 'test' ? test : sync;
    const body = call.isPending ? (
      <Spin tip={open.kind === 'test' ? T.testing : T.syncing}>
        <div style={{ height: 120 }} />
      </Spin>
    ) : call.error ? (
      <Result
        status="error"
        title={open.kind === 'test' ? T.failed : T.syncFailed}
        subTitle={call.error.message}
      />
    ) : open.kind === 'test' && test.data ? (
      <TestResult answer={test.data} />
    ) : open.kind === 'sync' && sync.data ? (
      <SyncResult answer={sync.data} />
    ) : null;
    node = (
      <Modal
        open
        title={open.kind === 'test' ? T.testTitle(open.row.name) : T.syncTitle(open.row.name)}
        onCancel={() => setOpen(null)}
        footer={[
          <Button key="again" disabled={call.isPending} onClick={() => run(open.kind, open.row)}>
            {T.again}
          </Button>,
          <Button key="close" type="primary" onClick={() => setOpen(null)}>
            {PROVIDERS.close}
          </Button>,
        ]}
        destroyOnHidden
      >
        {body}
      </Modal>
    );
  }
  return { run, node, busy: (kind: Kind, code: string) => isBusy(open, kind, code, test, sync) };
}

function isBusy(
  open: { kind: Kind; row: AdminProvider } | null,
  kind: Kind,
  code: string,
  test: { isPending: boolean },
  sync: { isPending: boolean },
) {
  return open?.kind === kind && open.row.code === code && (kind === 'test' ? test : sync).isPending;
}

function TestResult({ answer }: { answer: TestAnswer }) {
  return (
    <Result
      status={answer.ok ? 'success' : 'error'}
      title={answer.ok ? T.ok : T.failed}
      subTitle={answer.ok ? undefined : answer.message}
    >
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={T.latency}>{T.ms(answer.latency_ms)}</Descriptions.Item>
        {answer.ok ? <Descriptions.Item label={T.games}>{answer.games}</Descriptions.Item> : null}
      </Descriptions>
    </Result>
  );
}

function SyncResult({ answer }: { answer: SyncAnswer }) {
  const cells: [string, number][] = [
    [T.added, answer.added],
    [T.updated, answer.updated],
    [T.closed, answer.closed],
    [T.total, answer.total],
  ];
  return (
    <Result status="success" title={T.synced}>
      <Row gutter={16}>
        {cells.map(([label, value]) => (
          <Col span={6} key={label}>
            <Statistic title={label} value={value} />
          </Col>
        ))}
      </Row>
      {answer.closed > 0 ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          {T.closedHelp}
        </Typography.Paragraph>
      ) : null}
    </Result>
  );
}
