import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Col,
  Empty,
  Modal,
  Popconfirm,
  Radio,
  Row,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { AdminLotteryMute, LotteryChatRemoval } from '@app/contract/admin-lottery';
import { adminCalls } from '@app/contract/endpoint-routes';
import type { LotteryChatMessage } from '@app/contract/lottery';
import { PageCard } from '../../../components/PageCard.tsx';
import { formatTime } from '../../../lib/format.ts';
import { useAction, useCall } from '../../../lib/query.ts';
import { useRealtimeRoom } from '../../../lib/use-realtime.ts';
import { RoomPicker } from '../components/RoomPicker.tsx';
import { useRooms } from '../use-rooms.ts';
import { COLOR } from '../../../theme.ts';

/** Durations offered when muting, in minutes. */
export const MUTE_CHOICES = [
  { label: '10分钟', minutes: 10 },
  { label: '1小时', minutes: 60 },
  { label: '6小时', minutes: 360 },
  { label: '1天', minutes: 1_440 },
  { label: '7天', minutes: 10_080 },
  { label: '30天', minutes: 43_200 },
] as const;

/** Messages kept on screen. */
const KEPT = 200;

const STATUS_TEXT = { open: '实时', connecting: '连接中', closed: '已断开' } as const;

/** 房间聊天: a room's chat live; remove a player's message, mute a player for a time. */
export default function RoomChatPage() {
  const rooms = useRooms();
  const [picked, setPicked] = useState<number | null>(null);
  const roomId = picked ?? rooms.data?.[0]?.id ?? null;
  const chat = useCall(
    adminCalls.lotteryChat,
    { room_id: roomId ?? 0 },
    { enabled: roomId !== null },
  );
  const [live, setLive] = useState<LotteryChatMessage[]>([]);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const [muting, setMuting] = useState<LotteryChatMessage | null>(null);
  /** Show bets and system messages too (off: players' chat only). */
  const [everything, setEverything] = useState(false);
  useEffect(() => {
    setLive([]);
    setRemoved(new Set());
  }, [roomId]);

  const status = useRealtimeRoom<LotteryChatMessage | LotteryChatRemoval>(
    roomId === null ? null : String(roomId),
    {
      onPublication: (data) => {
        if (typeof data !== 'object' || data === null) return;
        if (data.kind === 'removed') {
          const id = data.removed_id;
          setRemoved((set) => new Set(set).add(id));
          return;
        }
        if (typeof data.id !== 'string') return;
        setLive((list) =>
          list.some((m) => m.id === data.id) ? list : [...list, data].slice(-KEPT),
        );
      },
      onReload: () => void chat.refetch(),
    },
  );

  const messages = useMemo(() => {
    const byId = new Map<string, LotteryChatMessage>();
    for (const m of [...(chat.data?.messages ?? []), ...live]) {
      if (!removed.has(m.id)) byId.set(m.id, m);
    }
    return [...byId.values()]
      .filter((m) => everything || (m.kind === 'chat' && m.sysmsg !== 1))
      .sort((a, b) => Number(a.id) - Number(b.id))
      .slice(-KEPT);
  }, [chat.data, live, removed, everything]);

  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length]);

  const remove = useAction(adminCalls.lotteryChatRemove, {
    success: '消息已删除',
    onSuccess: (data) => setRemoved((set) => new Set(set).add(data.id)),
  });
  const mute = useAction(adminCalls.lotteryMute, {
    invalidate: [adminCalls.lotteryChat],
    success: '已禁言',
  });
  const unmute = useAction(adminCalls.lotteryMute, {
    invalidate: [adminCalls.lotteryChat],
    success: '已解除禁言',
  });

  return (
    <PageCard
      title="房间聊天"
      query={chat}
      extra={
        <Space>
          <Badge
            status={
              status === 'open' ? 'success' : status === 'connecting' ? 'processing' : 'error'
            }
            text={STATUS_TEXT[status]}
          />
          <Checkbox checked={everything} onChange={(e) => setEverything(e.target.checked)}>
            显示投注和系统消息
          </Checkbox>
          <RoomPicker
            rooms={rooms.data}
            loading={rooms.isLoading}
            value={roomId}
            onChange={setPicked}
          />
        </Space>
      }
    >
      <Row gutter={16}>
        <Col xs={24} lg={16}>
          <div
            ref={box}
            tabIndex={0}
            role="log"
            aria-label="房间消息"
            style={{
              height: 520,
              overflowY: 'auto',
              border: `1px solid ${COLOR.panelBorder}`,
              borderRadius: 8,
              padding: 12,
              background: COLOR.panel,
            }}
          >
            {chat.isLoading ? (
              <Typography.Text type="secondary">加载中…</Typography.Text>
            ) : messages.length === 0 ? (
              <Empty description="暂无消息" />
            ) : (
              messages.map((m) => (
                <ChatLine
                  key={m.id}
                  message={m}
                  onRemove={() => remove.mutateAsync({ room_id: roomId ?? 0, id: Number(m.id) })}
                  onMute={() => setMuting(m)}
                />
              ))
            )}
          </div>
        </Col>
        <Col xs={24} lg={8}>
          <Card size="small" title="禁言中的玩家">
            <Table<AdminLotteryMute>
              rowKey="user_id"
              size="small"
              pagination={false}
              dataSource={chat.data?.mutes ?? []}
              locale={{ emptyText: '无' }}
              columns={[
                { title: '玩家', render: (_, r) => `${r.username}（${r.user_id}）` },
                { title: '禁言至', render: (_, r) => formatTime(r.until) },
                {
                  title: '操作',
                  width: 70,
                  render: (_, r) => (
                    <Popconfirm
                      title={`解除 ${r.username} 的禁言？`}
                      okText="解除"
                      cancelText="取消"
                      onConfirm={() =>
                        unmute.mutateAsync({
                          room_id: roomId ?? 0,
                          user_id: r.user_id,
                          minutes: 0,
                        })
                      }
                    >
                      <Button size="small" type="link">
                        解除
                      </Button>
                    </Popconfirm>
                  ),
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
      {muting ? (
        <MuteDialog
          message={muting}
          busy={mute.isPending}
          onCancel={() => setMuting(null)}
          onMute={(minutes) =>
            mute
              .mutateAsync({ room_id: roomId ?? 0, user_id: muting.user_id, minutes })
              .then(() => setMuting(null))
          }
        />
      ) : null}
    </PageCard>
  );
}

function ChatLine({
  message,
  onRemove,
  onMute,
}: {
  message: LotteryChatMessage;
  onRemove: () => Promise<unknown>;
  onMute: () => void;
}) {
  if (message.sysmsg === 1 || message.kind !== 'chat') {
    return (
      <div
        style={{ padding: '4px 0', color: COLOR.textMeta, fontSize: 12 }}
        data-kind={message.kind}
      >
        <Tag>{message.kind === 'bet' ? '投注' : '系统'}</Tag>
        {message.kind === 'bet' ? `${message.author}：` : ''}
        {message.content}
        <span style={{ marginLeft: 8 }}>{formatTime(message.time)}</span>
      </div>
    );
  }
  return (
    <div
      className="room-chat-line"
      style={{
        display: 'flex',
        gap: 8,
        alignItems: 'flex-start',
        padding: '6px 0',
        borderBottom: `1px dashed ${COLOR.divider}`,
      }}
    >
      <div style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text strong>{message.author}</Typography.Text>
        <Typography.Text type="secondary" style={{ marginLeft: 6, fontSize: 12 }}>
          ID {message.user_id} · {formatTime(message.time)}
        </Typography.Text>
        <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{message.content}</div>
      </div>
      <Space size={4}>
        <Popconfirm
          title="删除这条消息？"
          description="所有玩家将不再看到它"
          okText="删除"
          okButtonProps={{ danger: true }}
          cancelText="取消"
          onConfirm={onRemove}
        >
          <Button size="small" danger aria-label={`删除消息 ${message.content}`}>
            删除
          </Button>
        </Popconfirm>
        <Button size="small" onClick={onMute} aria-label={`禁言 ${message.author}`}>
          禁言
        </Button>
      </Space>
    </div>
  );
}

function MuteDialog({
  message,
  busy,
  onCancel,
  onMute,
}: {
  message: LotteryChatMessage;
  busy: boolean;
  onCancel: () => void;
  onMute: (minutes: number) => Promise<unknown>;
}) {
  const [minutes, setMinutes] = useState<number>(60);
  const label = MUTE_CHOICES.find((c) => c.minutes === minutes)?.label ?? `${minutes}分钟`;
  return (
    <Modal
      open
      title={`禁言 ${message.author}（ID ${message.user_id}）`}
      okText={`禁言${label}`}
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={() => onMute(minutes)}
      destroyOnHidden
    >
      <Typography.Paragraph>禁言期间该玩家在本房间不能发言，仍可投注。</Typography.Paragraph>
      <Radio.Group
        aria-label="禁言时长"
        value={minutes}
        onChange={(e) => setMinutes(Number(e.target.value))}
        optionType="button"
        options={MUTE_CHOICES.map((c) => ({ label: c.label, value: c.minutes }))}
      />
    </Modal>
  );
}
