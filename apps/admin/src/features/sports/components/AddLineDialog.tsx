import { Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import type { FormRule } from 'antd';
import type { AdminSportsFixture } from '@app/contract/admin-sports';
import { adminCalls } from '@app/contract/endpoint-routes';
import {
  MARKET_TYPE_INFO,
  MARKET_TYPES,
  type MarketKind,
  type MarketType,
} from '@app/contract/sports-constants';
import {
  formatOdds,
  MAX_MARGIN_BP,
  parseLine,
  parseOdds,
  selectionLabel,
  selectionsOf,
} from '@app/domain/sports/index';
import { useAction } from '../../../lib/query.ts';
import { bpOf, percentOf } from '../format.ts';
import { ADD_LINE as T, PRICE_DIALOG, SPORTS_TEXT } from '../strings.ts';

interface Values {
  type: MarketType;
  line: string;
  margin: string;
  prices: Record<string, string>;
}

/** The lined market types of the fixture's sport (handicaps and totals). */
export function linedTypes(sport: AdminSportsFixture['sport']): MarketType[] {
  return MARKET_TYPES.filter(
    (t) => MARKET_TYPE_INFO[t].sport === sport && MARKET_TYPE_INFO[t].lined,
  );
}

const lineRule: FormRule = ({ getFieldValue }) => ({
  validator: (_, value: string | undefined) => {
    const q = parseLine(String(value ?? ''));
    const type = getFieldValue('type') as MarketType | undefined;
    const total = type ? MARKET_TYPE_INFO[type].kind === 'total' : false;
    return q !== null && (!total || q > 0)
      ? Promise.resolve()
      : Promise.reject(new Error(T.lineInvalid));
  },
});

const oddsRule: FormRule = {
  validator: (_, value: string | undefined) =>
    parseOdds(String(value ?? '')) !== null
      ? Promise.resolve()
      : Promise.reject(new Error(PRICE_DIALOG.pricesInvalid)),
};

const marginRule: FormRule = {
  validator: (_, value: string | undefined) => {
    const bp = bpOf(value);
    return bp >= 0 && bp <= MAX_MARGIN_BP
      ? Promise.resolve()
      : Promise.reject(new Error(PRICE_DIALOG.marginInvalid));
  },
};

/** A price per selection of the new line, named as the slip names it. */
function PriceFields({
  kind,
  codes,
  line,
  fixture,
}: {
  kind: MarketKind;
  codes: string[];
  line: number;
  fixture: AdminSportsFixture;
}) {
  return (
    <Space size="large" align="start" wrap>
      {codes.map((c) => {
        const label = selectionLabel(kind, c, line, fixture);
        return (
          <Form.Item key={c} name={['prices', c]} label={label} rules={[oddsRule]}>
            <InputNumber<string>
              stringMode
              min="1.01"
              max="1000"
              step="0.01"
              precision={2}
              aria-label={`${label}${PRICE_DIALOG.price}`}
            />
          </Form.Item>
        );
      })}
    </Space>
  );
}

/** 新增盘口线: another handicap or total line, priced by the trader. */
export function AddLineDialog({
  fixture,
  onClose,
}: {
  fixture: AdminSportsFixture;
  onClose: () => void;
}) {
  const types = linedTypes(fixture.sport);
  const [form] = Form.useForm<Values>();
  const type = (Form.useWatch('type', form) as MarketType | undefined) ?? types[0]!;
  const line = parseLine(String(Form.useWatch('line', form) ?? '')) ?? 0;
  const kind = MARKET_TYPE_INFO[type].kind;
  const codes = selectionsOf(kind);
  const sameType = fixture.markets.find((m) => m.type === type);
  const create = useAction(adminCalls.adminSportsMarketCreate, {
    invalidate: [adminCalls.adminSportsFixture],
    success: T.saved,
    onSuccess: onClose,
  });
  const submit = (v: Values) =>
    create.mutate({
      fixture: fixture.id,
      type: v.type,
      line: v.line.trim(),
      margin_bp: bpOf(v.margin),
      prices: Object.fromEntries(
        codes.map((c) => [c, formatOdds(parseOdds(String(v.prices[c]))!)]),
      ),
    });
  return (
    <Modal
      open
      title={T.title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={T.save}
      cancelText={SPORTS_TEXT.cancel}
      confirmLoading={create.isPending}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          type: types[0],
          margin: percentOf(sameType?.margin_bp ?? 500),
          prices: { home: '1.95', away: '1.95', over: '1.95', under: '1.95' },
        }}
      >
        <Space size="large" align="start" wrap>
          <Form.Item name="type" label={T.type}>
            <Select
              aria-label={T.type}
              style={{ width: 160 }}
              options={types.map((t) => ({ value: t, label: MARKET_TYPE_INFO[t].name }))}
            />
          </Form.Item>
          <Form.Item name="line" label={T.line} rules={[lineRule]} dependencies={['type']}>
            <Input aria-label={T.line} style={{ width: 120 }} placeholder="-0.25" />
          </Form.Item>
          <Form.Item name="margin" label={PRICE_DIALOG.margin} rules={[marginRule]}>
            <InputNumber<string>
              stringMode
              min="0"
              max="30"
              precision={2}
              aria-label={PRICE_DIALOG.margin}
            />
          </Form.Item>
        </Space>
        <Form.Item extra={T.lineHelp} style={{ marginTop: -8 }} />
        <PriceFields kind={kind} codes={codes} line={line} fixture={fixture} />
      </Form>
    </Modal>
  );
}
