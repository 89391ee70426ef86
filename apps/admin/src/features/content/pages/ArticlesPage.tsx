import { useState } from 'react';
import { Button, Col, Drawer, Form, Input, Row, Space, Table } from 'antd';
import type { ResponseOf } from '@app/contract/endpoint';
import { adminCalls } from '@app/contract/endpoint-routes';
import { PageCard } from '../../../components/PageCard.tsx';
import { formatTime } from '../../../lib/format.ts';
import { useAction, useCall } from '../../../lib/query.ts';
import { HtmlPreview } from '../components/HtmlPreview.tsx';
import { TEXT } from '../text.ts';

type Article = ResponseOf<typeof adminCalls.articles>[number];
const LIMITS = { titleMax: 32, contentMax: 50_000 } as const;

interface FormValues {
  title: string;
  content: string;
}

/**
 * 帮助文章: the help centre's articles (a fixed set of types). The HTML is sanitised by the
 * server on save; the preview shows the stored version.
 */
export default function ArticlesPage() {
  const list = useCall(adminCalls.articles, {});
  const [editing, setEditing] = useState<Article | null>(null);
  const update = useAction(adminCalls.articlesUpdate, {
    invalidate: [adminCalls.articles],
    success: TEXT.saved,
    onSuccess: (saved) => setEditing(saved),
  });

  return (
    <PageCard title="帮助文章" query={list}>
      <Table<Article>
        rowKey="type"
        scroll={{ x: 640 }}
        loading={list.isPending}
        dataSource={list.data ?? []}
        pagination={false}
        locale={{ emptyText: list.error ? '加载失败' : '暂无文章' }}
        columns={[
          { title: '类型', dataIndex: 'type', width: 80 },
          { title: '标题', dataIndex: 'title' },
          { title: '更新时间', dataIndex: 'updated_at', width: 200, render: formatTime },
          {
            title: TEXT.actions,
            width: 100,
            render: (_: unknown, row) => (
              <Button size="small" onClick={() => setEditing(row)}>
                {TEXT.edit}
              </Button>
            ),
          },
        ]}
      />
      <Drawer
        title={editing ? `编辑文章：${editing.title}` : ''}
        open={editing !== null}
        onClose={() => setEditing(null)}
        width={960}
        destroyOnHidden
      >
        {editing ? (
          <Form<FormValues>
            key={`${editing.type}:${editing.updated_at}`}
            layout="vertical"
            initialValues={{ title: editing.title, content: editing.content }}
            onFinish={(values) =>
              update.mutate({
                type: editing.type,
                title: values.title.trim(),
                content: values.content,
              })
            }
          >
            <Form.Item
              name="title"
              label="标题"
              rules={[
                { required: true, whitespace: true, message: '请填写标题' },
                { max: LIMITS.titleMax, message: `标题不能超过${LIMITS.titleMax}个字` },
              ]}
            >
              <Input maxLength={LIMITS.titleMax} />
            </Form.Item>
            <Row gutter={16}>
              <Col span={12}>
                <Form.Item
                  name="content"
                  label="内容（HTML）"
                  extra="可用标题、段落、列表、引用、链接；保存时服务器会去掉其余标签与脚本"
                  rules={[
                    { required: true, whitespace: true, message: '请填写内容' },
                    { max: LIMITS.contentMax, message: '内容过长' },
                  ]}
                >
                  <Input.TextArea rows={18} style={{ fontFamily: 'monospace' }} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <HtmlPreview html={editing.content} />
              </Col>
            </Row>
            <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button onClick={() => setEditing(null)}>关闭</Button>
              <Button type="primary" htmlType="submit" loading={update.isPending}>
                {TEXT.save}
              </Button>
            </Space>
          </Form>
        ) : null}
      </Drawer>
    </PageCard>
  );
}
