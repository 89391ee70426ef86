import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { adminCalls } from '@app/contract/endpoint-routes';
import type { VipLevel } from '@app/contract/rewards';
import { PageCard } from '../../../components/PageCard.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useMayCall } from '../../../lib/operator.ts';
import { useAction, useCall } from '../../../lib/query.ts';
import { useConfirmedSave } from '../use-confirmed-save.ts';

/** The rebate percent of each game category, as the VIP level holds it. */
const RATES = [
  ['realperson', '真人'],
  ['sport', '体育'],
  ['e_sport', '电竞'],
  ['joker', '棋牌'],
  ['electron', '电子'],
  ['lottery', '彩票'],
] as const;

const MONEY = /^\d{1,13}(\.\d{1,2})?$/;
const PERCENT = /^\d{1,2}(\.\d{1,2})?$/;

type VipForm = Omit<VipLevel, 'level'>;

function EditLevel({ level, onClose }: { level: VipLevel; onClose: () => void }) {
  const [form] = Form.useForm<VipForm>();
  const confirm = useConfirmedSave();
  const update = useAction(adminCalls.vipLevelsUpdate, {
    invalidate: [adminCalls.vipLevels],
    success: 'VIP等级已保存',
  });
  const submit = async (values: VipForm) => {
    const changed = Object.fromEntries(
      Object.entries(values).filter(([key, value]) => level[key as keyof VipForm] !== value),
    );
    if (Object.keys(changed).length === 0) {
      onClose();
      return;
    }
    const saved = await confirm(
      `保存 VIP${level.level} 的修改？`,
      '新的门槛与返水比例立即对该等级的玩家生效。',
      () => update.mutateAsync({ level: level.level, ...changed }),
    );
    if (saved) onClose();
  };
  return (
    <Modal
      open
      title={`编辑 VIP${level.level}`}
      okText="保存"
      cancelText="取消"
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={update.isPending}
      destroyOnHidden
    >
      {update.error ? (
        <Alert type="error" showIcon message={update.error.message} style={{ marginBottom: 12 }} />
      ) : null}
      <Form<VipForm>
        form={form}
        layout="vertical"
        initialValues={level}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="vipname"
          label="等级名称"
          rules={[{ required: true, max: 16, message: '请输入1~16字的等级名称' }]}
        >
          <Input />
        </Form.Item>
        {(
          [
            ['recharge', '晋级累计充值（元）'],
            ['flow', '晋级累计有效投注（元）'],
            ['retention', '保级季度有效投注（元）'],
          ] as const
        ).map(([name, label]) => (
          <Form.Item
            key={name}
            name={name}
            label={label}
            rules={[{ required: true, pattern: MONEY, message: '请输入金额，最多两位小数' }]}
          >
            <Input inputMode="decimal" />
          </Form.Item>
        ))}
        <Typography.Text strong>返水比例（%）</Typography.Text>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '0 12px' }}>
          {RATES.map(([name, label]) => (
            <Form.Item
              key={name}
              name={name}
              label={label}
              rules={[
                {
                  required: true,
                  validator: (_, value: string) =>
                    PERCENT.test(value ?? '') && Number(value) <= 10
                      ? Promise.resolve()
                      : Promise.reject(new Error('0~10，最多两位小数')),
                },
              ]}
            >
              <Input inputMode="decimal" suffix="%" />
            </Form.Item>
          ))}
        </div>
      </Form>
    </Modal>
  );
}

/** VIP等级与返水比例: the ten levels, their thresholds and rebate percents per category. */
export default function VipLevelsPage() {
  const query = useCall(adminCalls.vipLevels);
  const mayEdit = useMayCall('vipLevelsUpdate');
  const [editing, setEditing] = useState<VipLevel | null>(null);
  const columns: ColumnsType<VipLevel> = [
    { title: '等级', dataIndex: 'level', render: (level: number) => `VIP${level}`, width: 70 },
    { title: '名称', dataIndex: 'vipname' },
    { title: '累计充值', dataIndex: 'recharge', align: 'right', render: formatMoney },
    { title: '累计有效投注', dataIndex: 'flow', align: 'right', render: formatMoney },
    { title: '保级投注', dataIndex: 'retention', align: 'right', render: formatMoney },
    ...RATES.map(([name, label]) => ({
      title: `${label}返水`,
      dataIndex: name,
      align: 'right' as const,
      render: (value: string) => `${value}%`,
    })),
    ...(mayEdit
      ? [
          {
            title: '操作',
            key: 'edit',
            render: (_: unknown, level: VipLevel) => (
              <Button size="small" onClick={() => setEditing(level)}>
                编辑
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <PageCard title="VIP等级与返水比例" query={query}>
      <Table<VipLevel>
        rowKey="level"
        size="small"
        loading={query.isPending}
        columns={columns}
        dataSource={query.data ?? []}
        pagination={false}
        locale={{ emptyText: '暂无等级' }}
      />
      {editing ? <EditLevel level={editing} onClose={() => setEditing(null)} /> : null}
    </PageCard>
  );
}
