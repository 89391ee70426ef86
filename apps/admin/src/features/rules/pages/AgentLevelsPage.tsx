import { useEffect, useState } from 'react';
import { Button, Card, Form, Input, InputNumber, Modal, Select, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { adminCalls } from '@app/contract/endpoint-routes';
import type { AgentLevel } from '@app/contract/agents';
import { PageCard } from '../../../components/PageCard.tsx';
import { useMayCall } from '../../../lib/operator.ts';
import { useAction, useCall } from '../../../lib/query.ts';
import { useConfirmedSave } from '../use-confirmed-save.ts';
import { AGENT_LEVELS_PAGE } from '../strings.ts';

const BASES = [
  { value: 'valid_bets', label: AGENT_LEVELS_PAGE.label },
  { value: 'net_loss', label: AGENT_LEVELS_PAGE.label2 },
] as const;
type Basis = (typeof BASES)[number]['value'];

interface LevelForm {
  name: string;
  rate_bp: number;
}

function LevelModal({
  level,
  initial,
  onClose,
}: {
  level: number;
  initial?: AgentLevel;
  onClose: () => void;
}) {
  const [form] = Form.useForm<LevelForm>();
  const confirm = useConfirmedSave();
  const update = useAction(adminCalls.agentLevelsUpdate, {
    invalidate: [adminCalls.agentLevels],
    success: AGENT_LEVELS_PAGE.success,
  });
  const submit = async (values: LevelForm) => {
    const saved = await confirm(
      initial ? AGENT_LEVELS_PAGE.confirm(level) : AGENT_LEVELS_PAGE.confirm2(level),
      AGENT_LEVELS_PAGE.confirm3((values.rate_bp / 100).toFixed(2)),
      () => update.mutateAsync({ level, name: values.name, rate_bp: values.rate_bp }),
    );
    if (saved) onClose();
  };
  return (
    <Modal
      open
      title={initial ? AGENT_LEVELS_PAGE.title(level) : AGENT_LEVELS_PAGE.title2(level)}
      okText={AGENT_LEVELS_PAGE.okText}
      cancelText={AGENT_LEVELS_PAGE.cancelText}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={update.isPending}
      destroyOnHidden
    >
      <Form<LevelForm>
        form={form}
        layout="vertical"
        initialValues={initial ?? { name: '', rate_bp: 0 }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="name"
          label={AGENT_LEVELS_PAGE.label3}
          rules={[{ required: true, max: 16, message: AGENT_LEVELS_PAGE.message }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="rate_bp"
          label={AGENT_LEVELS_PAGE.label4}
          extra="100 = 1.00%"
          rules={[{ required: true, message: AGENT_LEVELS_PAGE.message2 }]}
        >
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The commission basis and depth (who counts and how deep). */
function SettingsCard({ basis, depth }: { basis: Basis; depth: number }) {
  const [form] = Form.useForm<{ basis: Basis; depth: number }>();
  const confirm = useConfirmedSave();
  const mayEdit = useMayCall('agentSettingsUpdate');
  const update = useAction(adminCalls.agentSettingsUpdate, {
    invalidate: [adminCalls.agentLevels],
    success: AGENT_LEVELS_PAGE.success2,
  });
  useEffect(() => form.setFieldsValue({ basis, depth }), [basis, depth, form]);
  return (
    <Card size="small" title={AGENT_LEVELS_PAGE.title3}>
      <Form
        form={form}
        layout="inline"
        disabled={!mayEdit}
        onFinish={(values) =>
          void confirm(AGENT_LEVELS_PAGE.confirm4, AGENT_LEVELS_PAGE.confirm5, () =>
            update.mutateAsync(values),
          )
        }
      >
        <Form.Item name="basis" label={AGENT_LEVELS_PAGE.label5}>
          <Select options={[...BASES]} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          name="depth"
          label={AGENT_LEVELS_PAGE.label6}
          rules={[{ required: true, message: AGENT_LEVELS_PAGE.message3 }]}
        >
          <InputNumber min={1} precision={0} />
        </Form.Item>
        {mayEdit ? (
          <Button htmlType="submit" loading={update.isPending}>
            {AGENT_LEVELS_PAGE.okText}
          </Button>
        ) : null}
      </Form>
    </Card>
  );
}

/** 代理等级与佣金: the levels and their commission rates, the commission basis and depth. */
export default function AgentLevelsPage() {
  const query = useCall(adminCalls.agentLevels);
  const mayEdit = useMayCall('agentLevelsUpdate');
  const [editing, setEditing] = useState<{ level: number; initial?: AgentLevel } | null>(null);
  const levels = query.data?.levels ?? [];
  const columns: ColumnsType<AgentLevel> = [
    { title: AGENT_LEVELS_PAGE.title4, dataIndex: 'level', width: 80 },
    { title: AGENT_LEVELS_PAGE.title5, dataIndex: 'name' },
    {
      title: AGENT_LEVELS_PAGE.title6,
      dataIndex: 'rate',
      align: 'right',
      render: (rate: string) => `${rate}%`,
    },
    ...(mayEdit
      ? [
          {
            title: AGENT_LEVELS_PAGE.title7,
            key: 'edit',
            render: (_: unknown, level: AgentLevel) => (
              <Button
                size="small"
                onClick={() => setEditing({ level: level.level, initial: level })}
              >
                {AGENT_LEVELS_PAGE.text}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <PageCard
        title={AGENT_LEVELS_PAGE.title8}
        query={query}
        extra={
          mayEdit ? (
            <Button onClick={() => setEditing({ level: levels.length + 1 })} disabled={!query.data}>
              {AGENT_LEVELS_PAGE.text2}
            </Button>
          ) : null
        }
      >
        <Table<AgentLevel>
          rowKey="level"
          size="small"
          loading={query.isPending}
          columns={columns}
          dataSource={levels}
          pagination={false}
          locale={{ emptyText: AGENT_LEVELS_PAGE.emptyText }}
        />
      </PageCard>
      {query.data ? <SettingsCard basis={query.data.basis} depth={query.data.depth} /> : null}
      {editing ? (
        <LevelModal
          level={editing.level}
          {...(editing.initial ? { initial: editing.initial } : {})}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Space>
  );
}
