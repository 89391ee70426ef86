import { useState } from 'react';
import { Button, Form, Input, Modal, Select, Space, Table, Tag } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ResponseOf } from '@app/contract/endpoint';
import { adminCalls } from '@app/contract/endpoint-routes';
import { PageCard } from '../../../components/PageCard.tsx';
import { useAction, useCall } from '../../../lib/query.ts';
import { ImageField, Thumb } from '../components/ImageField.tsx';
import { DeleteButton } from '../components/list.tsx';
import { TEXT } from '../text.ts';

type Sponsor = ResponseOf<typeof adminCalls.sponsors>['sponsors'][number];

const THEMES = [
  { value: 'blue', label: '蓝' },
  { value: 'purple', label: '紫' },
  { value: 'green', label: '绿' },
  { value: 'orange', label: '橙' },
  { value: 'red', label: '红' },
] as const;
const LIMITS = { sponsorsMax: 6, paragraphsMax: 8, paragraphMax: 500, factsMax: 8 } as const;

interface FormValues extends Omit<Sponsor, 'paragraphs'> {
  /** Paragraphs, one per blank-line-separated block. */
  paragraphs: string;
}

const line = (label: string, max: number) => [
  { required: true, whitespace: true, message: `请填写${label}` },
  { max, message: `${label}不能超过${max}个字` },
];

/**
 * 赞助页: the partners of the player's sponsor pages (/zhanzhu, /zhanzhuye?type=N). Plain text
 * only (the app never renders it as HTML). The list is saved as a whole on every change.
 */
export default function SponsorsPage() {
  const list = useCall(adminCalls.sponsors, {});
  const sponsors = list.data?.sponsors ?? [];
  const [editing, setEditing] = useState<{ index: number; sponsor: Sponsor } | 'new' | null>(null);
  const close = () => setEditing(null);
  const save = useAction(adminCalls.sponsorsUpdate, {
    invalidate: [adminCalls.sponsors],
    success: TEXT.saved,
    onSuccess: close,
  });

  const submit = (values: FormValues) => {
    const sponsor: Sponsor = {
      ...values,
      type: String(values.type).trim(),
      logo: (values.logo ?? '').trim(),
      paragraphs: values.paragraphs
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter((p) => p !== ''),
      facts: (values.facts ?? []).map((f) => ({ label: f.label.trim(), value: f.value.trim() })),
    };
    const next =
      editing === 'new'
        ? [...sponsors, sponsor]
        : sponsors.map((s, i) => (editing && i === editing.index ? sponsor : s));
    save.mutate({ sponsors: next });
  };
  const freeType = () => {
    for (let n = 1; n < 100; n++) if (!sponsors.some((s) => s.type === String(n))) return String(n);
    return '';
  };

  return (
    <PageCard
      title="赞助页"
      query={list}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={sponsors.length >= LIMITS.sponsorsMax || list.isPending}
          onClick={() => setEditing('new')}
        >
          新增赞助伙伴
        </Button>
      }
    >
      <Table<Sponsor>
        rowKey="type"
        scroll={{ x: 960 }}
        loading={list.isPending}
        dataSource={sponsors}
        pagination={false}
        locale={{ emptyText: list.error ? '加载失败' : '暂无赞助伙伴，玩家端赞助页显示为空' }}
        columns={[
          { title: '编号', dataIndex: 'type', width: 70 },
          {
            title: '标志',
            dataIndex: 'mark',
            width: 120,
            render: (mark: string, row) =>
              row.logo ? (
                <Thumb src={row.logo} alt={row.name} />
              ) : (
                <Tag color={row.theme}>{mark}</Tag>
              ),
          },
          { title: '名称', dataIndex: 'name' },
          { title: '领域', dataIndex: 'field' },
          { title: '标语', dataIndex: 'tagline' },
          {
            title: '段落',
            dataIndex: 'paragraphs',
            width: 70,
            render: (p: string[]) => p.length,
          },
          {
            title: TEXT.actions,
            width: 160,
            render: (_: unknown, row, index) => (
              <Space>
                <Button size="small" onClick={() => setEditing({ index, sponsor: row })}>
                  {TEXT.edit}
                </Button>
                <DeleteButton
                  label={`删除${row.name}`}
                  busy={save.isPending}
                  onConfirm={() =>
                    save.mutate({ sponsors: sponsors.filter((_s, i) => i !== index) })
                  }
                />
              </Space>
            ),
          },
        ]}
      />
      <Modal
        title={editing === 'new' ? '新增赞助伙伴' : '编辑赞助伙伴'}
        open={editing !== null}
        onCancel={close}
        footer={null}
        destroyOnHidden
        width={720}
      >
        {editing !== null ? (
          <Form<FormValues>
            layout="vertical"
            initialValues={
              editing === 'new'
                ? {
                    type: freeType(),
                    name: '',
                    field: '',
                    tagline: '',
                    mark: '',
                    logo: '',
                    theme: 'blue',
                    paragraphs: '',
                    facts: [],
                  }
                : { ...editing.sponsor, paragraphs: editing.sponsor.paragraphs.join('\n\n') }
            }
            onFinish={submit}
          >
            <Space size="middle" wrap align="start">
              <Form.Item
                name="type"
                label="编号"
                extra="赞助页地址 /zhanzhuye?type=编号"
                rules={[
                  { required: true, pattern: /^[1-9]\d?$/, message: '编号为1至99' },
                  {
                    validator: (_r, value: string) =>
                      sponsors.some(
                        (s, i) =>
                          s.type === String(value) && (editing === 'new' || i !== editing.index),
                      )
                        ? Promise.reject(new Error('编号已被使用'))
                        : Promise.resolve(),
                  },
                ]}
              >
                <Input style={{ width: 90 }} />
              </Form.Item>
              <Form.Item name="name" label="名称" rules={line('名称', 32)}>
                <Input maxLength={32} />
              </Form.Item>
              <Form.Item name="mark" label="标志字" extra="一至两个字" rules={line('标志字', 2)}>
                <Input maxLength={2} style={{ width: 80 }} />
              </Form.Item>
              <Form.Item name="theme" label="主题色">
                <Select options={[...THEMES]} style={{ width: 90 }} aria-label="主题色" />
              </Form.Item>
            </Space>
            <Form.Item
              name="logo"
              label="标志图片"
              extra="可选：有图片时代替标志字显示（圆形）"
              rules={[
                {
                  pattern: /^(|https:\/\/[^\s"'<>()]+|\/[^\s"'<>()]*)$/,
                  message: '地址须以 https:// 或 / 开头',
                },
              ]}
            >
              <ImageField label="标志图片" />
            </Form.Item>
            <Space size="middle" wrap>
              <Form.Item name="field" label="领域" rules={line('领域', 32)}>
                <Input maxLength={32} />
              </Form.Item>
              <Form.Item name="tagline" label="标语" rules={line('标语', 32)}>
                <Input maxLength={32} />
              </Form.Item>
            </Space>
            <Form.Item
              name="paragraphs"
              label="正文"
              extra={`段落之间空一行；最多${LIMITS.paragraphsMax}段，每段不超过${LIMITS.paragraphMax}字`}
              rules={[
                { required: true, whitespace: true, message: '请填写正文' },
                {
                  validator: (_r, value: string) => {
                    const parts = (value ?? '').split(/\n\s*\n/).filter((p) => p.trim() !== '');
                    if (parts.length > LIMITS.paragraphsMax)
                      return Promise.reject(new Error(`最多${LIMITS.paragraphsMax}段`));
                    if (parts.some((p) => p.trim().length > LIMITS.paragraphMax))
                      return Promise.reject(new Error(`每段不超过${LIMITS.paragraphMax}字`));
                    return Promise.resolve();
                  },
                },
              ]}
            >
              <Input.TextArea rows={8} />
            </Form.Item>
            <Form.List name="facts">
              {(fields, { add, remove }) => (
                <Form.Item label={`要点（最多${LIMITS.factsMax}条）`}>
                  {fields.map((field, index) => (
                    <Space key={field.key} align="start">
                      <Form.Item name={[field.name, 'label']} rules={line('要点名称', 16)}>
                        <Input
                          placeholder="名称"
                          maxLength={16}
                          aria-label={`要点${index + 1}名称`}
                        />
                      </Form.Item>
                      <Form.Item name={[field.name, 'value']} rules={line('要点内容', 64)}>
                        <Input
                          placeholder="内容"
                          maxLength={64}
                          style={{ width: 320 }}
                          aria-label={`要点${index + 1}内容`}
                        />
                      </Form.Item>
                      <Button
                        icon={<DeleteOutlined />}
                        aria-label={`移除要点${index + 1}`}
                        onClick={() => remove(field.name)}
                      />
                    </Space>
                  ))}
                  <Button
                    icon={<PlusOutlined />}
                    disabled={fields.length >= LIMITS.factsMax}
                    onClick={() => add({ label: '', value: '' })}
                  >
                    添加要点
                  </Button>
                </Form.Item>
              )}
            </Form.List>
            <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button onClick={close}>{TEXT.cancel}</Button>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {TEXT.save}
              </Button>
            </Space>
          </Form>
        ) : null}
      </Modal>
    </PageCard>
  );
}
