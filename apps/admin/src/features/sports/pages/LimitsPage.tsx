import { Alert, App, Button, Form, InputNumber, Skeleton, Space } from 'antd';
import type { FormRule } from 'antd';
import type { AdminSportsLimits, AdminSportsLimitsUpdatePayload } from '@app/contract/admin-sports';
import { adminSportsLimitsUpdatePayload } from '@app/contract/admin-sports';
import { adminCalls } from '@app/contract/endpoint-routes';
import { PageCard } from '../../../components/PageCard.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useMayCall } from '../../../lib/operator.ts';
import { useAction, useCall } from '../../../lib/query.ts';
import { limitsOf } from '../../../lib/schema-rules.ts';
import { bpOf, percentOf, quietly } from '../format.ts';
import { LIMITS_PAGE as T, SPORTS_TEXT } from '../strings.ts';

const MONEY_FIELDS = [
  ['min_stake', T.minStake],
  ['max_stake', T.maxStake],
  ['max_payout', T.maxPayout],
  ['daily_stake', T.dailyStake],
  ['daily_payout', T.dailyPayout],
] as const;
type MoneyKey = (typeof MONEY_FIELDS)[number][0];

type Values = Record<MoneyKey, string> & { live_delay: number; margin: string };

const DELAY = limitsOf(adminSportsLimitsUpdatePayload.shape.live_delay);

/** The payload a saved form sends, and the lines its confirmation lists (what changed). */
export function limitsChanges(
  now: AdminSportsLimits,
  v: Values,
): { payload: AdminSportsLimitsUpdatePayload; lines: string[] } {
  const money = Object.fromEntries(
    MONEY_FIELDS.map(([key]) => [key, Number(v[key]).toFixed(2)]),
  ) as Record<MoneyKey, string>;
  const payload = { ...money, live_delay: v.live_delay, margin_bp: bpOf(v.margin) };
  const lines: string[] = [];
  for (const [key, label] of MONEY_FIELDS) {
    if (money[key] !== now[key])
      lines.push(T.line(label, formatMoney(now[key]), formatMoney(money[key])));
  }
  if (payload.live_delay !== now.live_delay)
    lines.push(T.line(T.liveDelay, String(now.live_delay), String(payload.live_delay)));
  if (payload.margin_bp !== now.margin_bp)
    lines.push(
      T.line(T.margin, SPORTS_TEXT.percent(now.margin_bp), SPORTS_TEXT.percent(payload.margin_bp)),
    );
  return { payload, lines };
}

const positive: FormRule = { required: true, message: T.required };
const stakeOrder: FormRule = ({ getFieldValue }) => ({
  validator: (_, value: string | undefined) =>
    value === undefined || Number(getFieldValue('min_stake')) <= Number(value)
      ? Promise.resolve()
      : Promise.reject(new Error(T.order)),
});
const marginRule: FormRule = {
  validator: (_, value: string | undefined) => {
    const bp = bpOf(value);
    return bp >= 0 && bp <= 3000 ? Promise.resolve() : Promise.reject(new Error(T.marginInvalid));
  },
};

function LimitsForm({ limits, mayEdit }: { limits: AdminSportsLimits; mayEdit: boolean }) {
  const [form] = Form.useForm<Values>();
  const { modal, message } = App.useApp();
  const save = useAction(adminCalls.adminSportsLimitsUpdate, {
    invalidate: [adminCalls.adminSportsLimits],
    success: T.saved,
  });
  const submit = (v: Values) => {
    const { payload, lines } = limitsChanges(limits, v);
    if (lines.length === 0) return void message.info(T.nothingChanged);
    modal.confirm({
      title: T.confirmTitle,
      content: (
        <div>
          {lines.map((line) => (
            <div key={line}>{line}</div>
          ))}
          <div style={{ marginTop: 8 }}>{T.confirmNote}</div>
        </div>
      ),
      okText: T.save,
      cancelText: SPORTS_TEXT.cancel,
      onOk: () => quietly(save.mutateAsync(payload)),
    });
  };
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      disabled={!mayEdit}
      onFinish={submit}
      style={{ maxWidth: 760 }}
      initialValues={{ ...limits, margin: percentOf(limits.margin_bp) }}
    >
      {[MONEY_FIELDS.slice(0, 3), MONEY_FIELDS.slice(3)].map((group) => (
        <Space key={group[0]![0]} size="large" align="start" wrap>
          {group.map(([key, label]) => (
            <Form.Item
              key={key}
              name={key}
              label={label}
              extra={key.startsWith('daily') ? T.dailyHelp : undefined}
              dependencies={key === 'max_stake' ? ['min_stake'] : undefined}
              rules={key === 'max_stake' ? [positive, stakeOrder] : [positive]}
            >
              <InputNumber<string>
                stringMode
                min="0.01"
                precision={2}
                aria-label={label}
                style={{ width: 220 }}
              />
            </Form.Item>
          ))}
        </Space>
      ))}
      <Space size="large" align="start" wrap>
        <Form.Item name="live_delay" label={T.liveDelay} extra={T.liveDelayHelp} rules={[positive]}>
          <InputNumber
            min={DELAY.min ?? 0}
            max={DELAY.max ?? 30}
            precision={0}
            aria-label={T.liveDelay}
          />
        </Form.Item>
        <Form.Item name="margin" label={T.margin} extra={T.marginHelp} rules={[marginRule]}>
          <InputNumber<string> stringMode min="0" max="30" precision={2} aria-label={T.margin} />
        </Form.Item>
      </Space>
      {mayEdit ? (
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {T.save}
          </Button>
        </Form.Item>
      ) : null}
    </Form>
  );
}

/** 限额设置: the book's stake and payout limits, the in-play delay, the default margin. */
export default function LimitsPage() {
  const limits = useCall(adminCalls.adminSportsLimits, {});
  const mayEdit = useMayCall('adminSportsLimitsUpdate');
  return (
    <PageCard title={T.title} query={limits}>
      {!mayEdit && limits.data ? (
        <Alert type="info" showIcon message={SPORTS_TEXT.adminOnly} style={{ marginBottom: 16 }} />
      ) : null}
      {limits.isLoading ? <Skeleton active /> : null}
      {limits.data ? (
        <LimitsForm key={JSON.stringify(limits.data)} limits={limits.data} mayEdit={mayEdit} />
      ) : null}
    </PageCard>
  );
}
