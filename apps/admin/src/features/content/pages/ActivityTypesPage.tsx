import { useState } from 'react';
import { Button, Form, Input, InputNumber, Modal, Space, Switch, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ResponseOf } from '@app/contract/endpoint';
import { adminCalls } from '@app/contract/endpoint-routes';
import { PageCard } from '../../../components/PageCard.tsx';
import { useAction, useCall } from '../../../lib/query.ts';
import { DeleteButton, EnabledSwitch } from '../components/list.tsx';
import { TEXT } from '../text.ts';

type ActivityType = ResponseOf<typeof adminCalls.activityTypes>[number];
const NAME_MAX = 32;

interface FormValues {
  name: string;
  sort: number;
  enabled: boolean;
}

/** 活动类型: the tabs of the player's activity page (a type in use cannot be deleted). */
export default function ActivityTypesPage() {
  const list = useCall(adminCalls.activityTypes, {});
  const [editing, setEditing] = useState<ActivityType | 'new' | null>(null);
  const refresh = [adminCalls.activityTypes, adminCalls.activities];
  const close = () => setEditing(null);
  const create = useAction(adminCalls.activityTypesCreate, {
    invalidate: refresh,
    success: TEXT.created,
    onSuccess: close,
  });
  const update = useAction(adminCalls.activityTypesUpdate, {
    invalidate: refresh,
    success: TEXT.saved,
    onSuccess: close,
  });
  const toggle = useAction(adminCalls.activityTypesUpdate, {
    invalidate: refresh,
    success: TEXT.saved,
  });
  const remove = useAction(adminCalls.activityTypesDelete, {
    invalidate: refresh,
    success: TEXT.deleted,
  });

  const submit = (values: FormValues) => {
    const body = {
      name: values.name.trim(),
      sort: values.sort ?? 0,
      enabled: values.enabled ? 1 : 0,
    } as const;
    if (editing === 'new') create.mutate(body);
    else if (editing) update.mutate({ id: editing.id, ...body });
  };

  return (
    <PageCard
      title="活动类型"
      query={list}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新增类型
        </Button>
      }
    >
      <Table<ActivityType>
        rowKey="id"
        scroll={{ x: 640 }}
        loading={list.isPending}
        dataSource={list.data ?? []}
        pagination={false}
        locale={{ emptyText: list.error ? '加载失败' : '暂无活动类型' }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: '名称', dataIndex: 'name' },
          { title: TEXT.sort, dataIndex: 'sort', width: 90 },
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
            width: 160,
            render: (_: unknown, row) => (
              <Space>
                <Button size="small" onClick={() => setEditing(row)}>
                  {TEXT.edit}
                </Button>
                <DeleteButton
                  label={`删除${row.name}`}
                  busy={remove.isPending && remove.variables?.id === row.id}
                  onConfirm={() => remove.mutate({ id: row.id })}
                />
              </Space>
            ),
          },
        ]}
      />
      <Modal
        title={editing === 'new' ? '新增活动类型' : '编辑活动类型'}
        open={editing !== null}
        onCancel={close}
        footer={null}
        destroyOnHidden
      >
        {editing !== null ? (
          <Form<FormValues>
            layout="vertical"
            initialValues={
              editing === 'new'
                ? { name: '', sort: 0, enabled: true }
                : { name: editing.name, sort: editing.sort, enabled: editing.enabled === 1 }
            }
            onFinish={submit}
          >
            <Form.Item
              name="name"
              label="名称"
              rules={[
                { required: true, whitespace: true, message: '请填写类型名称' },
                { max: NAME_MAX, message: `名称不能超过${NAME_MAX}个字` },
              ]}
            >
              <Input maxLength={NAME_MAX} />
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
              <Button onClick={close}>{TEXT.cancel}</Button>
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
