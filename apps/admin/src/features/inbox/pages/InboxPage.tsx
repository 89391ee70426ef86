import { useState } from 'react';
import {
  App,
  Button,
  Card,
  Empty,
  Form,
  Input,
  InputNumber,
  Radio,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { INBOX_LIMITS, type INBOX_KINDS } from '@app/contract/inbox';
import type { ResponseOf } from '@app/contract/endpoint';
import type { adminCalls } from '@app/contract/endpoint-routes';
import { PageCard } from '../../../components/PageCard.tsx';
import { detailRows } from '../../../components/expandable.tsx';
import { useMayCall } from '../../../lib/operator.ts';
import { useSendMessage, useSentMessages } from '../use-inbox.ts';
import { INBOX_PAGE } from '../strings.ts';

type SentMessage = ResponseOf<typeof adminCalls.inbox>['data'][number];

const KIND_LABEL: Record<(typeof INBOX_KINDS)[number], string> = {
  deposit: INBOX_PAGE.deposit,
  withdrawal: INBOX_PAGE.withdrawal,
  activity: INBOX_PAGE.activity,
  vip: 'VIP',
  rebate: INBOX_PAGE.rebate,
  agent: INBOX_PAGE.agent,
  operator: INBOX_PAGE.operator,
};

const TEXT = {
  send: INBOX_PAGE.send,
  to: INBOX_PAGE.to,
  one: INBOX_PAGE.one,
  all: INBOX_PAGE.all,
  player: INBOX_PAGE.player,
  playerHint: INBOX_PAGE.playerHint,
  playerRequired: INBOX_PAGE.playerRequired,
  title: INBOX_PAGE.title,
  titleRequired: INBOX_PAGE.titleRequired,
  content: INBOX_PAGE.content,
  contentRequired: INBOX_PAGE.contentRequired,
  submit: INBOX_PAGE.submit,
  confirmAllTitle: INBOX_PAGE.confirmAllTitle,
  confirmAll: INBOX_PAGE.confirmAll,
  sent: INBOX_PAGE.sent,
  filterUser: INBOX_PAGE.filterUser,
  recipient: INBOX_PAGE.to,
  everyone: INBOX_PAGE.all,
  kind: INBOX_PAGE.kind,
  time: INBOX_PAGE.time,
  empty: INBOX_PAGE.empty,
} as const;

interface SendForm {
  to: 'one' | 'all';
  player?: string;
  title: string;
  content: string;
}

/** The one player a form names: digits are an id, anything else an account name. */
function recipientOf(player: string | undefined): { user_id?: number; username?: string } {
  const text = (player ?? '').trim();
  return /^\d{1,15}$/.test(text) ? { user_id: Number(text) } : { username: text };
}

const COLUMNS: ColumnsType<SentMessage> = [
  { title: TEXT.time, dataIndex: 'created_at', width: 170 },
  {
    title: TEXT.recipient,
    dataIndex: 'user_id',
    width: 160,
    render: (id: number | null, row) =>
      id === null ? <Tag color="blue">{TEXT.everyone}</Tag> : `${row.username ?? ''} (#${id})`,
  },
  {
    title: TEXT.kind,
    dataIndex: 'kind',
    width: 90,
    render: (k: SentMessage['kind']) => KIND_LABEL[k],
  },
  { title: TEXT.title, dataIndex: 'title', width: 200 },
  {
    title: TEXT.content,
    dataIndex: 'content',
    ellipsis: true,
  },
];

/** The form that sends a message to one player, or to every player after a confirmation. */
function SendCard() {
  const { modal } = App.useApp();
  const [form] = Form.useForm<SendForm>();
  const to = Form.useWatch('to', form) ?? 'one';
  const send = useSendMessage(() => form.resetFields(['title', 'content']));

  const submit = (values: SendForm) => {
    const payload = {
      ...(values.to === 'one' ? recipientOf(values.player) : {}),
      title: values.title,
      content: values.content,
    };
    if (values.to === 'all') {
      modal.confirm({
        title: TEXT.confirmAllTitle,
        content: TEXT.confirmAll,
        okText: TEXT.submit,
        cancelText: INBOX_PAGE.cancelText,
        onOk: () => send.mutateAsync(payload).catch(() => undefined),
      });
    } else {
      send.mutate(payload);
    }
  };

  return (
    <Card title={TEXT.send}>
      <Form<SendForm>
        form={form}
        layout="vertical"
        initialValues={{ to: 'one' }}
        onFinish={submit}
        style={{ maxWidth: 640 }}
      >
        <Form.Item name="to" label={TEXT.to}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'one', label: TEXT.one },
              { value: 'all', label: TEXT.all },
            ]}
          />
        </Form.Item>
        {to === 'one' ? (
          <Form.Item
            name="player"
            label={TEXT.player}
            rules={[{ required: true, whitespace: true, message: TEXT.playerRequired }]}
          >
            <Input placeholder={TEXT.playerHint} maxLength={32} style={{ width: 240 }} />
          </Form.Item>
        ) : null}
        <Form.Item
          name="title"
          label={TEXT.title}
          rules={[{ required: true, whitespace: true, message: TEXT.titleRequired }]}
        >
          <Input maxLength={INBOX_LIMITS.titleMax} showCount />
        </Form.Item>
        <Form.Item
          name="content"
          label={TEXT.content}
          rules={[{ required: true, whitespace: true, message: TEXT.contentRequired }]}
        >
          <Input.TextArea rows={4} maxLength={INBOX_LIMITS.contentMax} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={send.isPending}>
          {TEXT.submit}
        </Button>
      </Form>
    </Card>
  );
}

/** 站内信: send a message to one player or to all, and the list of messages sent. */
export default function InboxPage() {
  const [page, setPage] = useState(1);
  const [userId, setUserId] = useState<number | undefined>();
  const list = useSentMessages(page, userId);
  const maySend = useMayCall('inboxSend');

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {maySend ? <SendCard /> : null}
      <PageCard
        title={TEXT.sent}
        query={list}
        extra={
          <InputNumber<number>
            aria-label={TEXT.filterUser}
            placeholder={TEXT.filterUser}
            min={1}
            precision={0}
            style={{ width: 160 }}
            value={userId ?? null}
            onChange={(v) => {
              setUserId(v ?? undefined);
              setPage(1);
            }}
          />
        }
      >
        <Table<SentMessage>
          rowKey="id"
          size="middle"
          loading={list.isFetching}
          columns={COLUMNS}
          dataSource={list.data?.data ?? []}
          locale={{ emptyText: <Empty description={TEXT.empty} /> }}
          expandable={detailRows<SentMessage>(
            (row) => (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                {row.content}
              </Typography.Paragraph>
            ),
            (row) => row.title,
          )}
          pagination={{
            current: list.data?.current_page ?? page,
            pageSize: INBOX_LIMITS.pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (n) => INBOX_PAGE.showTotal(n),
            onChange: setPage,
          }}
          scroll={{ x: 900 }}
        />
      </PageCard>
    </Space>
  );
}
