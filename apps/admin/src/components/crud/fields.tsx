import type { ReactNode } from 'react';
import { Col, Form, Input, InputNumber, Radio, Row, Select, Space, Switch } from 'antd';
import type { FormRule } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import type { z } from 'zod';
import { limitsOf } from '../../lib/schema-rules.ts';
import { S } from '../strings.ts';

type Option = { value: string | number; label: ReactNode };

/**
 * One field of a console form. Its limits come from the contract: `schema` is the field of the
 * call's zod payload (`adminBannerCreatePayload.shape.link`), and its length, patterns and range
 * become the form's rules and the input's bounds. Only the wording is the page's.
 */
export interface FieldSpec {
  name: NamePath;
  label?: ReactNode;
  /** The call's schema of this field: max/min length, patterns, numeric range. */
  schema?: z.ZodType;
  /** text (default), textarea, number, switch, select, radio (buttons); `input` for anything else. */
  kind?: 'text' | 'textarea' | 'number' | 'switch' | 'select' | 'radio';
  /** The message when left empty (blank text counts as empty); leave out when optional. */
  required?: string;
  /** The message when too long (default: `${label}不能超过${max}个字`). */
  tooLong?: (max: number) => string;
  /** The message when a pattern of the schema does not match. */
  invalid?: string;
  /** Whether the input stops at the schema's length (default yes; no: the rule tells). */
  capped?: boolean;
  extra?: ReactNode;
  rows?: number;
  showCount?: boolean;
  monospace?: boolean;
  width?: number;
  placeholder?: string;
  ariaLabel?: string;
  options?: readonly Option[];
  /** A custom input (an image picker …), given value/onChange by the form. */
  input?: ReactNode;
  /** More rules (a validator, a rule that depends on another field). */
  rules?: FormRule[];
  dependencies?: NamePath[];
  allowClear?: boolean;
}

/** A field, or fields side by side (`columns`: equal columns; otherwise one wrapped line). */
export type FieldItem =
  | FieldSpec
  | { row: FieldItem[]; columns?: boolean; key?: string }
  | { node: ReactNode; key: string };

/** The rules of a field: required, then its contract's limits, then its own. */
export function rulesOf(field: FieldSpec): FormRule[] {
  const limits = field.schema ? limitsOf(field.schema) : { patterns: [] };
  const label = typeof field.label === 'string' ? field.label : '';
  const rules: FormRule[] = [];
  if (field.required) rules.push({ required: true, whitespace: true, message: field.required });
  if (limits.maxLength !== undefined && field.kind !== 'number') {
    const max = limits.maxLength;
    rules.push({ max, message: field.tooLong ? field.tooLong(max) : S.tooLong(label, max) });
  }
  if (limits.patterns.length > 0 && field.invalid) {
    const message = field.invalid;
    rules.push({
      validator: (_rule, value: unknown) =>
        value === undefined ||
        value === null ||
        value === '' ||
        limits.patterns.every((pattern) => pattern.test(String(value).trim()))
          ? Promise.resolve()
          : Promise.reject(new Error(message)),
    });
  }
  return [...rules, ...(field.rules ?? [])];
}

function inputOf(field: FieldSpec): ReactNode {
  if (field.input) return field.input;
  const limits = field.schema ? limitsOf(field.schema) : { patterns: [] };
  const maxLength = field.capped === false ? undefined : limits.maxLength;
  const style = field.width ? { width: field.width } : undefined;
  const common = { 'aria-label': field.ariaLabel, placeholder: field.placeholder };
  switch (field.kind) {
    case 'switch':
      return <Switch />;
    case 'number':
      return <InputNumber min={limits.min} max={limits.max} precision={0} style={style} />;
    case 'select':
      return <Select {...common} options={[...(field.options ?? [])]} style={style} />;
    case 'radio':
      return <Radio.Group options={[...(field.options ?? [])]} optionType="button" />;
    case 'textarea':
      return (
        <Input.TextArea
          {...common}
          rows={field.rows ?? 4}
          maxLength={maxLength}
          showCount={field.showCount}
          style={field.monospace ? { fontFamily: 'monospace' } : undefined}
        />
      );
    default:
      return (
        <Input
          {...common}
          maxLength={maxLength}
          showCount={field.showCount}
          style={style}
          allowClear={field.allowClear}
        />
      );
  }
}

/** One Form.Item with its input and its rules from the contract. */
export function Field({ field }: { field: FieldSpec }) {
  return (
    <Form.Item
      name={field.name}
      label={field.label}
      extra={field.extra}
      rules={rulesOf(field)}
      dependencies={field.dependencies}
      valuePropName={field.kind === 'switch' ? 'checked' : 'value'}
    >
      {inputOf(field)}
    </Form.Item>
  );
}

const keyOf = (item: FieldItem, index: number) =>
  'node' in item
    ? item.key
    : 'row' in item
      ? (item.key ?? `row-${index}`)
      : String(item.name) || `field-${index}`;

/** A form's fields from their description. */
export function Fields({ items }: { items: readonly FieldItem[] }) {
  return (
    <>
      {items.map((item, index) => {
        const key = keyOf(item, index);
        if ('node' in item) return <div key={key}>{item.node}</div>;
        if (!('row' in item)) return <Field key={key} field={item} />;
        if (item.columns)
          return (
            <Row gutter={16} key={key}>
              {item.row.map((cell, i) => (
                <Col span={24 / item.row.length} key={keyOf(cell, i)}>
                  <Fields items={[cell]} />
                </Col>
              ))}
            </Row>
          );
        return (
          <Space size="large" wrap align="start" key={key}>
            {item.row.map((cell, i) => (
              <Fields key={keyOf(cell, i)} items={[cell]} />
            ))}
          </Space>
        );
      })}
    </>
  );
}

/** The 排序 field every ordered list has (its range from the contract). */
export const sortField = (schema: z.ZodType): FieldSpec => ({
  name: 'sort',
  label: S.sort,
  extra: S.sortHelp,
  kind: 'number',
  schema,
});

/** The 启用 switch of a row. */
export const enabledField = (label: string = S.enabled, name = 'enabled'): FieldSpec => ({
  name,
  label,
  kind: 'switch',
});
