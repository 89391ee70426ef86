import { useState } from 'react';
import { App, Button, Form, Input, InputNumber, Modal, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { AdminHouseTable, AdminHouseTableUpdatePayload } from '@app/contract/admin-house';
import { adminCalls } from '@app/contract/endpoint-routes';
import { PageCard } from '../../../components/PageCard.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useMayCall } from '../../../lib/operator.ts';
import { useAction, useCall } from '../../../lib/query.ts';
import { useScrollRegion } from '../../../lib/use-scroll-region.ts';
import { HOUSE, TABLES_PAGE } from '../strings.ts';

/** 牌桌管理: each house table's status, lengths, area limits and round now; edit, open, close. */
export default function TablesPage() {
  const tables = useCall(adminCalls.adminHouseTables, {});
  const mayEdit = useMayCall('adminHouseTableUpdate');
  const [editing, setEditing] = useState<AdminHouseTable | null>(null);
  const tableBox = useScrollRegion(TABLES_PAGE.title);
  return (
    <PageCard title={TABLES_PAGE.title} query={tables}>
      <div ref={tableBox}>
        <Table<AdminHouseTable>
          rowKey="code"
          size="middle"
          loading={tables.isLoading}
          dataSource={tables.data ?? []}
          pagination={false}
          scroll={{ x: 1000 }}
          locale={{ emptyText: TABLES_PAGE.empty }}
          columns={tableColumns(mayEdit, setEditing)}
        />
      </div>
      {editing ? <TableForm table={editing} onClose={() => setEditing(null)} /> : null}
    </PageCard>
  );
}

/** A table's lengths in force, and a change waiting for its round. */
function Lengths({ table: t }: { table: AdminHouseTable }) {
  return (
    <>
      {TABLES_PAGE.lengthsText(t.round_seconds, t.betting_seconds)}
      {t.pending ? (
        <>
          <br />
          <Typography.Text type="warning">
            {TABLES_PAGE.pendingText(
              t.pending.from_round,
              t.pending.round_seconds,
              t.pending.betting_seconds,
            )}
          </Typography.Text>
        </>
      ) : null}
    </>
  );
}

function tableColumns(
  mayEdit: boolean,
  onEdit: (table: AdminHouseTable) => void,
): ColumnsType<AdminHouseTable> {
  return [
    {
      title: TABLES_PAGE.table,
      width: 150,
      render: (_, t) => (
        <>
          <Typography.Text strong>{t.name}</Typography.Text>
          <br />
          <Typography.Text type="secondary">
            {t.code} · {t.game_name}
          </Typography.Text>
        </>
      ),
    },
    {
      title: TABLES_PAGE.status,
      width: 80,
      render: (_, t) =>
        t.open ? (
          <Tag color="green">{TABLES_PAGE.open}</Tag>
        ) : (
          <Tag color="default">{TABLES_PAGE.closed}</Tag>
        ),
    },
    {
      title: TABLES_PAGE.lengths,
      width: 200,
      render: (_, t) => <Lengths table={t} />,
    },
    {
      title: TABLES_PAGE.limits,
      width: 260,
      render: (_, t) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          {t.limits.map((l) => (
            <div key={l.area}>
              <Typography.Text type="secondary">{l.name}</Typography.Text> {formatMoney(l.min)} –{' '}
              {formatMoney(l.max)}
            </div>
          ))}
        </div>
      ),
    },
    {
      title: TABLES_PAGE.current,
      width: 130,
      render: (_, t) => (
        <>
          {HOUSE.round(t.current.round)}
          <br />
          <Typography.Text type="secondary">
            {t.open ? HOUSE.phase[t.current.phase] : TABLES_PAGE.closed}
          </Typography.Text>
        </>
      ),
    },
    {
      title: TABLES_PAGE.actions,
      width: 180,
      render: (_, t) =>
        mayEdit ? (
          <Space>
            <Button size="small" onClick={() => onEdit(t)}>
              {TABLES_PAGE.edit}
            </Button>
            <StatusButton table={t} />
          </Space>
        ) : (
          <Typography.Text type="secondary">{TABLES_PAGE.adminOnly}</Typography.Text>
        ),
    },
  ];
}

/** Closes (after a confirmation saying what it does) or opens a table. */
function StatusButton({ table }: { table: AdminHouseTable }) {
  const { modal } = App.useApp();
  const update = useAction(adminCalls.adminHouseTableUpdate, {
    invalidate: [adminCalls.adminHouseTables],
    success: table.open ? TABLES_PAGE.closedDone : TABLES_PAGE.openedDone,
  });
  const ask = () =>
    modal.confirm({
      title: table.open
        ? TABLES_PAGE.confirmClose(table.name)
        : TABLES_PAGE.confirmOpen(table.name),
      content: table.open ? TABLES_PAGE.closeEffect : TABLES_PAGE.openEffect,
      okText: table.open ? TABLES_PAGE.closeOk : TABLES_PAGE.openOk,
      okButtonProps: table.open ? { danger: true } : {},
      cancelText: TABLES_PAGE.cancel,
      onOk: () => update.mutateAsync({ code: table.code, open: !table.open }),
    });
  return (
    <Button size="small" danger={table.open} loading={update.isPending} onClick={ask}>
      {table.open ? TABLES_PAGE.close : TABLES_PAGE.reopen}
    </Button>
  );
}

interface TableValues {
  name: string;
  round_seconds: number;
  betting_seconds: number;
  limits: Record<string, { min: string; max: string }>;
}

/** The update a saved form sends: only what changed. */
export function changesOf(
  table: AdminHouseTable,
  values: TableValues,
): { payload: AdminHouseTableUpdatePayload; lines: string[] } {
  const payload: AdminHouseTableUpdatePayload = { code: table.code };
  const lines: string[] = [];
  const name = values.name.trim();
  if (name !== table.name) {
    payload.name = name;
    lines.push(TABLES_PAGE.changeName(table.name, name));
  }
  const lengths = table.pending ?? table;
  if (
    values.round_seconds !== lengths.round_seconds ||
    values.betting_seconds !== lengths.betting_seconds
  ) {
    payload.round_seconds = values.round_seconds;
    payload.betting_seconds = values.betting_seconds;
    lines.push(TABLES_PAGE.changeLengths(values.round_seconds, values.betting_seconds));
  }
  const limits: Record<string, { min: string; max: string }> = {};
  for (const l of table.limits) {
    const v = values.limits[l.area];
    if (!v) continue;
    const min = Number(v.min).toFixed(2);
    const max = Number(v.max).toFixed(2);
    if (min !== l.min || max !== l.max) {
      limits[l.area] = { min, max };
      lines.push(TABLES_PAGE.changeLimit(l.name, formatMoney(min), formatMoney(max)));
    }
  }
  if (Object.keys(limits).length > 0) payload.limits = limits;
  return { payload, lines };
}

const MONEY = { min: '0.01', step: '1', precision: 2, stringMode: true, style: { width: 140 } };

/** Edits a table's name, lengths and area limits; confirms the changes before saving them. */
function TableForm({ table, onClose }: { table: AdminHouseTable; onClose: () => void }) {
  const [form] = Form.useForm<TableValues>();
  const { modal, message } = App.useApp();
  const save = useAction(adminCalls.adminHouseTableUpdate, {
    invalidate: [adminCalls.adminHouseTables],
    success: TABLES_PAGE.saved,
    onSuccess: onClose,
  });
  const submit = (values: TableValues) => {
    const { payload, lines } = changesOf(table, values);
    if (lines.length === 0) return void message.info(TABLES_PAGE.nothingChanged);
    modal.confirm({
      title: TABLES_PAGE.confirmSave(table.name),
      content: (
        <div>
          {lines.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </div>
      ),
      okText: TABLES_PAGE.save,
      cancelText: TABLES_PAGE.cancel,
      onOk: () => save.mutateAsync(payload),
    });
  };
  const lengths = table.pending ?? table;
  return (
    <Modal
      open
      title={TABLES_PAGE.editTitle(table.name)}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={TABLES_PAGE.save}
      cancelText={TABLES_PAGE.cancel}
      confirmLoading={save.isPending}
      width={640}
      destroyOnHidden
    >
      <Form<TableValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          name: table.name,
          round_seconds: lengths.round_seconds,
          betting_seconds: lengths.betting_seconds,
          limits: Object.fromEntries(table.limits.map((l) => [l.area, { min: l.min, max: l.max }])),
        }}
      >
        <TableFields table={table} />
      </Form>
    </Modal>
  );
}

function TableFields({ table }: { table: AdminHouseTable }) {
  return (
    <>
      <Space size="large" align="start" wrap>
        <Form.Item
          name="name"
          label={TABLES_PAGE.name}
          rules={[{ required: true, whitespace: true, max: 32, message: TABLES_PAGE.nameRequired }]}
        >
          <Input style={{ width: 220 }} maxLength={32} />
        </Form.Item>
        <Form.Item
          name="round_seconds"
          label={TABLES_PAGE.roundSeconds}
          rules={[{ required: true }]}
        >
          <InputNumber min={10} max={120} precision={0} />
        </Form.Item>
        <Form.Item
          name="betting_seconds"
          label={TABLES_PAGE.bettingSeconds}
          dependencies={['round_seconds']}
          rules={[
            { required: true },
            ({ getFieldValue }) => ({
              validator: (_, value: number) =>
                value + 5 <= Number(getFieldValue('round_seconds'))
                  ? Promise.resolve()
                  : Promise.reject(new Error(TABLES_PAGE.lengthsHelp)),
            }),
          ]}
        >
          <InputNumber min={5} max={60} precision={0} />
        </Form.Item>
      </Space>
      <Typography.Paragraph type="secondary">{TABLES_PAGE.lengthsHelp}</Typography.Paragraph>
      {table.limits.map((l) => (
        <Space key={l.area} size="middle" align="start">
          <div style={{ width: 90, paddingTop: 6 }}>
            {l.name} <Typography.Text type="secondary">{l.odds}</Typography.Text>
          </div>
          <Form.Item name={['limits', l.area, 'min']} rules={[{ required: true }]}>
            <InputNumber
              {...MONEY}
              aria-label={`${l.name}${TABLES_PAGE.min}`}
              prefix={TABLES_PAGE.min}
            />
          </Form.Item>
          <Form.Item
            name={['limits', l.area, 'max']}
            dependencies={[['limits', l.area, 'min']]}
            rules={[
              { required: true },
              ({ getFieldValue }) => ({
                validator: (_, value: string) =>
                  Number(value) >= Number(getFieldValue(['limits', l.area, 'min']))
                    ? Promise.resolve()
                    : Promise.reject(new Error(TABLES_PAGE.limitsOrder)),
              }),
            ]}
          >
            <InputNumber
              {...MONEY}
              aria-label={`${l.name}${TABLES_PAGE.max}`}
              prefix={TABLES_PAGE.max}
            />
          </Form.Item>
        </Space>
      ))}
    </>
  );
}
