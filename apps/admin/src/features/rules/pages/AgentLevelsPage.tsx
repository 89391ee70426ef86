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
import { AGENT_LIMITS } from '@app/contract/agents';

const BASES = [
  { value: 'valid_bets', label: AGENT_LEVELS_PAGE.basisValidBets },
  { value: 'net_loss', label: AGENT_LEVELS_PAGE.basisNetLoss },
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
    success: AGENT_LEVELS_PAGE.levelSaved,
  });
  const submit = async (values: LevelForm) => {
    const saved = await confirm(
      initial
        ? AGENT_LEVELS_PAGE.confirmSaveLevel(level)
        : AGENT_LEVELS_PAGE.confirmAddLevel(level),
      AGENT_LEVELS_PAGE.rateEffect((values.rate_bp / 100).toFixed(2)),
      () => update.mutateAsync({ level, name: values.name, rate_bp: values.rate_bp }),
    );
    if (saved) onClose();
  };
  return (
    <Modal
      open
      title={initial ? AGENT_LEVELS_PAGE.editLevel(level) : AGENT_LEVELS_PAGE.addLevelTitle(level)}
      okText={AGENT_LEVELS_PAGE.save}
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
          label={AGENT_LEVELS_PAGE.levelName}
          rules={[
            {
              required: true,
              max: AGENT_LIMITS.levelNameMax,
              message: AGENT_LEVELS_PAGE.levelNameRule,
            },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="rate_bp"
          label={AGENT_LEVELS_PAGE.rateBp}
          extra="100 = 1.00%"
          rules={[{ required: true, message: AGENT_LEVELS_PAGE.rateRequired }]}
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
    success: AGENT_LEVELS_PAGE.settingsSaved,
  });
  useEffect(() => form.setFieldsValue({ basis, depth }), [basis, depth, form]);
  return (
    <Card size="small" title={AGENT_LEVELS_PAGE.settingsTitle}>
      <Form
        form={form}
        layout="inline"
        disabled={!mayEdit}
        onFinish={(values) =>
          void confirm(AGENT_LEVELS_PAGE.confirmSettings, AGENT_LEVELS_PAGE.settingsEffect, () =>
            update.mutateAsync(values),
          )
        }
      >
        <Form.Item name="basis" label={AGENT_LEVELS_PAGE.basis}>
          <Select options={[...BASES]} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          name="depth"
          label={AGENT_LEVELS_PAGE.depth}
          rules={[{ required: true, message: AGENT_LEVELS_PAGE.depthRequired }]}
        >
          <InputNumber min={1} precision={0} />
        </Form.Item>
        {mayEdit ? (
          <Button htmlType="submit" loading={update.isPending}>
            {AGENT_LEVELS_PAGE.save}
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
    { title: AGENT_LEVELS_PAGE.level, dataIndex: 'level', width: 80 },
    { title: AGENT_LEVELS_PAGE.name, dataIndex: 'name' },
    {
      title: AGENT_LEVELS_PAGE.rate,
      dataIndex: 'rate',
      align: 'right',
      render: (rate: string) => `${rate}%`,
    },
    ...(mayEdit
      ? [
          {
            title: AGENT_LEVELS_PAGE.actions,
            key: 'edit',
            render: (_: unknown, level: AgentLevel) => (
              <Button
                size="small"
                onClick={() => setEditing({ level: level.level, initial: level })}
              >
                {AGENT_LEVELS_PAGE.edit}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <PageCard
        title={AGENT_LEVELS_PAGE.agentLevels}
        query={query}
        extra={
          mayEdit ? (
            <Button onClick={() => setEditing({ level: levels.length + 1 })} disabled={!query.data}>
              {AGENT_LEVELS_PAGE.addLevel}
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
          locale={{ emptyText: AGENT_LEVELS_PAGE.noLevels }}
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
