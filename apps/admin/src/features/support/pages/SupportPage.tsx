import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  App,
  Badge,
  Button,
  Empty,
  Image,
  Input,
  List,
  Pagination,
  Popconfirm,
  Segmented,
  Space,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import type { PayloadOf, ResponseOf } from '@app/contract/endpoint';
import { adminCalls } from '@app/contract/endpoint-routes';
import type { SupportInboxEvent, SupportMessage, SupportRoomEvent } from '@app/contract/support';
import { SUPPORT_INBOX_ROOM, SUPPORT_LIMITS, supportRoomId } from '@app/contract/support-constants';
import { PageCard } from '../../../components/PageCard.tsx';
import { adminCall } from '../../../lib/api.ts';
import { formatTime } from '../../../lib/format.ts';
import { useAction, useCall } from '../../../lib/query.ts';
import { useRealtimeRoom } from '../../../lib/use-realtime.ts';
import { SUPPORT_PAGE } from '../strings.ts';
import { COLOR } from '../../../theme.ts';

type StateFilter = 'all' | 'open' | 'closed';

const STATUS_TEXT = {
  open: SUPPORT_PAGE.open,
  connecting: SUPPORT_PAGE.connecting,
  closed: SUPPORT_PAGE.closed,
} as const;

/** 客服会话: the conversations (unread counts, live) and one conversation's pane. */
export default function SupportPage() {
  const client = useQueryClient();
  const [filter, setFilter] = useState<StateFilter>('all');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const list = useCall(adminCalls.supportConversations, {
    page,
    ...(filter === 'all' ? {} : { state: filter }),
  });
  const status = useRealtimeRoom<SupportInboxEvent>(SUPPORT_INBOX_ROOM, {
    // Any conversation's news: the list's order and unread counts change.
    onPublication: () =>
      void client.invalidateQueries({ queryKey: [adminCalls.supportConversations.path] }),
    onReload: () =>
      void client.invalidateQueries({ queryKey: [adminCalls.supportConversations.path] }),
  });

  return (
    <PageCard
      title={SUPPORT_PAGE.support}
      query={list}
      extra={
        <Badge
          status={status === 'open' ? 'success' : status === 'connecting' ? 'processing' : 'error'}
          text={STATUS_TEXT[status]}
        />
      }
    >
      <div style={{ display: 'flex', gap: 16, minHeight: 560 }}>
        <div style={{ width: 340, flex: '0 0 340px' }}>
          <Segmented<StateFilter>
            block
            value={filter}
            onChange={(value) => {
              setFilter(value);
              setPage(1);
            }}
            options={[
              { label: SUPPORT_PAGE.all, value: 'all' },
              { label: SUPPORT_PAGE.inProgress, value: 'open' },
              { label: SUPPORT_PAGE.ended, value: 'closed' },
            ]}
          />
          <List
            aria-label={SUPPORT_PAGE.conversations}
            loading={list.isLoading}
            locale={{ emptyText: SUPPORT_PAGE.noConversations }}
            dataSource={list.data?.data ?? []}
            style={{ marginTop: 8, maxHeight: 480, overflowY: 'auto' }}
            renderItem={(c) => (
              <List.Item
                key={c.id}
                onClick={() => setSelected(c.id)}
                style={{
                  cursor: 'pointer',
                  padding: '8px 10px',
                  background: c.id === selected ? COLOR.selected : undefined,
                  borderRadius: 6,
                }}
                data-testid={`conversation-${c.id}`}
              >
                {/* Not List.Item.Meta: its title is an h4, out of order on this page (axe). */}
                <div style={{ minWidth: 0 }}>
                  <Space>
                    <Badge count={c.unread} size="small" offset={[6, 0]}>
                      <Typography.Text strong>{c.username}</Typography.Text>
                    </Badge>
                    {c.state === 'closed' ? <Tag>{SUPPORT_PAGE.ended}</Tag> : null}
                  </Space>
                  <div>
                    <Typography.Text ellipsis style={{ width: 280 }} type="secondary">
                      {c.last_message}
                    </Typography.Text>
                    <div style={{ fontSize: 12, color: COLOR.textMuted }}>
                      {formatTime(c.last_message_at)}
                    </div>
                  </div>
                </div>
              </List.Item>
            )}
          />
          <Pagination
            size="small"
            style={{ marginTop: 8 }}
            current={page}
            pageSize={SUPPORT_LIMITS.adminPageSize}
            total={list.data?.total ?? 0}
            onChange={setPage}
            hideOnSinglePage
          />
        </div>
        <div
          style={{
            flex: 1,
            minWidth: 0,
            borderLeft: `1px solid ${COLOR.panelBorder}`,
            paddingLeft: 16,
          }}
        >
          {selected === null ? (
            <Empty description={SUPPORT_PAGE.pickConversation} style={{ marginTop: 120 }} />
          ) : (
            <ConversationPane key={selected} id={selected} />
          )}
        </div>
      </div>
    </PageCard>
  );
}

type Conversation = ResponseOf<typeof adminCalls.supportConversation>['conversation'];

/** Who the conversation is with, whether it is open, and 结束会话 (asked first). */
function ConversationHeader({
  info,
  closing,
  onClose,
}: {
  info: Conversation | undefined;
  closing: boolean;
  onClose: () => Promise<unknown>;
}) {
  const closed = info?.state === 'closed';
  return (
    <Space style={{ justifyContent: 'space-between', width: '100%', marginBottom: 8 }}>
      <Space>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {info ? SUPPORT_PAGE.playerOf(info.username, info.user_id) : '…'}
        </Typography.Title>
        {info ? (
          closed ? (
            <Tag>{SUPPORT_PAGE.ended}</Tag>
          ) : (
            <Tag color="green">{SUPPORT_PAGE.inProgress}</Tag>
          )
        ) : null}
      </Space>
      <Popconfirm
        title={SUPPORT_PAGE.confirmEnd}
        description={SUPPORT_PAGE.endHint}
        okText={SUPPORT_PAGE.end}
        cancelText={SUPPORT_PAGE.cancelText}
        disabled={!info || closed}
        onConfirm={onClose}
      >
        <Button disabled={!info || closed} loading={closing}>
          {SUPPORT_PAGE.endConversation}
        </Button>
      </Popconfirm>
    </Space>
  );
}

/** The reply: text (sent with the button or Ctrl+Enter) or an image uploaded first. */
function ReplyBox({
  id,
  closed,
  reply,
}: {
  id: number;
  closed: boolean;
  reply: {
    mutateAsync: (payload: PayloadOf<typeof adminCalls.supportReply>) => Promise<unknown>;
    isPending: boolean;
    isError: boolean;
  };
}) {
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const sendText = () => {
    const content = text.trim();
    if (content === '') return;
    void reply.mutateAsync({ id, content }).then(() => setText(''));
  };
  const sendImage = async (file: File) => {
    setUploading(true);
    try {
      const { url: image } = await adminCall(adminCalls.uploadImage, { file });
      await reply.mutateAsync({ id, image });
    } catch (error) {
      // A refused reply was already told by useAction; an upload refusal is told here.
      if (!reply.isError)
        void message.error(error instanceof Error ? error.message : SUPPORT_PAGE.error);
    } finally {
      setUploading(false);
    }
  };
  return (
    <div style={{ marginTop: 8 }}>
      <Input.TextArea
        aria-label={SUPPORT_PAGE.reply}
        placeholder={closed ? SUPPORT_PAGE.conversationEnded : SUPPORT_PAGE.replyHint}
        disabled={closed}
        value={text}
        maxLength={SUPPORT_LIMITS.messageMax}
        autoSize={{ minRows: 2, maxRows: 5 }}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) sendText();
        }}
      />
      <Space style={{ marginTop: 8 }}>
        <Button
          type="primary"
          disabled={closed || text.trim() === ''}
          loading={reply.isPending && !uploading}
          onClick={sendText}
        >
          {SUPPORT_PAGE.send}
        </Button>
        <Upload
          accept="image/png,image/jpeg,image/gif"
          showUploadList={false}
          disabled={closed}
          beforeUpload={(file) => {
            void sendImage(file);
            return false;
          }}
        >
          <Button icon={<PictureOutlined />} disabled={closed} loading={uploading}>
            {SUPPORT_PAGE.sendImage}
          </Button>
        </Upload>
      </Space>
    </div>
  );
}

/** One conversation: history, live messages, reply (text or image), close. */
function ConversationPane({ id }: { id: number }) {
  const client = useQueryClient();
  const conversation = useCall(adminCalls.supportConversation, { id });
  const [live, setLive] = useState<SupportMessage[]>([]);
  const refreshList = () =>
    client.invalidateQueries({ queryKey: [adminCalls.supportConversations.path] });

  useRealtimeRoom<SupportRoomEvent>(supportRoomId(id), {
    onPublication: (event) => {
      if (event.type === 'message') {
        setLive((all) =>
          all.some((m) => m.id === event.message.id) ? all : [...all, event.message],
        );
        // Opening it again marks the player's message read (and the list's count drops).
        if (event.message.sender === 'player') void conversation.refetch();
      } else if (event.type === 'closed') {
        void conversation.refetch();
      }
    },
    onReload: () => void conversation.refetch(),
  });

  // Each read of the conversation marks the player's messages read: the list's count changes.
  const readAt = conversation.dataUpdatedAt;
  useEffect(() => {
    if (readAt > 0)
      void client.invalidateQueries({ queryKey: [adminCalls.supportConversations.path] });
  }, [readAt, client]);

  const reply = useAction(adminCalls.supportReply, {
    success: SUPPORT_PAGE.sent,
    onSuccess: (data) => {
      setLive((all) => (all.some((m) => m.id === data.message.id) ? all : [...all, data.message]));
      void refreshList();
    },
  });
  const close = useAction(adminCalls.supportClose, {
    invalidate: [adminCalls.supportConversations, adminCalls.supportConversation],
    success: SUPPORT_PAGE.conversationEnded,
  });

  const byId = new Map<number, SupportMessage>();
  for (const m of [...(conversation.data?.messages ?? []), ...live]) byId.set(m.id, m);
  const messages = [...byId.values()].sort((a, b) => a.id - b.id);
  const info = conversation.data?.conversation;
  const closed = info?.state === 'closed';

  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length]);

  if (conversation.error) {
    return (
      <Typography.Text type="danger">
        {SUPPORT_PAGE.loadFailed}
        {conversation.error.message}
      </Typography.Text>
    );
  }
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <ConversationHeader
        info={info}
        closing={close.isPending}
        onClose={() => close.mutateAsync({ id })}
      />
      <div
        ref={box}
        role="log"
        aria-label={SUPPORT_PAGE.messages}
        tabIndex={0}
        style={{
          flex: 1,
          height: 400,
          overflowY: 'auto',
          background: COLOR.panel,
          border: `1px solid ${COLOR.panelBorder}`,
          borderRadius: 8,
          padding: 12,
        }}
      >
        {conversation.isLoading ? (
          <Typography.Text type="secondary">{SUPPORT_PAGE.loading}</Typography.Text>
        ) : messages.length === 0 ? (
          <Empty description={SUPPORT_PAGE.noMessages} />
        ) : (
          messages.map((m) => <Bubble key={m.id} message={m} />)
        )}
      </div>
      <ReplyBox id={id} closed={closed} reply={reply} />
    </div>
  );
}

function Bubble({ message }: { message: SupportMessage }) {
  const mine = message.sender === 'operator';
  return (
    <div
      style={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', margin: '6px 0' }}
      data-sender={message.sender}
    >
      <div style={{ maxWidth: '70%' }}>
        <div style={{ fontSize: 12, color: COLOR.textMuted, textAlign: mine ? 'right' : 'left' }}>
          {mine ? SUPPORT_PAGE.operator : SUPPORT_PAGE.player} · {formatTime(message.created_at)}
        </div>
        <div
          style={{
            background: mine ? COLOR.primary : COLOR.white,
            color: mine ? COLOR.white : undefined,
            border: mine ? undefined : `1px solid ${COLOR.bubbleBorder}`,
            borderRadius: 8,
            padding: '6px 10px',
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
          }}
        >
          {message.image ? (
            <Image src={message.image} alt={SUPPORT_PAGE.alt} width={160} />
          ) : (
            message.content
          )}
        </div>
      </div>
    </div>
  );
}
