import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Form, Input, InputNumber, Modal, Select, Space, Switch, Table } from 'antd';
import type { ResponseOf } from '@app/contract/endpoint';
import { adminCalls } from '@app/contract/endpoint-routes';
import { PageCard } from '../../../components/PageCard.tsx';
import { useAction, useCall } from '../../../lib/query.ts';
import { ImageField, Thumb } from '../components/ImageField.tsx';
import { EnabledSwitch, pagination } from '../components/list.tsx';
import { TEXT } from '../text.ts';

type Game = ResponseOf<typeof adminCalls.games>['data'][number];
const NAME_MAX = 64;

interface FormValues {
  name: string;
  img: string;
  hot: boolean;
  status: boolean;
  sort: number;
}

/**
 * 游戏: the catalogue's games by category or venue (?platname= from the venue list): name,
 * picture, hot, open or closed (a closed game is hidden and refuses launches), order.
 */
export default function GamesPage() {
  const [params, setParams] = useSearchParams();
  const platname = params.get('platname') ?? undefined;
  const categoryId = params.get('category') ? Number(params.get('category')) : undefined;
  const [page, setPage] = useState(1);
  const list = useCall(adminCalls.games, {
    page,
    ...(platname ? { platname } : {}),
    ...(categoryId ? { category_id: categoryId } : {}),
  });
  const categories = useCall(adminCalls.categories, {});
  const venues = useCall(adminCalls.venues, {});
  const [editing, setEditing] = useState<Game | null>(null);
  const refresh = [adminCalls.games, adminCalls.categories];
  const update = useAction(adminCalls.gamesUpdate, {
    invalidate: refresh,
    success: TEXT.saved,
    onSuccess: () => setEditing(null),
  });
  const toggle = useAction(adminCalls.gamesUpdate, { invalidate: refresh, success: TEXT.saved });
  const filter = (name: string, value: string | number | undefined) => {
    const next = new URLSearchParams(params);
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, String(value));
    setParams(next, { replace: true });
    setPage(1);
  };

  return (
    <PageCard
      title="游戏"
      query={list}
      extra={
        <>
          <Select
            aria-label="分类"
            style={{ width: 140 }}
            allowClear
            placeholder="全部分类"
            value={categoryId}
            onChange={(value: number | undefined) => filter('category', value)}
            options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
          <Select
            aria-label="场馆"
            style={{ width: 140 }}
            allowClear
            placeholder="全部场馆"
            value={platname}
            onChange={(value: string | undefined) => filter('platname', value)}
            options={(venues.data ?? []).map((v) => ({ value: v.platname, label: v.name }))}
          />
        </>
      }
    >
      <Table<Game>
        rowKey="id"
        scroll={{ x: 960 }}
        loading={list.isPending}
        dataSource={list.data?.data ?? []}
        pagination={pagination(list.data, setPage)}
        locale={{ emptyText: list.error ? '加载失败' : '没有符合条件的游戏' }}
        columns={[
          {
            title: '图片',
            dataIndex: 'img',
            width: 120,
            render: (src: string, row) => <Thumb src={src} alt={row.name} />,
          },
          { title: '名称', dataIndex: 'name' },
          { title: '场馆', dataIndex: 'plat_name', width: 110 },
          {
            title: '分类',
            dataIndex: 'category_id',
            width: 100,
            render: (id: number) => categories.data?.find((c) => c.id === id)?.name ?? id,
          },
          { title: '游戏代码', dataIndex: 'game_code', width: 130, ellipsis: true },
          {
            title: '热门',
            dataIndex: 'hot',
            width: 100,
            render: (hot: number, row) => (
              <EnabledSwitch
                value={hot}
                on="热门"
                off="普通"
                label={`${row.name}热门`}
                busy={toggle.isPending && toggle.variables?.id === row.id}
                onToggle={(next) => toggle.mutate({ id: row.id, hot: next })}
              />
            ),
          },
          { title: TEXT.sort, dataIndex: 'sort', width: 70 },
          {
            title: TEXT.status,
            dataIndex: 'status',
            width: 100,
            render: (status: number, row) => (
              <EnabledSwitch
                value={status}
                on="开放"
                off="维护"
                label={`${row.name}开放`}
                busy={toggle.isPending && toggle.variables?.id === row.id}
                onToggle={(next) => toggle.mutate({ id: row.id, status: next })}
              />
            ),
          },
          {
            title: TEXT.actions,
            width: 80,
            render: (_: unknown, row) => (
              <Button size="small" onClick={() => setEditing(row)}>
                {TEXT.edit}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        title={editing ? `编辑游戏：${editing.name}` : ''}
        open={editing !== null}
        onCancel={() => setEditing(null)}
        footer={null}
        destroyOnHidden
        width={640}
      >
        {editing ? (
          <Form<FormValues>
            layout="vertical"
            initialValues={{
              name: editing.name,
              img: editing.img,
              sort: editing.sort,
              hot: editing.hot === 1,
              status: editing.status === 1,
            }}
            onFinish={(values) =>
              update.mutate({
                id: editing.id,
                name: values.name.trim(),
                img: (values.img ?? '').trim(),
                sort: values.sort ?? 0,
                hot: values.hot ? 1 : 0,
                status: values.status ? 1 : 0,
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
              <ImageField label="游戏图片" />
            </Form.Item>
            <Space size="large">
              <Form.Item name="sort" label={TEXT.sort} extra={TEXT.sortHelp}>
                <InputNumber min={0} max={100000} precision={0} />
              </Form.Item>
              <Form.Item name="hot" label="热门" valuePropName="checked">
                <Switch />
              </Form.Item>
              <Form.Item name="status" label="开放" valuePropName="checked">
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
