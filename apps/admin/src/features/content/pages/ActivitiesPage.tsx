import { useState } from 'react';
import {
  Button,
  Col,
  Drawer,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Switch,
  Table,
} from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ResponseOf } from '@app/contract/endpoint';
import { adminCalls } from '@app/contract/endpoint-routes';
import { PageCard } from '../../../components/PageCard.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useAction, useCall } from '../../../lib/query.ts';
import { HtmlPreview } from '../components/HtmlPreview.tsx';
import { ImageField, Thumb } from '../components/ImageField.tsx';
import { DeleteButton, EnabledSwitch, pagination } from '../components/list.tsx';
import { TEXT } from '../text.ts';

type Activity = ResponseOf<typeof adminCalls.activities>['data'][number];

const LIMITS = { titleMax: 64, contentMax: 20_000, memoMax: 2000, turnoverMax: 100 } as const;
const MONEY = /^\d{1,6}(\.\d{1,2})?$/;

interface FormValues {
  type: number;
  banner: string;
  title: string;
  content: string;
  memo: string;
  sort: number;
  enabled: boolean;
  bonus: string;
  turnover_multiple: number;
}

/**
 * 优惠活动: the activities players read and apply for. The content is HTML that the server
 * sanitises on save; the drawer shows the stored (sanitised) version beside the text.
 */
export default function ActivitiesPage() {
  const [page, setPage] = useState(1);
  const [type, setType] = useState<number | undefined>(undefined);
  const list = useCall(adminCalls.activities, type === undefined ? { page } : { page, type });
  const types = useCall(adminCalls.activityTypes, {});
  const [editing, setEditing] = useState<Activity | 'new' | null>(null);
  const refresh = [adminCalls.activities];
  const close = () => setEditing(null);
  // After a save the drawer stays open on the stored activity, so the preview shows what the
  // server kept of the HTML.
  const create = useAction(adminCalls.activitiesCreate, {
    invalidate: refresh,
    success: TEXT.created,
    onSuccess: (saved) => setEditing(saved),
  });
  const update = useAction(adminCalls.activitiesUpdate, {
    invalidate: refresh,
    success: TEXT.saved,
    onSuccess: (saved) => setEditing(saved),
  });
  const toggle = useAction(adminCalls.activitiesUpdate, {
    invalidate: refresh,
    success: TEXT.saved,
  });
  const remove = useAction(adminCalls.activitiesDelete, {
    invalidate: refresh,
    success: TEXT.deleted,
  });
  const typeOptions = (types.data ?? []).map((t) => ({
    value: t.id,
    label: t.enabled === 1 ? t.name : `${t.name}（停用）`,
  }));
  const typeName = (id: number) => types.data?.find((t) => t.id === id)?.name ?? `#${id}`;

  const submit = (values: FormValues) => {
    const body = {
      type: values.type,
      banner: values.banner.trim(),
      title: values.title.trim(),
      content: values.content ?? '',
      memo: values.memo ?? '',
      sort: values.sort ?? 0,
      enabled: values.enabled ? 1 : 0,
      bonus: values.bonus || '0',
      turnover_multiple: values.turnover_multiple ?? 0,
    } as const;
    if (editing === 'new') create.mutate(body);
    else if (editing) update.mutate({ id: editing.id, ...body });
  };

  return (
    <PageCard
      title="优惠活动"
      query={list}
      extra={
        <>
          <Select
            aria-label="活动类型"
            style={{ width: 160 }}
            allowClear
            placeholder="全部类型"
            value={type}
            onChange={(value: number | undefined) => {
              setType(value);
              setPage(1);
            }}
            options={typeOptions}
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            新增活动
          </Button>
        </>
      }
    >
      <Table<Activity>
        rowKey="id"
        scroll={{ x: 960 }}
        loading={list.isPending}
        dataSource={list.data?.data ?? []}
        pagination={pagination(list.data, setPage)}
        locale={{ emptyText: list.error ? '加载失败' : '暂无活动' }}
        columns={[
          {
            title: '图片',
            dataIndex: 'banner',
            width: 120,
            render: (src: string, row) => <Thumb src={src} alt={row.title} />,
          },
          { title: '标题', dataIndex: 'title' },
          { title: '类型', dataIndex: 'type', width: 110, render: typeName },
          {
            title: '彩金',
            dataIndex: 'bonus',
            width: 100,
            align: 'right',
            render: formatMoney,
          },
          { title: '流水倍数', dataIndex: 'turnover_multiple', width: 90 },
          { title: '申请数', dataIndex: 'applications', width: 80 },
          { title: TEXT.sort, dataIndex: 'sort', width: 70 },
          {
            title: TEXT.status,
            dataIndex: 'enabled',
            width: 100,
            render: (enabled: number, row) => (
              <EnabledSwitch
                value={enabled}
                label={`${row.title}启用`}
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
                  label={`删除${row.title}`}
                  busy={remove.isPending && remove.variables?.id === row.id}
                  onConfirm={() => remove.mutate({ id: row.id })}
                />
              </Space>
            ),
          },
        ]}
      />
      <Drawer
        title={editing === 'new' ? '新增活动' : '编辑活动'}
        open={editing !== null}
        onClose={close}
        width={960}
        destroyOnHidden
      >
        {editing !== null ? (
          <Form<FormValues>
            key={editing === 'new' ? 'new' : `${editing.id}:${editing.updated_at}`}
            layout="vertical"
            initialValues={
              editing === 'new'
                ? {
                    type: types.data?.[0]?.id,
                    banner: '',
                    title: '',
                    content: '',
                    memo: '',
                    sort: 0,
                    enabled: true,
                    bonus: '0',
                    turnover_multiple: 1,
                  }
                : { ...editing, enabled: editing.enabled === 1 }
            }
            onFinish={submit}
          >
            <Row gutter={16}>
              <Col span={12}>
                <Form.Item
                  name="title"
                  label="标题"
                  rules={[
                    { required: true, whitespace: true, message: '请填写活动标题' },
                    { max: LIMITS.titleMax, message: `标题不能超过${LIMITS.titleMax}个字` },
                  ]}
                >
                  <Input maxLength={LIMITS.titleMax} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item
                  name="type"
                  label="类型"
                  rules={[{ required: true, message: '请选择活动类型' }]}
                >
                  <Select options={typeOptions} aria-label="所属类型" />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item
              name="banner"
              label="活动图片"
              rules={[
                { required: true, message: '请上传活动图片或填写地址' },
                {
                  pattern: /^(https?:\/\/\S+|\/\S*)\.[A-Za-z0-9]+([?#]\S*)?$/,
                  message: '地址须以 http(s):// 或 / 开头，并以图片后缀结尾',
                },
              ]}
            >
              <ImageField label="活动图片" />
            </Form.Item>
            <Row gutter={16}>
              <Col span={12}>
                <Form.Item
                  name="content"
                  label="活动内容（HTML）"
                  extra="可用段落、标题、列表、加粗、链接；保存时服务器会去掉其余标签与脚本"
                  rules={[{ max: LIMITS.contentMax, message: '内容过长' }]}
                >
                  <Input.TextArea rows={14} style={{ fontFamily: 'monospace' }} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <HtmlPreview html={editing === 'new' ? '' : editing.content} />
              </Col>
            </Row>
            <Form.Item
              name="memo"
              label="备注（申请须知）"
              rules={[{ max: LIMITS.memoMax, message: `备注不能超过${LIMITS.memoMax}个字` }]}
            >
              <Input.TextArea rows={2} maxLength={LIMITS.memoMax} />
            </Form.Item>
            <Space size="large" wrap>
              <Form.Item
                name="bonus"
                label="彩金（元）"
                rules={[{ pattern: MONEY, message: '金额最多两位小数' }]}
              >
                <Input style={{ width: 140 }} inputMode="decimal" />
              </Form.Item>
              <Form.Item name="turnover_multiple" label="流水倍数">
                <InputNumber min={0} max={LIMITS.turnoverMax} precision={0} />
              </Form.Item>
              <Form.Item name="sort" label={TEXT.sort} extra={TEXT.sortHelp}>
                <InputNumber min={0} max={100000} precision={0} />
              </Form.Item>
              <Form.Item name="enabled" label={TEXT.enabled} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Space>
            <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button onClick={close}>关闭</Button>
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
      </Drawer>
    </PageCard>
  );
}
