import { Button, Form, Input, Select, Space } from 'antd';
import type { FormRule } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  adminProviderSavePayload as schema,
  PROVIDER_CATEGORIES,
  PROVIDER_MODE_LABELS,
  PROVIDER_SIGNING_LABELS,
} from '@app/contract/admin-providers';
import { MSG } from '@app/contract/messages';
import { PROVIDER_CURRENCY, PROVIDER_STATUSES } from '@app/contract/provider-protocol';
import { enabledField, type FieldItem } from '../../../components/crud/fields.tsx';
import { limitsOf } from '../../../lib/schema-rules.ts';
import type { AdminProvider } from '@app/contract/admin-providers';
import type { ErrorCodeRow } from '../provider-values.ts';
import { CATEGORY_LABELS, FORM } from '../strings.ts';

const MODE_OPTIONS = Object.entries(PROVIDER_MODE_LABELS).map(([value, label]) => ({
  value,
  label,
}));
const SIGNING_OPTIONS = Object.entries(PROVIDER_SIGNING_LABELS).map(([value, label]) => ({
  value,
  label,
}));
export const CATEGORY_OPTIONS = PROVIDER_CATEGORIES.map((value) => ({
  value,
  label: CATEGORY_LABELS[value],
}));
const CURRENCY = limitsOf(schema.shape.currencies.element);
const CURRENCIES_MAX = limitsOf(schema.shape.currencies).maxLength;
const THEIRS = limitsOf(schema.shape.error_codes.unwrap().valueType);
/** RS_OK is never an error: the mapping names the others. */
const STATUS_OPTIONS = PROVIDER_STATUSES.filter((s) => s !== 'RS_OK').map((value) => ({
  value,
  label: value,
}));

const currenciesRule: FormRule = {
  validator: (_, value: string[] | undefined) => {
    const list = value ?? [];
    if (list.length === 0) return Promise.reject(new Error(FORM.currenciesRequired));
    if (!list.every((c) => CURRENCY.patterns.every((p) => p.test(c))))
      return Promise.reject(new Error(FORM.currencyInvalid));
    if (!list.includes(PROVIDER_CURRENCY))
      return Promise.reject(new Error(MSG.providerCurrencyMissing));
    return Promise.resolve();
  },
};

/** The provider form's fields; the code is fixed once saved (it names the venue and its records). */
export function providerFields(editing: AdminProvider | 'new'): FieldItem[] {
  const isNew = editing === 'new';
  return [
    {
      row: [
        {
          name: 'code',
          label: FORM.code,
          schema: schema.shape.code,
          required: isNew ? FORM.codeRequired : undefined,
          invalid: isNew ? MSG.providerCodeInvalid : undefined,
          extra: FORM.codeHelp,
          input: isNew ? undefined : <Input disabled />,
        },
        {
          name: 'name',
          label: FORM.name,
          schema: schema.shape.name,
          required: FORM.nameRequired,
          extra: FORM.nameHelp,
        },
      ],
      columns: true,
    },
    {
      row: [
        { name: 'mode', label: FORM.mode, kind: 'radio', options: MODE_OPTIONS },
        { name: 'signing', label: FORM.signing, kind: 'radio', options: SIGNING_OPTIONS },
      ],
      columns: true,
    },
    {
      name: 'base_url',
      label: FORM.baseUrl,
      schema: schema.shape.base_url,
      required: FORM.baseUrlRequired,
      invalid: MSG.providerUrlInvalid,
      placeholder: 'https://',
    },
    {
      row: [
        {
          name: 'currencies',
          label: FORM.currencies,
          extra: FORM.currenciesHelp,
          rules: [currenciesRule],
          input: <Select mode="tags" aria-label={FORM.currencies} maxCount={CURRENCIES_MAX} />,
        },
        {
          name: 'categories',
          label: FORM.categories,
          rules: [{ required: true, type: 'array', min: 1, message: FORM.categoriesRequired }],
          input: (
            <Select
              mode="multiple"
              aria-label={FORM.categories}
              options={CATEGORY_OPTIONS}
              virtual={false}
            />
          ),
        },
      ],
      columns: true,
    },
    enabledField(FORM.enabled),
    { node: <ErrorCodes />, key: 'error_codes' },
  ];
}

const statusOnce: FormRule = ({ getFieldValue }) => ({
  validator: (_, value: string | undefined) => {
    const rows = (getFieldValue('error_codes') ?? []) as ErrorCodeRow[];
    return value && rows.filter((r) => r.status === value).length > 1
      ? Promise.reject(new Error(FORM.statusTwice))
      : Promise.resolve();
  },
});
const theirsRule: FormRule = {
  validator: (_, value: string | undefined) =>
    value && THEIRS.patterns.every((p) => p.test(value))
      ? Promise.resolve()
      : Promise.reject(new Error(FORM.theirsInvalid)),
};

/** The optional mapping of our statuses to the provider's names for them, as key/value rows. */
function ErrorCodes() {
  return (
    <Form.List name="error_codes">
      {(fields, { add, remove }) => (
        <Form.Item label={FORM.errorCodes} extra={FORM.errorCodesHelp}>
          {fields.map((field, index) => (
            <Space key={field.key} align="start">
              <Form.Item
                name={[field.name, 'status']}
                rules={[{ required: true, message: FORM.statusRequired }, statusOnce]}
              >
                <Select
                  aria-label={FORM.statusOf(index + 1)}
                  placeholder={FORM.status}
                  options={STATUS_OPTIONS}
                  style={{ width: 300 }}
                  showSearch
                />
              </Form.Item>
              <Form.Item name={[field.name, 'theirs']} rules={[theirsRule]}>
                <Input
                  aria-label={FORM.theirsOf(index + 1)}
                  placeholder={FORM.theirs}
                  maxLength={THEIRS.maxLength}
                  style={{ width: 220 }}
                />
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                aria-label={FORM.removeErrorCode(index + 1)}
                onClick={() => remove(field.name)}
              />
            </Space>
          ))}
          <Button
            icon={<PlusOutlined />}
            disabled={fields.length >= STATUS_OPTIONS.length}
            onClick={() => add({})}
          >
            {FORM.addErrorCode}
          </Button>
        </Form.Item>
      )}
    </Form.List>
  );
}
