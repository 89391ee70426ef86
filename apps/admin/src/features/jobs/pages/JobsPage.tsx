import { useMemo, useState } from 'react';
import { App, Button, Empty, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { JobRunAnswer } from '@app/contract/jobs-admin';
import { JOB_RUN_STATES } from '@app/contract/jobs-admin';
import { CsvButton } from '../../../components/CsvButton.tsx';
import { PageCard } from '../../../components/PageCard.tsx';
import type { CsvColumn } from '../../../lib/csv.ts';
import { formatTime } from '../../../lib/format.ts';
import { useMayCall } from '../../../lib/operator.ts';
import { useScrollRegion } from '../../../lib/use-scroll-region.ts';
import { useJobRuns, useRetryJob, type JobState } from '../use-jobs.ts';
import { JOBS_PAGE } from '../strings.ts';

const STATE_LABEL: Record<JobState, string> = {
  pending: JOBS_PAGE.pending,
  running: JOBS_PAGE.running,
  done: JOBS_PAGE.done,
  failed: JOBS_PAGE.failed,
};
const STATE_COLOR: Record<JobState, string> = {
  pending: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
};

const TEXT = {
  title: JOBS_PAGE.jobs,
  job: JOBS_PAGE.jobs,
  allJobs: JOBS_PAGE.allJobs,
  state: JOBS_PAGE.state,
  allStates: JOBS_PAGE.allStates,
  slot: JOBS_PAGE.slot,
  attempt: JOBS_PAGE.attempt,
  node: JOBS_PAGE.node,
  scheduled: JOBS_PAGE.scheduled,
  started: JOBS_PAGE.started,
  duration: JOBS_PAGE.duration,
  error: JOBS_PAGE.error,
  actions: JOBS_PAGE.actions,
  retry: JOBS_PAGE.retry,
  retryTitle: JOBS_PAGE.retryTitle,
  retryBody: (run: JobRunAnswer) => JOBS_PAGE.retryBody(run.job, run.slot),
  empty: JOBS_PAGE.empty,
  hint: JOBS_PAGE.hint,
} as const;

/** How long a run took: "1.2 秒", "3 分 5 秒"; empty while it has not finished. */
export function formatDuration(run: Pick<JobRunAnswer, 'started_at' | 'finished_at'>): string {
  if (run.started_at === null || run.finished_at === null) return '';
  const ms = Math.max(0, run.finished_at - run.started_at);
  if (ms < 1000) return JOBS_PAGE.milliseconds(ms);
  if (ms < 60_000) return JOBS_PAGE.seconds((ms / 1000).toFixed(1));
  return JOBS_PAGE.minutesSeconds(Math.floor(ms / 60_000), Math.round((ms % 60_000) / 1000));
}

const CSV_COLUMNS: CsvColumn<JobRunAnswer>[] = [
  { title: 'ID', value: (r) => r.id },
  { title: TEXT.job, value: (r) => r.job },
  { title: TEXT.slot, value: (r) => r.slot },
  { title: TEXT.state, value: (r) => STATE_LABEL[r.state] },
  { title: TEXT.attempt, value: (r) => r.attempt },
  { title: TEXT.node, value: (r) => r.node },
  { title: TEXT.scheduled, value: (r) => formatTime(r.scheduled_at) },
  { title: TEXT.started, value: (r) => formatTime(r.started_at) },
  { title: TEXT.duration, value: (r) => formatDuration(r) },
  { title: TEXT.error, value: (r) => r.error },
];

/** The runs' columns; the retry button (failed runs only) for a role that may retry. */
function runColumns(
  mayRetry: boolean,
  onRetry: (run: JobRunAnswer) => void,
): ColumnsType<JobRunAnswer> {
  return [
    {
      title: TEXT.job,
      dataIndex: 'job',
      width: 170,
      render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
    },
    { title: TEXT.slot, dataIndex: 'slot', width: 140, ellipsis: true },
    {
      title: TEXT.state,
      dataIndex: 'state',
      width: 90,
      render: (v: JobState) => <Tag color={STATE_COLOR[v]}>{STATE_LABEL[v]}</Tag>,
    },
    { title: TEXT.attempt, dataIndex: 'attempt', width: 60 },
    {
      title: TEXT.started,
      dataIndex: 'started_at',
      width: 170,
      render: (v: number | null) => formatTime(v),
    },
    { title: TEXT.duration, key: 'duration', width: 100, render: (_, run) => formatDuration(run) },
    {
      title: TEXT.error,
      dataIndex: 'error',
      width: 240,
      ellipsis: { showTitle: false },
      render: (v: string | null) =>
        v ? (
          <Tooltip title={v} placement="topLeft">
            <Typography.Text type="danger">{v}</Typography.Text>
          </Tooltip>
        ) : null,
    },
    { title: TEXT.node, dataIndex: 'node', width: 150, ellipsis: true },
    ...(mayRetry
      ? [
          {
            title: TEXT.actions,
            key: 'actions',
            width: 80,
            fixed: 'right' as const,
            render: (_: unknown, run: JobRunAnswer) =>
              run.state === 'failed' ? (
                <Button size="small" danger onClick={() => onRetry(run)}>
                  {TEXT.retry}
                </Button>
              ) : null,
          },
        ]
      : []),
  ];
}

/** 任务: the scheduled jobs' latest runs, their outcome and errors; retry a failed one. */
export default function JobsPage() {
  const { modal } = App.useApp();
  const [job, setJob] = useState<string | undefined>();
  const [state, setState] = useState<JobState | undefined>();
  const query = useJobRuns(job, state);
  const tableBox = useScrollRegion(TEXT.title);
  // The job names offered by the filter: those seen in the unfiltered list, and the chosen one.
  const everything = useJobRuns(undefined, undefined);
  const mayRetry = useMayCall('jobsRetry');
  const retry = useRetryJob();

  const jobNames = useMemo(() => {
    const names = new Set((everything.data ?? []).map((run) => run.job));
    if (job) names.add(job);
    return [...names].sort();
  }, [everything.data, job]);

  const confirmRetry = (run: JobRunAnswer) =>
    modal.confirm({
      title: TEXT.retryTitle,
      content: TEXT.retryBody(run),
      okText: TEXT.retry,
      cancelText: JOBS_PAGE.cancelText,
      onOk: () => retry.mutateAsync({ id: run.id }).catch(() => undefined),
    });

  const columns = runColumns(mayRetry, confirmRetry);

  return (
    <PageCard
      title={TEXT.title}
      query={query}
      extra={<CsvButton name={JOBS_PAGE.csvName} columns={CSV_COLUMNS} rows={query.data ?? []} />}
    >
      <Space style={{ marginBottom: 16 }} wrap>
        <Select
          aria-label={TEXT.job}
          allowClear
          showSearch
          placeholder={TEXT.allJobs}
          style={{ width: 220 }}
          value={job}
          onChange={(v: string | undefined) => setJob(v)}
          options={jobNames.map((name) => ({ value: name, label: name }))}
        />
        <Select
          aria-label={TEXT.state}
          allowClear
          placeholder={TEXT.allStates}
          style={{ width: 140 }}
          value={state}
          onChange={(v: JobState | undefined) => setState(v)}
          options={JOB_RUN_STATES.map((s) => ({ value: s, label: STATE_LABEL[s] }))}
        />
        <Typography.Text type="secondary">{TEXT.hint}</Typography.Text>
      </Space>
      <div ref={tableBox}>
        <Table<JobRunAnswer>
          rowKey="id"
          size="middle"
          loading={query.isFetching}
          columns={columns}
          dataSource={query.data ?? []}
          locale={{ emptyText: <Empty description={TEXT.empty} /> }}
          pagination={{
            pageSize: 20,
            showSizeChanger: false,
            showTotal: (n) => JOBS_PAGE.showTotal(n),
          }}
          scroll={{ x: 1300 }}
        />
      </div>
    </PageCard>
  );
}
