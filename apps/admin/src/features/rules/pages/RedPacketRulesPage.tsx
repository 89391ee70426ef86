import { useEffect } from 'react';
import {
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Space,
  Switch,
  Table,
  type FormListFieldData,
  type TableColumnsType,
} from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { adminCalls } from '@app/contract/endpoint-routes';
import type { RedPacketRule } from '@app/contract/rewards';
import { PageCard } from '../../../components/PageCard.tsx';
import { useMayCall } from '../../../lib/operator.ts';
import { useAction, useCall } from '../../../lib/query.ts';
import { useConfirmedSave } from '../use-confirmed-save.ts';
import { RED_PACKET_RULES_PAGE } from '../strings.ts';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const END_TIME = /^([01]\d|2[0-4]):[0-5]\d$/;
const MONEY = /^\d{1,13}(\.\d{1,2})?$/;

interface RulesForm {
  max_times: number;
  rules: RedPacketRule[];
}

const BLANK: RedPacketRule = {
  start_time: '00:00',
  end_time: '24:00',
  recharge: '0.00',
  day_flow: '0.00',
  nums: 1,
  min_money: '1.00',
  flow_money: '8.00',
};

/** The red packet switch (a site setting: admin only). */
function SwitchCard() {
  const query = useCall(adminCalls.settings);
  const confirm = useConfirmedSave();
  const update = useAction(adminCalls.settingsUpdate, {
    invalidate: [adminCalls.settings],
    success: RED_PACKET_RULES_PAGE.switchSaved,
  });
  const on = query.data?.app.redpacket_switch === 1;
  return (
    <Card size="small" title={RED_PACKET_RULES_PAGE.switchTitle}>
      <Switch
        aria-label={RED_PACKET_RULES_PAGE.switchTitle}
        checked={on}
        loading={query.isPending || update.isPending}
        checkedChildren={RED_PACKET_RULES_PAGE.checkedChildren}
        unCheckedChildren={RED_PACKET_RULES_PAGE.unCheckedChildren}
        onChange={(next) =>
          void confirm(
            next ? RED_PACKET_RULES_PAGE.confirmOn : RED_PACKET_RULES_PAGE.confirmOff,
            RED_PACKET_RULES_PAGE.switchEffect,
            () => update.mutateAsync({ app: { redpacket_switch: next ? 1 : 0 } }),
          )
        }
      />
    </Card>
  );
}

/** One rule's text cell, checked against its pattern. */
/** A rule's field, named for a screen reader by its column and the rule's place ("开始 1"). */
const cell = (
  name: keyof RedPacketRule,
  field: number,
  pattern: RegExp,
  message: string,
  column: string,
) => (
  <Form.Item
    name={[field, name]}
    rules={[{ required: true, pattern, message }]}
    style={{ margin: 0 }}
  >
    <Input size="small" style={{ width: 96 }} aria-label={`${column} ${field + 1}`} />
  </Form.Item>
);

/** The rules table's columns: a cell per field of a rule, and its delete button. */
function ruleColumns(
  count: number,
  remove: (index: number) => void,
  mayEdit: boolean,
): TableColumnsType<FormListFieldData> {
  return [
    {
      title: RED_PACKET_RULES_PAGE.start,
      render: (_, f) => cell('start_time', f.name, TIME, 'HH:mm', RED_PACKET_RULES_PAGE.start),
    },
    {
      title: RED_PACKET_RULES_PAGE.end,
      render: (_, f) => cell('end_time', f.name, END_TIME, 'HH:mm', RED_PACKET_RULES_PAGE.end),
    },
    {
      title: RED_PACKET_RULES_PAGE.dayDeposits,
      render: (_, f) =>
        cell(
          'recharge',
          f.name,
          MONEY,
          RED_PACKET_RULES_PAGE.amountRule,
          RED_PACKET_RULES_PAGE.dayDeposits,
        ),
    },
    {
      title: RED_PACKET_RULES_PAGE.dayBets,
      render: (_, f) =>
        cell(
          'day_flow',
          f.name,
          MONEY,
          RED_PACKET_RULES_PAGE.amountRule,
          RED_PACKET_RULES_PAGE.dayBets,
        ),
    },
    {
      title: RED_PACKET_RULES_PAGE.packets,
      render: (_, f) => (
        <Form.Item
          style={{ margin: 0 }}
          name={[f.name, 'nums']}
          rules={[{ required: true, message: '1~100' }]}
        >
          <InputNumber
            size="small"
            min={1}
            max={100}
            precision={0}
            aria-label={`${RED_PACKET_RULES_PAGE.packets} ${f.name + 1}`}
          />
        </Form.Item>
      ),
    },
    {
      title: RED_PACKET_RULES_PAGE.minAmount,
      render: (_, f) =>
        cell(
          'min_money',
          f.name,
          MONEY,
          RED_PACKET_RULES_PAGE.amountRule,
          RED_PACKET_RULES_PAGE.minAmount,
        ),
    },
    {
      title: RED_PACKET_RULES_PAGE.maxAmount,
      render: (_, f) =>
        cell(
          'flow_money',
          f.name,
          MONEY,
          RED_PACKET_RULES_PAGE.amountRule,
          RED_PACKET_RULES_PAGE.maxAmount,
        ),
    },
    {
      title: RED_PACKET_RULES_PAGE.actions,
      render: (_, f) => (
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={RED_PACKET_RULES_PAGE.removeRule}
          disabled={count <= 1 || !mayEdit}
          onClick={() => remove(f.name)}
        />
      ),
    },
  ];
}

/** 红包规则: time windows, the day's deposit and turnover each needs, packets and their amounts. */
export default function RedPacketRulesPage() {
  const query = useCall(adminCalls.redPacketRules);
  const mayEdit = useMayCall('redPacketRulesUpdate');
  const maySwitch = useMayCall('settingsUpdate');
  const confirm = useConfirmedSave();
  const update = useAction(adminCalls.redPacketRulesUpdate, {
    invalidate: [adminCalls.redPacketRules],
    success: RED_PACKET_RULES_PAGE.rulesSaved,
  });
  const [form] = Form.useForm<RulesForm>();
  useEffect(() => {
    if (query.data) form.setFieldsValue(query.data);
  }, [query.data, form]);

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {maySwitch ? <SwitchCard /> : null}
      <PageCard title={RED_PACKET_RULES_PAGE.rulesTitle} query={query}>
        <Form<RulesForm>
          form={form}
          disabled={!mayEdit || !query.data}
          onFinish={(values) =>
            void confirm(
              RED_PACKET_RULES_PAGE.confirmSave,
              RED_PACKET_RULES_PAGE.saveEffect(values.rules.length),
              () => update.mutateAsync(values),
            )
          }
        >
          <Form.Item
            name="max_times"
            label={RED_PACKET_RULES_PAGE.maxTimes}
            rules={[{ required: true, message: RED_PACKET_RULES_PAGE.maxTimesRule }]}
          >
            <InputNumber min={1} max={100} precision={0} />
          </Form.Item>
          <Form.List name="rules">
            {(fields, { add, remove }) => (
              <>
                <Table
                  size="small"
                  rowKey="key"
                  pagination={false}
                  dataSource={fields}
                  scroll={{ x: 'max-content' }}
                  locale={{ emptyText: RED_PACKET_RULES_PAGE.noRules }}
                  columns={ruleColumns(fields.length, remove, mayEdit)}
                />
                {mayEdit ? (
                  <Space style={{ marginTop: 12 }}>
                    <Button
                      icon={<PlusOutlined />}
                      onClick={() => add(BLANK)}
                      disabled={fields.length >= 20}
                    >
                      {RED_PACKET_RULES_PAGE.addRule}
                    </Button>
                    <Button type="primary" htmlType="submit" loading={update.isPending}>
                      {RED_PACKET_RULES_PAGE.save}
                    </Button>
                  </Space>
                ) : null}
              </>
            )}
          </Form.List>
        </Form>
      </PageCard>
    </Space>
  );
}
