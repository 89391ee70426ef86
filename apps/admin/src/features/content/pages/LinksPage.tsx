import { Alert, Button, Form, Input, Spin } from 'antd';
import type { ResponseOf } from '@app/contract/endpoint';
import { adminCalls } from '@app/contract/endpoint-routes';
import { PageCard } from '../../../components/PageCard.tsx';
import { useAction, useCall } from '../../../lib/query.ts';
import { TEXT } from '../text.ts';

type Links = ResponseOf<typeof adminCalls.gameLinks>;
const URL_RULE = { pattern: /^(|https?:\/\/\S+|\/\S*)$/, message: '地址须以 http(s):// 或 / 开头' };
const URL_MAX = 512;

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
    <PageCard title="客服与代理链接" query={links}>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16, maxWidth: 720 }}
        message="留空即使用站内客服聊天；代理链接留空即使用应用内的代理数据页。"
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
          <Form.Item
            name={['service_urls', '1']}
            label="客服链接（线路一）"
            rules={[URL_RULE, { max: URL_MAX }]}
          >
            <Input allowClear maxLength={URL_MAX} />
          </Form.Item>
          <Form.Item
            name={['service_urls', '3']}
            label="客服链接（线路二）"
            rules={[URL_RULE, { max: URL_MAX }]}
          >
            <Input allowClear maxLength={URL_MAX} />
          </Form.Item>
          <Form.Item
            name="agent_login_url"
            label="代理后台地址"
            rules={[URL_RULE, { max: URL_MAX }]}
          >
            <Input allowClear maxLength={URL_MAX} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {TEXT.save}
          </Button>
        </Form>
      ) : null}
    </PageCard>
  );
}
