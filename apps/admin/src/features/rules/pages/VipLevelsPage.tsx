import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { adminCalls } from '@app/contract/endpoint-routes';
import { adminVipLevelUpdatePayload, type VipLevel } from '@app/contract/rewards';
import { PageCard } from '../../../components/PageCard.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useMayCall } from '../../../lib/operator.ts';
import { useAction, useCall } from '../../../lib/query.ts';
import { useConfirmedSave } from '../use-confirmed-save.ts';
import { VIP_LEVELS_PAGE } from '../strings.ts';
import { Field } from '../../../components/crud/fields.tsx';

/** The rebate percent of each game category, as the VIP level holds it. */
const RATES = [
  ['realperson', VIP_LEVELS_PAGE.liveCasino],
  ['sport', VIP_LEVELS_PAGE.sport],
  ['e_sport', VIP_LEVELS_PAGE.eSport],
  ['joker', VIP_LEVELS_PAGE.cards],
  ['electron', VIP_LEVELS_PAGE.slots],
  ['lottery', VIP_LEVELS_PAGE.lottery],
] as const;

const MONEY = /^\d{1,13}(\.\d{1,2})?$/;
const PERCENT = /^\d{1,2}(\.\d{1,2})?$/;

type VipForm = Omit<VipLevel, 'level'>;

function EditLevel({ level, onClose }: { level: VipLevel; onClose: () => void }) {
  const [form] = Form.useForm<VipForm>();
  const confirm = useConfirmedSave();
  const update = useAction(adminCalls.vipLevelsUpdate, {
    invalidate: [adminCalls.vipLevels],
    success: VIP_LEVELS_PAGE.saved,
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
      VIP_LEVELS_PAGE.confirmSave(level.level),
      VIP_LEVELS_PAGE.saveEffect,
      () => update.mutateAsync({ level: level.level, ...changed }),
    );
    if (saved) onClose();
  };
  return (
    <Modal
      open
      title={VIP_LEVELS_PAGE.editTitle(level.level)}
      okText={VIP_LEVELS_PAGE.save}
      cancelText={VIP_LEVELS_PAGE.cancelText}
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
        <Field
          field={{
            name: 'vipname',
            label: VIP_LEVELS_PAGE.levelName,
            schema: adminVipLevelUpdatePayload.shape.vipname,
            required: VIP_LEVELS_PAGE.levelNameRule,
            tooLong: () => VIP_LEVELS_PAGE.levelNameRule,
            capped: false,
          }}
        />
        {(
          [
            ['recharge', VIP_LEVELS_PAGE.upgradeDeposits],
            ['flow', VIP_LEVELS_PAGE.upgradeBets],
            ['retention', VIP_LEVELS_PAGE.keepBets],
          ] as const
        ).map(([name, label]) => (
          <Form.Item
            key={name}
            name={name}
            label={label}
            rules={[{ required: true, pattern: MONEY, message: VIP_LEVELS_PAGE.amountRule }]}
          >
            <Input inputMode="decimal" />
          </Form.Item>
        ))}
        <Typography.Text strong>{VIP_LEVELS_PAGE.rebatePercent}</Typography.Text>
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
                      : Promise.reject(new Error(VIP_LEVELS_PAGE.rebateRule)),
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
    {
      title: VIP_LEVELS_PAGE.level,
      dataIndex: 'level',
      render: (level: number) => `VIP${level}`,
      width: 70,
    },
    { title: VIP_LEVELS_PAGE.name, dataIndex: 'vipname' },
    { title: VIP_LEVELS_PAGE.deposits, dataIndex: 'recharge', align: 'right', render: formatMoney },
    { title: VIP_LEVELS_PAGE.validBets, dataIndex: 'flow', align: 'right', render: formatMoney },
    {
      title: VIP_LEVELS_PAGE.keepBetsShort,
      dataIndex: 'retention',
      align: 'right',
      render: formatMoney,
    },
    ...RATES.map(([name, label]) => ({
      title: VIP_LEVELS_PAGE.rebateOf(label),
      dataIndex: name,
      align: 'right' as const,
      render: (value: string) => `${value}%`,
    })),
    ...(mayEdit
      ? [
          {
            title: VIP_LEVELS_PAGE.actions,
            key: 'edit',
            render: (_: unknown, level: VipLevel) => (
              <Button size="small" onClick={() => setEditing(level)}>
                {VIP_LEVELS_PAGE.edit}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <PageCard title={VIP_LEVELS_PAGE.vipLevels} query={query}>
      <Table<VipLevel>
        rowKey="level"
        size="small"
        loading={query.isPending}
        columns={columns}
        dataSource={query.data ?? []}
        pagination={false}
        locale={{ emptyText: VIP_LEVELS_PAGE.noLevels }}
      />
      {editing ? <EditLevel level={editing} onClose={() => setEditing(null)} /> : null}
    </PageCard>
  );
}
