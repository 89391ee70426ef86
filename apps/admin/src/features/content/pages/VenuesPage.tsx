import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Form, Input, InputNumber, Modal, Space, Table, Tag } from 'antd';
import type { ResponseOf } from '@app/contract/endpoint';
import { adminCalls } from '@app/contract/endpoint-routes';
import { PageCard } from '../../../components/PageCard.tsx';
import { useAction, useCall } from '../../../lib/query.ts';
import { EnabledSwitch } from '../components/list.tsx';
import { TEXT } from '../text.ts';

type Venue = ResponseOf<typeof adminCalls.venues>[number];
const NAME_MAX = 32;
const CATEGORY_LABELS: Record<string, string> = {
  live: '真人',
  slots: '电子',
  chess: '棋牌',
  sports: '体育',
  esports: '电竞',
  fishing: '捕鱼',
  lottery: '彩票',
};

/**
 * 场馆: the game venues (platforms) with their switch, name and order; each links to its games.
 * A closed venue is hidden from players with no money there and refuses launches; money there
 * still comes back.
 */
export default function VenuesPage() {
  const list = useCall(adminCalls.venues, {});
  const [editing, setEditing] = useState<Venue | null>(null);
  const refresh = [adminCalls.venues, adminCalls.games];
  const update = useAction(adminCalls.venuesUpdate, {
    invalidate: refresh,
    success: TEXT.saved,
    onSuccess: () => setEditing(null),
  });
  const toggle = useAction(adminCalls.venuesUpdate, { invalidate: refresh, success: TEXT.saved });

  return (
    <PageCard title="场馆" query={list}>
      <Table<Venue>
        rowKey="platname"
        scroll={{ x: 960 }}
        loading={list.isPending}
        dataSource={list.data ?? []}
        pagination={false}
        locale={{ emptyText: list.error ? '加载失败' : '暂无场馆' }}
        columns={[
          { title: '代码', dataIndex: 'platname', width: 90 },
          { title: '名称', dataIndex: 'name' },
          {
            title: '类别',
            dataIndex: 'category',
            width: 90,
            render: (c: string) => CATEGORY_LABELS[c] ?? c,
          },
          {
            title: '接口',
            dataIndex: 'adapter',
            width: 100,
            render: (a: string) => <Tag>{a === 'demo' ? '演示场馆' : a}</Tag>,
          },
          { title: TEXT.sort, dataIndex: 'sort', width: 80 },
          {
            title: TEXT.status,
            dataIndex: 'enabled',
            width: 110,
            render: (enabled: number, row) => (
              <EnabledSwitch
                value={enabled}
                on="开放"
                off="维护"
                label={`${row.name}开放`}
                busy={toggle.isPending && toggle.variables?.platname === row.platname}
                onToggle={(next) => toggle.mutate({ platname: row.platname, enabled: next })}
              />
            ),
          },
          {
            title: TEXT.actions,
            width: 170,
            render: (_: unknown, row) => (
              <Space>
                <Button size="small" onClick={() => setEditing(row)}>
                  {TEXT.edit}
                </Button>
                <Link to={`/content/games?platname=${encodeURIComponent(row.platname)}`}>
                  查看游戏
                </Link>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        title={editing ? `编辑场馆：${editing.name}` : ''}
        open={editing !== null}
        onCancel={() => setEditing(null)}
        footer={null}
        destroyOnHidden
      >
        {editing ? (
          <Form<{ name: string; sort: number }>
            layout="vertical"
            initialValues={{ name: editing.name, sort: editing.sort }}
            onFinish={(values) =>
              update.mutate({
                platname: editing.platname,
                name: values.name.trim(),
                sort: values.sort ?? 0,
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
            <Form.Item name="sort" label={TEXT.sort} extra={TEXT.sortHelp}>
              <InputNumber min={0} max={100000} precision={0} />
            </Form.Item>
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
