import { useState } from 'react';
import { Button, Form, Input, InputNumber, Modal, Space, Switch, Table } from 'antd';
import type { ResponseOf } from '@app/contract/endpoint';
import { adminCalls } from '@app/contract/endpoint-routes';
import { PageCard } from '../../../components/PageCard.tsx';
import { useAction, useCall } from '../../../lib/query.ts';
import { ImageField, Thumb } from '../components/ImageField.tsx';
import { EnabledSwitch } from '../components/list.tsx';
import { TEXT } from '../text.ts';

type Category = ResponseOf<typeof adminCalls.categories>[number];
const NAME_MAX = 64;

interface FormValues {
  name: string;
  img: string;
  sort: number;
  enabled: boolean;
}

/** 游戏分类: the home page's category tiles (a fixed set): name, picture, order, switch. */
export default function CategoriesPage() {
  const list = useCall(adminCalls.categories, {});
  const [editing, setEditing] = useState<Category | null>(null);
  const refresh = [adminCalls.categories];
  const update = useAction(adminCalls.categoriesUpdate, {
    invalidate: refresh,
    success: TEXT.saved,
    onSuccess: () => setEditing(null),
  });
  const toggle = useAction(adminCalls.categoriesUpdate, {
    invalidate: refresh,
    success: TEXT.saved,
  });

  return (
    <PageCard title="游戏分类" query={list}>
      <Table<Category>
        rowKey="id"
        scroll={{ x: 960 }}
        loading={list.isPending}
        dataSource={list.data ?? []}
        pagination={false}
        locale={{ emptyText: list.error ? '加载失败' : '暂无分类' }}
        columns={[
          {
            title: '图片',
            dataIndex: 'img',
            width: 120,
            render: (src: string, row) => <Thumb src={src} alt={row.name} />,
          },
          { title: '编号', dataIndex: 'code', width: 70 },
          { title: '名称', dataIndex: 'name' },
          { title: '标识', dataIndex: 'slug', width: 110 },
          { title: '游戏数', dataIndex: 'games', width: 80 },
          { title: TEXT.sort, dataIndex: 'sort', width: 80 },
          {
            title: TEXT.status,
            dataIndex: 'enabled',
            width: 110,
            render: (enabled: number, row) => (
              <EnabledSwitch
                value={enabled}
                label={`${row.name}启用`}
                busy={toggle.isPending && toggle.variables?.id === row.id}
                onToggle={(next) => toggle.mutate({ id: row.id, enabled: next })}
              />
            ),
          },
          {
            title: TEXT.actions,
            width: 90,
            render: (_: unknown, row) => (
              <Button size="small" onClick={() => setEditing(row)}>
                {TEXT.edit}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        title={editing ? `编辑分类：${editing.name}` : ''}
        open={editing !== null}
        onCancel={() => setEditing(null)}
        footer={null}
        destroyOnHidden
        width={640}
      >
        {editing ? (
          <Form<FormValues>
            layout="vertical"
            initialValues={{ ...editing, enabled: editing.enabled === 1 }}
            onFinish={(values) =>
              update.mutate({
                id: editing.id,
                name: values.name.trim(),
                img: (values.img ?? '').trim(),
                sort: values.sort ?? 0,
                enabled: values.enabled ? 1 : 0,
              })
            }
          >
            <Form.Item
              name="name"
              label="名称"
              rules={[
                { required: true, whitespace: true, message: '请填写名称' },
                { max: NAME_MAX, message: `名称不能超过${NAME_MAX}个字` },
              ]}
            >
              <Input maxLength={NAME_MAX} />
            </Form.Item>
            <Form.Item
              name="img"
              label="图片"
              extra="清空后恢复系统生成的默认图片"
              rules={[
                { pattern: /^(|https?:\/\/\S+|\/\S*)$/, message: '地址须以 http(s):// 或 / 开头' },
              ]}
            >
              <ImageField label="分类图片" />
            </Form.Item>
            <Space size="large">
              <Form.Item name="sort" label={TEXT.sort} extra={TEXT.sortHelp}>
                <InputNumber min={0} max={100000} precision={0} />
              </Form.Item>
              <Form.Item name="enabled" label={TEXT.enabled} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Space>
            <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button onClick={() => setEditing(null)}>{TEXT.cancel}</Button>
              <Button type="primary" htmlType="submit" loading={update.isPending}>
                {TEXT.save}
              </Button>
            </Space>
          </Form>
        ) : null}
      </Modal>
    </PageCard>
  );
}
