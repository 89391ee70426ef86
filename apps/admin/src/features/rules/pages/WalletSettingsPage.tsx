import { useEffect } from 'react';
import { Button, Card, Col, Form, Input, InputNumber, Row, Space, Switch } from 'antd';
import { adminCalls } from '@app/contract/endpoint-routes';
import type { AdminSettings } from '@app/contract/admin';
import { PageCard } from '../../../components/PageCard.tsx';
import { useMayCall } from '../../../lib/operator.ts';
import { useAction, useCall } from '../../../lib/query.ts';
import { useConfirmedSave } from '../use-confirmed-save.ts';
import { WALLET_SETTINGS_PAGE } from '../strings.ts';

type Wallet = AdminSettings['wallet'];
type PayWay = keyof Wallet['pay_ways'];

const DECIMAL = /^\d{1,13}(\.\d{1,2})?$/;
const RATE = /^\d{1,4}(\.\d{1,4})?$/;
const TRC20 = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
const ERC20 = /^0x[0-9a-fA-F]{40}$/;

const PAY_WAYS: readonly [PayWay, string][] = [
  ['card', WALLET_SETTINGS_PAGE.bankCard],
  ['usdt', 'USDT'],
  ['wechat', WALLET_SETTINGS_PAGE.wechat],
  ['alipay', WALLET_SETTINGS_PAGE.alipay],
];
const RANGES: readonly [string, string][] = [
  ['bank', WALLET_SETTINGS_PAGE.bankCard],
  ['wechat', WALLET_SETTINGS_PAGE.wechat],
  ['alipay', WALLET_SETTINGS_PAGE.alipay],
  ['usdt-trc20', 'USDT-TRC20'],
  ['usdt-erc20', 'USDT-ERC20'],
  ['usdt-bep20', 'USDT-BEP20'],
];

/** The form: the wallet settings with the pay ways as switches. */
type WalletForm = Omit<Wallet, 'pay_ways' | 'pay_banks'> & { pay_ways: Record<PayWay, boolean> };

const toForm = (w: Wallet): WalletForm => ({
  ...w,
  pay_ways: Object.fromEntries(PAY_WAYS.map(([k]) => [k, w.pay_ways[k] === 1])) as Record<
    PayWay,
    boolean
  >,
});

/** The changes only: the server changes the keys given (nested groups key by key). */
function changesOf(before: Wallet, form: WalletForm): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(form)) {
    if (key === 'pay_ways' || key === 'deposit_ranges') continue;
    if (before[key as keyof Wallet] !== value) changes[key] = value;
  }
  const ways = Object.fromEntries(
    PAY_WAYS.filter(([k]) => (form.pay_ways[k] ? 1 : 0) !== before.pay_ways[k]).map(([k]) => [
      k,
      form.pay_ways[k] ? 1 : 0,
    ]),
  );
  if (Object.keys(ways).length > 0) changes.pay_ways = ways;
  const ranges = Object.fromEntries(
    Object.entries(form.deposit_ranges ?? {}).filter(([k, r]) => {
      const old = before.deposit_ranges[k];
      return !old || old.min_price !== r.min_price || old.max_price !== r.max_price;
    }),
  );
  if (Object.keys(ranges).length > 0) changes.deposit_ranges = ranges;
  return changes;
}

const money = (label: string) => ({
  label,
  rules: [{ required: true, pattern: DECIMAL, message: WALLET_SETTINGS_PAGE.amountRule }],
});

/** USDT 收款: the addresses, the rates and the withdrawal fees. */
function UsdtCard() {
  return (
    <Card size="small" title={WALLET_SETTINGS_PAGE.usdtReceiving}>
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Form.Item
            name="usdt_address_trc20"
            label={WALLET_SETTINGS_PAGE.trc20Address}
            rules={[{ pattern: TRC20, message: WALLET_SETTINGS_PAGE.trc20Rule }]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item
            name="usdt_address_erc20"
            label={WALLET_SETTINGS_PAGE.erc20Address}
            rules={[{ pattern: ERC20, message: WALLET_SETTINGS_PAGE.erc20Rule }]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col xs={12} lg={6}>
          <Form.Item
            name="usdt_deposit_rate"
            label={WALLET_SETTINGS_PAGE.depositRate}
            rules={[{ required: true, pattern: RATE, message: WALLET_SETTINGS_PAGE.rateRule }]}
          >
            <Input inputMode="decimal" />
          </Form.Item>
        </Col>
        <Col xs={12} lg={6}>
          <Form.Item
            name="withdrawusdtrate"
            label={WALLET_SETTINGS_PAGE.withdrawalRate}
            rules={[{ required: true, pattern: RATE, message: WALLET_SETTINGS_PAGE.rateRule }]}
          >
            <Input inputMode="decimal" />
          </Form.Item>
        </Col>
        <Col xs={12} lg={6}>
          <Form.Item name="withdrawfeeusdttrc" {...money(WALLET_SETTINGS_PAGE.usdtWithdrawalFee)}>
            <Input inputMode="decimal" />
          </Form.Item>
        </Col>
        <Col xs={12} lg={6}>
          <Form.Item name="withdrawcashfee" {...money(WALLET_SETTINGS_PAGE.bankWithdrawalFee)}>
            <Input inputMode="decimal" />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}

/** The withdrawal limits and the turnover multiple. */
function WithdrawalsCard() {
  return (
    <Card size="small" title={WALLET_SETTINGS_PAGE.withdrawalsAndTurnover}>
      <Row gutter={16}>
        <Col xs={12} lg={8}>
          <Form.Item name="withdraw_min" {...money(WALLET_SETTINGS_PAGE.withdrawalMin)}>
            <Input inputMode="decimal" />
          </Form.Item>
        </Col>
        <Col xs={12} lg={8}>
          <Form.Item
            name="daily_withdraw_count"
            label={WALLET_SETTINGS_PAGE.dailyWithdrawals}
            rules={[{ required: true, message: WALLET_SETTINGS_PAGE.dailyWithdrawalsRule }]}
          >
            <InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} lg={8}>
          <Form.Item
            name="turnover_multiple"
            label={WALLET_SETTINGS_PAGE.turnoverMultiple}
            rules={[
              {
                required: true,
                pattern: DECIMAL,
                message: WALLET_SETTINGS_PAGE.turnoverMultipleRule,
              },
            ]}
          >
            <Input inputMode="decimal" suffix={WALLET_SETTINGS_PAGE.suffix} />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}

/** The pay ways on or off and each one's deposit range. */
function PayWaysCard() {
  return (
    <Card size="small" title={WALLET_SETTINGS_PAGE.payWaysAndRanges}>
      <Space size={32} wrap style={{ marginBottom: 12 }}>
        {PAY_WAYS.map(([key, label]) => (
          <Form.Item key={key} name={['pay_ways', key]} label={label} valuePropName="checked">
            <Switch
              checkedChildren={WALLET_SETTINGS_PAGE.checkedChildren}
              unCheckedChildren={WALLET_SETTINGS_PAGE.unCheckedChildren}
            />
          </Form.Item>
        ))}
      </Space>
      <Row gutter={16}>
        {RANGES.map(([key, label]) => (
          <Col key={key} xs={24} lg={12}>
            <Space align="start">
              <Form.Item
                name={['deposit_ranges', key, 'min_price']}
                {...money(WALLET_SETTINGS_PAGE.rangeMin(label))}
              >
                <Input inputMode="decimal" />
              </Form.Item>
              <Form.Item
                name={['deposit_ranges', key, 'max_price']}
                {...money(WALLET_SETTINGS_PAGE.rangeMax(label))}
              >
                <Input inputMode="decimal" />
              </Form.Item>
            </Space>
          </Col>
        ))}
      </Row>
    </Card>
  );
}

/** 钱包设置: USDT addresses and rates, fees, limits, pay ways, deposit ranges, turnover multiple. */
export default function WalletSettingsPage() {
  const query = useCall(adminCalls.settings);
  const mayEdit = useMayCall('settingsUpdate');
  const confirm = useConfirmedSave();
  const update = useAction(adminCalls.settingsUpdate, {
    invalidate: [adminCalls.settings],
    success: WALLET_SETTINGS_PAGE.saved,
  });
  const [form] = Form.useForm<WalletForm>();
  const wallet = query.data?.wallet;
  useEffect(() => {
    if (wallet) form.setFieldsValue(toForm(wallet));
  }, [wallet, form]);

  const submit = (values: WalletForm) => {
    if (!wallet) return;
    const changes = changesOf(wallet, values);
    if (Object.keys(changes).length === 0) return;
    void confirm(
      WALLET_SETTINGS_PAGE.confirmSave,
      WALLET_SETTINGS_PAGE.saveEffect(Object.keys(changes).length),
      () => update.mutateAsync({ wallet: changes as never }),
    );
  };

  return (
    <PageCard title={WALLET_SETTINGS_PAGE.walletSettings} query={query}>
      <Form<WalletForm>
        form={form}
        layout="vertical"
        disabled={!mayEdit || !wallet}
        onFinish={submit}
      >
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <UsdtCard />
          <WithdrawalsCard />
          <PayWaysCard />
          {mayEdit ? (
            <Button type="primary" htmlType="submit" loading={update.isPending}>
              {WALLET_SETTINGS_PAGE.save}
            </Button>
          ) : null}
        </Space>
      </Form>
    </PageCard>
  );
}
