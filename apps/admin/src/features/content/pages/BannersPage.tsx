import { useState } from 'react';
import { Button, Form, Input, InputNumber, Modal, Select, Space, Switch, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ResponseOf } from '@app/contract/endpoint';
import { adminCalls } from '@app/contract/endpoint-routes';
import { PageCard } from '../../../components/PageCard.tsx';
import { formatTime } from '../../../lib/format.ts';
import { useAction, useCall } from '../../../lib/query.ts';
import { ImageField, Thumb } from '../components/ImageField.tsx';
import { DeleteButton, EnabledSwitch } from '../components/list.tsx';
import { TEXT } from '../text.ts';

type Banner = ResponseOf<typeof adminCalls.banners>[number];

/** Where a banner shows: bannerList's type (the player app's home and game lists ask for 2). */
const BANNER_TYPES = [{ value: 2, label: '首页 / 游戏列表（2）' }];
const typeLabel = (type: number) =>
  BANNER_TYPES.find((t) => t.value === type)?.label ?? `类型 ${type}`;

interface FormValues {
  type: number;
  src: string;
  link: string;
  sort: number;
  enabled: boolean;
}

/** 轮播图: the home banners, their pictures (uploaded or an address), links, order and switch. */
export default function BannersPage() {
  const [type, setType] = useState<number | undefined>(undefined);
  const list = useCall(adminCalls.banners, type === undefined ? {} : { type });
  const [editing, setEditing] = useState<Banner | 'new' | null>(null);
  const refresh = [adminCalls.banners];
  const create = useAction(adminCalls.bannersCreate, {
    invalidate: refresh,
    success: TEXT.created,
    onSuccess: () => setEditing(null),
  });
  const update = useAction(adminCalls.bannersUpdate, {
    invalidate: refresh,
    success: TEXT.saved,
    onSuccess: () => setEditing(null),
  });
  const toggle = useAction(adminCalls.bannersUpdate, { invalidate: refresh, success: TEXT.saved });
  const remove = useAction(adminCalls.bannersDelete, {
    invalidate: refresh,
    success: TEXT.deleted,
  });

  const submit = (values: FormValues) => {
    const body = {
      type: values.type,
      src: values.src.trim(),
      link: (values.link ?? '').trim(),
      sort: values.sort ?? 0,
      enabled: values.enabled ? 1 : 0,
    } as const;
    if (editing === 'new') create.mutate(body);
    else if (editing) update.mutate({ id: editing.id, ...body });
  };

  return (
    <PageCard
      title="轮播图"
      query={list}
      extra={
        <>
          <Select
            aria-label="位置"
            style={{ width: 200 }}
            allowClear
            placeholder="全部位置"
            value={type}
            onChange={(value: number | undefined) => setType(value)}
            options={BANNER_TYPES}
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            新增轮播图
          </Button>
        </>
      }
    >
      <Table<Banner>
        rowKey="id"
        scroll={{ x: 960 }}
        loading={list.isPending}
        dataSource={list.data ?? []}
        pagination={false}
        locale={{ emptyText: list.error ? '加载失败' : '暂无轮播图，新增一张后玩家首页显示它' }}
        columns={[
          {
            title: '图片',
            dataIndex: 'src',
            render: (src: string) => <Thumb src={src} alt="轮播图" />,
          },
          { title: '位置', dataIndex: 'type', render: typeLabel },
          {
            title: '链接',
            dataIndex: 'link',
            ellipsis: true,
            render: (link: string) => link || '—',
          },
          { title: TEXT.sort, dataIndex: 'sort', width: 80 },
          {
            title: TEXT.status,
            dataIndex: 'enabled',
            width: 110,
            render: (enabled: number, row) => (
              <EnabledSwitch
                value={enabled}
                label={`轮播图${row.id}启用`}
                busy={toggle.isPending && toggle.variables?.id === row.id}
                onToggle={(next) => toggle.mutate({ id: row.id, enabled: next })}
              />
            ),
          },
          { title: '创建时间', dataIndex: 'created_at', width: 180, render: formatTime },
          {
            title: TEXT.actions,
            width: 160,
            render: (_: unknown, row) => (
              <Space>
                <Button size="small" onClick={() => setEditing(row)}>
                  {TEXT.edit}
                </Button>
                <DeleteButton
                  label={`删除轮播图${row.id}`}
                  busy={remove.isPending && remove.variables?.id === row.id}
                  onConfirm={() => remove.mutate({ id: row.id })}
                />
              </Space>
            ),
          },
        ]}
      />
      <Modal
        title={editing === 'new' ? '新增轮播图' : '编辑轮播图'}
        open={editing !== null}
        onCancel={() => setEditing(null)}
        footer={null}
        destroyOnHidden
        width={640}
      >
        {editing !== null ? (
          <Form<FormValues>
            layout="vertical"
            initialValues={
              editing === 'new'
                ? { type: 2, src: '', link: '', sort: 0, enabled: true }
                : { ...editing, enabled: editing.enabled === 1 }
            }
            onFinish={submit}
          >
            <Form.Item
              name="src"
              label="图片"
              rules={[
                { required: true, message: '请上传图片或填写图片地址' },
                { pattern: /^(https?:\/\/\S+|\/\S*)$/, message: '地址须以 http(s):// 或 / 开头' },
              ]}
            >
              <ImageField label="轮播图图片" />
            </Form.Item>
            <Form.Item
              name="link"
              label="点击后打开"
              extra="留空则不可点击；站内页面填 /#/ 开头的地址"
              rules={[
                { pattern: /^(|https?:\/\/\S+|\/\S*)$/, message: '地址须以 http(s):// 或 / 开头' },
              ]}
            >
              <Input maxLength={255} />
            </Form.Item>
            <Space size="large">
              <Form.Item name="type" label="位置" rules={[{ required: true }]}>
                <InputNumber min={0} max={99} precision={0} />
              </Form.Item>
              <Form.Item name="sort" label={TEXT.sort} extra={TEXT.sortHelp}>
                <InputNumber min={0} max={100000} precision={0} />
              </Form.Item>
              <Form.Item name="enabled" label={TEXT.enabled} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Space>
            <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button onClick={() => setEditing(null)}>{TEXT.cancel}</Button>
              <Button
                type="primary"
                htmlType="submit"
                loading={create.isPending || update.isPending}
              >
                {TEXT.save}
              </Button>
            </Space>
          </Form>
        ) : null}
      </Modal>
    </PageCard>
  );
}
