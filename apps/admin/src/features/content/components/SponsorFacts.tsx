import { Button, Form, Input, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { SPONSOR_LIMITS, sponsor } from '@app/contract/site-content';
import { rulesOf } from '../../../components/crud/fields.tsx';
import { S } from '../../../components/strings.ts';
import { limitsOf } from '../../../lib/schema-rules.ts';
import { SPONSORS } from '../strings.ts';

const fact = sponsor.shape.facts.element.shape;
const LABEL_MAX = limitsOf(fact.label).maxLength;
const VALUE_MAX = limitsOf(fact.value).maxLength;
const labelRules = rulesOf({
  name: 'label',
  schema: fact.label,
  required: SPONSORS.fill(SPONSORS.factName),
  tooLong: (max) => S.tooLong(SPONSORS.factName, max),
});
const valueRules = rulesOf({
  name: 'value',
  schema: fact.value,
  required: SPONSORS.fill(SPONSORS.factValue),
  tooLong: (max) => S.tooLong(SPONSORS.factValue, max),
});

/** A sponsor's facts (要点): name and text pairs, as many as the contract allows. */
export function SponsorFacts() {
  return (
    <Form.List name="facts">
      {(fields, { add, remove }) => (
        <Form.Item label={SPONSORS.facts(SPONSOR_LIMITS.factsMax)}>
          {fields.map((field, index) => (
            <Space key={field.key} align="start">
              <Form.Item name={[field.name, 'label']} rules={labelRules}>
                <Input
                  placeholder={SPONSORS.name}
                  maxLength={LABEL_MAX}
                  aria-label={SPONSORS.factNameOf(index + 1)}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'value']} rules={valueRules}>
                <Input
                  placeholder={SPONSORS.value}
                  maxLength={VALUE_MAX}
                  style={{ width: 320 }}
                  aria-label={SPONSORS.factValueOf(index + 1)}
                />
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                aria-label={SPONSORS.removeFact(index + 1)}
                onClick={() => remove(field.name)}
              />
            </Space>
          ))}
          <Button
            icon={<PlusOutlined />}
            disabled={fields.length >= SPONSOR_LIMITS.factsMax}
            onClick={() => add({ label: '', value: '' })}
          >
            {SPONSORS.addFact}
          </Button>
        </Form.Item>
      )}
    </Form.List>
  );
}
