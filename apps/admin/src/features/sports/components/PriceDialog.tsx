import { App, Form, InputNumber, Modal, Table, Typography } from 'antd';
import type { FormRule } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { AdminSportsMarket, AdminSportsMarketUpdatePayload } from '@app/contract/admin-sports';
import { adminCalls } from '@app/contract/endpoint-routes';
import { applyMargin, formatOdds, MAX_MARGIN_BP, parseOdds } from '@app/domain/sports/index';
import { useAction } from '../../../lib/query.ts';
import { bpOf, percentOf, quietly } from '../format.ts';
import { PRICE_DIALOG as T, SPORTS_TEXT } from '../strings.ts';

interface Values {
  margin: string;
  prices: Record<string, string>;
}

/** The odds a set of typed prices and margin would show; null while one is not valid. */
export function previewOdds(
  market: AdminSportsMarket,
  values: Partial<Values> | undefined,
): string[] | null {
  const bp = bpOf(values?.margin);
  const prices = market.selections.map((s) => parseOdds(String(values?.prices?.[s.code] ?? '')));
  if (!(bp >= 0 && bp <= MAX_MARGIN_BP) || prices.some((p) => p === null)) return null;
  return applyMargin(prices as number[], bp).map(formatOdds);
}

/** What the confirmation lists: old → new odds per selection, and the margin's change. */
export function priceChanges(market: AdminSportsMarket, values: Values): string[] {
  const shown = previewOdds(market, values) ?? [];
  const lines = market.selections.map((s, i) => T.oddsLine(s.name, s.odds, shown[i] ?? ''));
  const bp = bpOf(values.margin);
  if (bp !== market.margin_bp) {
    lines.push(T.marginLine(SPORTS_TEXT.percent(market.margin_bp), SPORTS_TEXT.percent(bp)));
  }
  return lines;
}

const priceRule: FormRule = {
  validator: (_, value: string | number | null | undefined) =>
    value !== null && value !== undefined && parseOdds(String(value)) !== null
      ? Promise.resolve()
      : Promise.reject(new Error(T.pricesInvalid)),
};

const marginRule: FormRule = {
  validator: (_, value: string | number | null | undefined) => {
    const bp = bpOf(value);
    return bp >= 0 && bp <= MAX_MARGIN_BP && Number.isInteger(bp)
      ? Promise.resolve()
      : Promise.reject(new Error(T.marginInvalid));
  },
};

type Row = AdminSportsMarket['selections'][number] & { shown: string | undefined };

const columns: ColumnsType<Row> = [
  { title: SPORTS_TEXT.selection, dataIndex: 'name' },
  {
    title: T.price,
    width: 160,
    render: (_, s) => (
      <Form.Item name={['prices', s.code]} rules={[priceRule]} style={{ margin: 0 }}>
        <InputNumber<string>
          stringMode
          min="1.01"
          max="1000"
          step="0.01"
          precision={2}
          aria-label={`${s.name}${T.price}`}
        />
      </Form.Item>
    ),
  },
  { title: T.now, dataIndex: 'odds', width: 110, align: 'right' },
  {
    title: T.shown,
    width: 130,
    align: 'right',
    render: (_, s) => (
      <Typography.Text strong type={s.shown && s.shown !== s.odds ? 'warning' : undefined}>
        {s.shown ?? SPORTS_TEXT.none}
      </Typography.Text>
    ),
  },
];

/** The payload of a price change: the margin in bp, every price as 2-place odds. */
function pricePayload(market: AdminSportsMarket, v: Values): AdminSportsMarketUpdatePayload {
  return {
    id: market.id,
    action: 'price',
    margin_bp: bpOf(v.margin),
    prices: Object.fromEntries(
      market.selections.map((s) => [s.code, formatOdds(parseOdds(String(v.prices[s.code]))!)]),
    ),
  };
}

/** The form's submit: nothing when nothing changed, else a confirmation of old → new odds. */
function useSubmitPrices(market: AdminSportsMarket, onClose: () => void) {
  const { modal, message } = App.useApp();
  const save = useAction(adminCalls.adminSportsMarketUpdate, {
    invalidate: [adminCalls.adminSportsFixture],
    success: T.saved,
    onSuccess: onClose,
  });
  const submit = (v: Values) => {
    const unchanged =
      bpOf(v.margin) === market.margin_bp &&
      market.selections.every((s) => parseOdds(String(v.prices[s.code])) === parseOdds(s.price));
    if (unchanged) return void message.info(T.nothingChanged);
    modal.confirm({
      title: T.confirmTitle(market.name),
      content: (
        <div>
          {priceChanges(market, v).map((line) => (
            <div key={line}>{line}</div>
          ))}
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {T.confirmNote}
          </Typography.Paragraph>
        </div>
      ),
      okText: T.save,
      cancelText: SPORTS_TEXT.cancel,
      onOk: () => quietly(save.mutateAsync(pricePayload(market, v))),
    });
  };
  return { submit, busy: save.isPending };
}

/** 调整赔率: each selection's price and the margin, the odds they show, a confirmation. */
export function PriceDialog({
  market,
  onClose,
}: {
  market: AdminSportsMarket;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const values = Form.useWatch([], form) as Partial<Values> | undefined;
  const { submit, busy } = useSubmitPrices(market, onClose);
  const preview = previewOdds(market, values);
  return (
    <Modal
      open
      title={T.title(market.line ? `${market.name} ${market.line}` : market.name)}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={T.save}
      cancelText={SPORTS_TEXT.cancel}
      confirmLoading={busy}
      width={640}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          margin: percentOf(market.margin_bp),
          prices: Object.fromEntries(market.selections.map((s) => [s.code, s.price])),
        }}
      >
        <Form.Item name="margin" label={T.margin} extra={T.marginHelp} rules={[marginRule]}>
          <InputNumber<string>
            stringMode
            min="0"
            max="30"
            step="0.5"
            precision={2}
            aria-label={T.margin}
            style={{ width: 140 }}
          />
        </Form.Item>
        <Table<Row>
          rowKey="code"
          size="small"
          pagination={false}
          dataSource={market.selections.map((s, i) => ({ ...s, shown: preview?.[i] }))}
          columns={columns}
        />
      </Form>
    </Modal>
  );
}
