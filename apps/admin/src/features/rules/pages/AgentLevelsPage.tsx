import { useEffect, useState } from 'react';
import { Button, Card, Form, Input, InputNumber, Modal, Select, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { adminCalls } from '@app/contract/endpoint-routes';
import type { AgentLevel } from '@app/contract/agents';
import { PageCard } from '../../../components/PageCard.tsx';
import { useMayCall } from '../../../lib/operator.ts';
import { useAction, useCall } from '../../../lib/query.ts';
import { useConfirmedSave } from '../use-confirmed-save.ts';

const BASES = [
  { value: 'valid_bets', label: '下级有效投注' },
  { value: 'net_loss', label: '下级净输赢' },
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
    success: '代理等级已保存',
  });
  const submit = async (values: LevelForm) => {
    const saved = await confirm(
      initial ? `保存代理等级 ${level}？` : `新增代理等级 ${level}？`,
      `佣金比例 ${(values.rate_bp / 100).toFixed(2)}%，从下一次结算起生效。`,
      () => update.mutateAsync({ level, name: values.name, rate_bp: values.rate_bp }),
    );
    if (saved) onClose();
  };
  return (
    <Modal
      open
      title={initial ? `编辑代理等级 ${level}` : `新增代理等级 ${level}`}
      okText="保存"
      cancelText="取消"
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
          label="等级名称"
          rules={[{ required: true, max: 16, message: '请输入1~16字的等级名称' }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="rate_bp"
          label="佣金比例（万分之）"
          extra="100 = 1.00%"
          rules={[{ required: true, message: '请输入佣金比例' }]}
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
    success: '佣金设置已保存',
  });
  useEffect(() => form.setFieldsValue({ basis, depth }), [basis, depth, form]);
  return (
    <Card size="small" title="佣金设置">
      <Form
        form={form}
        layout="inline"
        disabled={!mayEdit}
        onFinish={(values) =>
          void confirm('保存佣金设置？', '从下一次结算起生效。', () => update.mutateAsync(values))
        }
      >
        <Form.Item name="basis" label="计算依据">
          <Select options={[...BASES]} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          name="depth"
          label="计算层级"
          rules={[{ required: true, message: '请输入层级' }]}
        >
          <InputNumber min={1} precision={0} />
        </Form.Item>
        {mayEdit ? (
          <Button htmlType="submit" loading={update.isPending}>
            保存
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
    { title: '等级', dataIndex: 'level', width: 80 },
    { title: '名称', dataIndex: 'name' },
    { title: '佣金比例', dataIndex: 'rate', align: 'right', render: (rate: string) => `${rate}%` },
    ...(mayEdit
      ? [
          {
            title: '操作',
            key: 'edit',
            render: (_: unknown, level: AgentLevel) => (
              <Button
                size="small"
                onClick={() => setEditing({ level: level.level, initial: level })}
              >
                编辑
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <PageCard
        title="代理等级与佣金"
        query={query}
        extra={
          mayEdit ? (
            <Button onClick={() => setEditing({ level: levels.length + 1 })} disabled={!query.data}>
              新增等级
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
          locale={{ emptyText: '暂无等级' }}
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
