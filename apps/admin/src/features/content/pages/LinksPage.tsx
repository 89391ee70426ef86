import { Alert, Button, Form, Spin } from 'antd';
import type { ResponseOf } from '@app/contract/endpoint';
import { adminCalls } from '@app/contract/endpoint-routes';
import { adminGameLinksUpdatePayload as schema } from '@app/contract/games-admin';
import { Fields, type FieldItem, type FieldSpec } from '../../../components/crud/fields.tsx';
import { PageCard } from '../../../components/PageCard.tsx';
import { S } from '../../../components/strings.ts';
import { useAction, useCall } from '../../../lib/query.ts';
import { LINKS, TEXT } from '../strings.ts';

type Links = ResponseOf<typeof adminCalls.gameLinks>;

const service = schema.shape.service_urls.unwrap().shape;
/** An address the server keeps as text: '' or http(s):// or a path, its length from the contract. */
const link = (
  name: FieldSpec['name'],
  label: string,
  linkSchema: FieldSpec['schema'],
): FieldSpec => ({
  name,
  label,
  schema: linkSchema,
  invalid: TEXT.addressInvalid,
  allowClear: true,
});
const FIELDS: FieldItem[] = [
  link(['service_urls', '1'], LINKS.service1, service['1']),
  link(['service_urls', '3'], LINKS.service2, service['3']),
  link('agent_login_url', LINKS.agent, schema.shape.agent_login_url),
];

/**
 * 客服与代理链接: the customer service link of each shift (empty: the built-in support chat)
 * and the agent back office's address (empty: the in-app agent figures).
 */
export default function LinksPage() {
  const links = useCall(adminCalls.gameLinks, {});
  const save = useAction(adminCalls.gameLinksUpdate, {
    invalidate: [adminCalls.gameLinks],
    success: TEXT.saved,
  });

  return (
    <PageCard title={LINKS.title} query={links}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16, maxWidth: 720 }}
        message={LINKS.hint}
      />
      {links.isPending ? (
        <Spin />
      ) : links.data ? (
        <Form<Links>
          key={JSON.stringify(links.data)}
          layout="vertical"
          style={{ maxWidth: 720 }}
          initialValues={links.data}
          onFinish={(values) =>
            save.mutate({
              service_urls: {
                '1': (values.service_urls['1'] ?? '').trim(),
                '3': (values.service_urls['3'] ?? '').trim(),
              },
              agent_login_url: (values.agent_login_url ?? '').trim(),
            })
          }
        >
          <Fields items={FIELDS} />
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {S.save}
          </Button>
        </Form>
      ) : null}
    </PageCard>
  );
}
