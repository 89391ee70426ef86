import { useState } from 'react';
import {
  Button,
  Form,
  Input,
  Modal,
  Radio,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ResponseOf } from '@app/contract/endpoint';
import { adminCalls } from '@app/contract/endpoint-routes';
import { PageCard } from '../../../components/PageCard.tsx';
import { formatTime } from '../../../lib/format.ts';
import { useAction, useCall } from '../../../lib/query.ts';
import { DeleteButton, EnabledSwitch, pagination } from '../components/list.tsx';
import { TEXT } from '../text.ts';

type Notice = ResponseOf<typeof adminCalls.notices>['data'][number];

/** 1: the home page's scrolling line (homenotice); 2: a notice of the notice list (noticeList). */
const KINDS = [
  { value: 1, label: '滚动公告' },
  { value: 2, label: '公告通知' },
] as const;
const TITLE_MAX = 128;
const CONTENT_MAX = 2000;

interface FormValues {
  kind: 1 | 2;
  title: string;
  content: string;
  popup: boolean;
  enabled: boolean;
}

/** 公告: scrolling announcements and notices (with the popup switch), newest first. */
export default function NoticesPage() {
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<1 | 2 | undefined>(undefined);
  const list = useCall(adminCalls.notices, kind === undefined ? { page } : { page, kind });
  const [editing, setEditing] = useState<Notice | 'new' | null>(null);
  const refresh = [adminCalls.notices];
  const close = () => setEditing(null);
  const create = useAction(adminCalls.noticesCreate, {
    invalidate: refresh,
    success: TEXT.created,
    onSuccess: close,
  });
  const update = useAction(adminCalls.noticesUpdate, {
    invalidate: refresh,
    success: TEXT.saved,
    onSuccess: close,
  });
  const toggle = useAction(adminCalls.noticesUpdate, { invalidate: refresh, success: TEXT.saved });
  const remove = useAction(adminCalls.noticesDelete, {
    invalidate: refresh,
    success: TEXT.deleted,
  });

  const submit = (values: FormValues) => {
    const body = {
      kind: values.kind,
      title: (values.title ?? '').trim(),
      content: values.content.trim(),
      popup: values.popup ? 1 : 0,
      enabled: values.enabled ? 1 : 0,
    } as const;
    if (editing === 'new') create.mutate(body);
    else if (editing) update.mutate({ id: editing.id, ...body });
  };

  return (
    <PageCard
      title="公告"
      query={list}
      extra={
        <>
          <Select
            aria-label="公告类型"
            style={{ width: 140 }}
            allowClear
            placeholder="全部类型"
            value={kind}
            onChange={(value: 1 | 2 | undefined) => {
              setKind(value);
              setPage(1);
            }}
            options={[...KINDS]}
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            新增公告
          </Button>
        </>
      }
    >
      <Table<Notice>
        rowKey="id"
        scroll={{ x: 960 }}
        loading={list.isPending}
        dataSource={list.data?.data ?? []}
        pagination={pagination(list.data, setPage)}
        locale={{ emptyText: list.error ? '加载失败' : '暂无公告' }}
        columns={[
          {
            title: '类型',
            dataIndex: 'kind',
            width: 100,
            render: (k: number) => (
              <Tag color={k === 1 ? 'blue' : 'gold'}>
                {KINDS.find((item) => item.value === k)?.label ?? k}
              </Tag>
            ),
          },
          { title: '标题', dataIndex: 'title', width: 200, render: (t: string) => t || '—' },
          {
            title: '内容',
            dataIndex: 'content',
            width: 320,
            render: (text: string) => (
              <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                {text}
              </Typography.Paragraph>
            ),
          },
          {
            title: '弹窗',
            dataIndex: 'popup',
            width: 70,
            render: (popup: number) => (popup === 1 ? '是' : '否'),
          },
          {
            title: TEXT.status,
            dataIndex: 'enabled',
            width: 110,
            render: (enabled: number, row) => (
              <EnabledSwitch
                value={enabled}
                label={`公告${row.id}启用`}
                busy={toggle.isPending && toggle.variables?.id === row.id}
                onToggle={(next) => toggle.mutate({ id: row.id, enabled: next })}
              />
            ),
          },
          { title: '创建时间', dataIndex: 'created_at', width: 170, render: formatTime },
          {
            title: TEXT.actions,
            width: 160,
            render: (_: unknown, row) => (
              <Space>
                <Button size="small" onClick={() => setEditing(row)}>
                  {TEXT.edit}
                </Button>
                <DeleteButton
                  label={`删除公告${row.id}`}
                  busy={remove.isPending && remove.variables?.id === row.id}
                  onConfirm={() => remove.mutate({ id: row.id })}
                />
              </Space>
            ),
          },
        ]}
      />
      <Modal
        title={editing === 'new' ? '新增公告' : '编辑公告'}
        open={editing !== null}
        onCancel={close}
        footer={null}
        destroyOnHidden
        width={640}
      >
        {editing !== null ? (
          <NoticeForm
            initial={
              editing === 'new'
                ? { kind: 2, title: '', content: '', popup: false, enabled: true }
                : {
                    kind: editing.kind as 1 | 2,
                    title: editing.title,
                    content: editing.content,
                    popup: editing.popup === 1,
                    enabled: editing.enabled === 1,
                  }
            }
            busy={create.isPending || update.isPending}
            onCancel={close}
            onSubmit={submit}
          />
        ) : null}
      </Modal>
    </PageCard>
  );
}

/** The notice form (its own form instance per opening, so a new notice starts from defaults). */
function NoticeForm({
  initial,
  busy,
  onCancel,
  onSubmit,
}: {
  initial: FormValues;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (values: FormValues) => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const formKind = Form.useWatch('kind', form) ?? initial.kind;
  return (
    <Form<FormValues> form={form} layout="vertical" initialValues={initial} onFinish={onSubmit}>
      <Form.Item name="kind" label="类型" rules={[{ required: true }]}>
        <Radio.Group options={[...KINDS]} optionType="button" />
      </Form.Item>
      <Form.Item
        name="title"
        label="标题"
        rules={[
          { required: formKind === 2, whitespace: true, message: '公告通知须有标题' },
          { max: TITLE_MAX, message: `标题不能超过${TITLE_MAX}个字` },
        ]}
      >
        <Input maxLength={TITLE_MAX} showCount />
      </Form.Item>
      <Form.Item
        name="content"
        label="内容"
        rules={[
          { required: true, whitespace: true, message: '请填写公告内容' },
          { max: CONTENT_MAX, message: `内容不能超过${CONTENT_MAX}个字` },
        ]}
      >
        <Input.TextArea rows={6} maxLength={CONTENT_MAX} showCount />
      </Form.Item>
      <Space size="large">
        <Form.Item name="popup" label="登录后弹窗" valuePropName="checked" extra="公告通知才会弹出">
          <Switch />
        </Form.Item>
        <Form.Item name="enabled" label={TEXT.enabled} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
      <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{TEXT.cancel}</Button>
        <Button type="primary" htmlType="submit" loading={busy}>
          {TEXT.save}
        </Button>
      </Space>
    </Form>
  );
}
