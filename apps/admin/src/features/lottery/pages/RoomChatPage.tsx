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
import { ROOM_CHAT_PAGE } from '../strings.ts';
import { COLOR } from '../../../theme.ts';

/** Durations offered when muting, in minutes. */
export const MUTE_CHOICES = [
  { label: ROOM_CHAT_PAGE.tenMinutes, minutes: 10 },
  { label: ROOM_CHAT_PAGE.oneHour, minutes: 60 },
  { label: ROOM_CHAT_PAGE.sixHours, minutes: 360 },
  { label: ROOM_CHAT_PAGE.oneDay, minutes: 1_440 },
  { label: ROOM_CHAT_PAGE.sevenDays, minutes: 10_080 },
  { label: ROOM_CHAT_PAGE.thirtyDays, minutes: 43_200 },
] as const;

/** Messages kept on screen. */
const KEPT = 200;

const STATUS_TEXT = {
  open: ROOM_CHAT_PAGE.open,
  connecting: ROOM_CHAT_PAGE.connecting,
  closed: ROOM_CHAT_PAGE.closed,
} as const;

/**
 * The room's messages: the last ones asked for, then those published live, less the removed ones;
 * players' chat only unless `everything`. Started anew when the room changes.
 */
function useChatMessages(
  roomId: number | null,
  chat: { data?: { messages: LotteryChatMessage[] } | undefined; refetch: () => unknown },
) {
  const [live, setLive] = useState<LotteryChatMessage[]>([]);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
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
  const markRemoved = (id: string) => setRemoved((set) => new Set(set).add(id));
  return { messages, status, everything, setEverything, markRemoved };
}

/** The players muted in the room, each with its 解除 (asked first). */
function MutesCard({ roomId, mutes }: { roomId: number | null; mutes: AdminLotteryMute[] }) {
  const unmute = useAction(adminCalls.lotteryMute, {
    invalidate: [adminCalls.lotteryChat],
    success: ROOM_CHAT_PAGE.unmuted,
  });
  return (
    <Card size="small" title={ROOM_CHAT_PAGE.mutedPlayers}>
      <Table<AdminLotteryMute>
        rowKey="user_id"
        size="small"
        pagination={false}
        dataSource={mutes}
        locale={{ emptyText: ROOM_CHAT_PAGE.none }}
        columns={[
          {
            title: ROOM_CHAT_PAGE.player,
            render: (_, r) => ROOM_CHAT_PAGE.playerOf(r.username, r.user_id),
          },
          { title: ROOM_CHAT_PAGE.mutedUntil, render: (_, r) => formatTime(r.until) },
          {
            title: ROOM_CHAT_PAGE.actions,
            width: 70,
            render: (_, r) => (
              <Popconfirm
                title={ROOM_CHAT_PAGE.confirmUnmute(r.username)}
                okText={ROOM_CHAT_PAGE.unmute}
                cancelText={ROOM_CHAT_PAGE.cancelText}
                onConfirm={() =>
                  unmute.mutateAsync({
                    room_id: roomId ?? 0,
                    user_id: r.user_id,
                    minutes: 0,
                  })
                }
              >
                <Button size="small" type="link">
                  {ROOM_CHAT_PAGE.unmute}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Card>
  );
}

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
  const [muting, setMuting] = useState<LotteryChatMessage | null>(null);
  const { messages, status, everything, setEverything, markRemoved } = useChatMessages(
    roomId,
    chat,
  );

  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length]);

  const remove = useAction(adminCalls.lotteryChatRemove, {
    success: ROOM_CHAT_PAGE.messageRemoved,
    onSuccess: (data) => markRemoved(data.id),
  });
  const mute = useAction(adminCalls.lotteryMute, {
    invalidate: [adminCalls.lotteryChat],
    success: ROOM_CHAT_PAGE.muted,
  });

  return (
    <PageCard
      title={ROOM_CHAT_PAGE.roomChat}
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
            {ROOM_CHAT_PAGE.showEverything}
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
            aria-label={ROOM_CHAT_PAGE.roomMessages}
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
              <Typography.Text type="secondary">{ROOM_CHAT_PAGE.loading}</Typography.Text>
            ) : messages.length === 0 ? (
              <Empty description={ROOM_CHAT_PAGE.noMessages} />
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
          <MutesCard roomId={roomId} mutes={chat.data?.mutes ?? []} />
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
        <Tag>{message.kind === 'bet' ? ROOM_CHAT_PAGE.bet : ROOM_CHAT_PAGE.system}</Tag>
        {message.kind === 'bet' ? ROOM_CHAT_PAGE.authorSays(message.author) : ''}
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
          title={ROOM_CHAT_PAGE.confirmRemove}
          description={ROOM_CHAT_PAGE.removeEffect}
          okText={ROOM_CHAT_PAGE.remove}
          okButtonProps={{ danger: true }}
          cancelText={ROOM_CHAT_PAGE.cancelText}
          onConfirm={onRemove}
        >
          <Button size="small" danger aria-label={ROOM_CHAT_PAGE.removeMessage(message.content)}>
            {ROOM_CHAT_PAGE.remove}
          </Button>
        </Popconfirm>
        <Button
          size="small"
          onClick={onMute}
          aria-label={ROOM_CHAT_PAGE.muteAuthor(message.author)}
        >
          {ROOM_CHAT_PAGE.mute}
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
  const label =
    MUTE_CHOICES.find((c) => c.minutes === minutes)?.label ?? ROOM_CHAT_PAGE.minutesOf(minutes);
  return (
    <Modal
      open
      title={ROOM_CHAT_PAGE.muteTitle(message.author, message.user_id)}
      okText={ROOM_CHAT_PAGE.muteFor(label)}
      okButtonProps={{ danger: true }}
      cancelText={ROOM_CHAT_PAGE.cancelText}
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={() => onMute(minutes)}
      destroyOnHidden
    >
      <Typography.Paragraph>{ROOM_CHAT_PAGE.muteEffect}</Typography.Paragraph>
      <Radio.Group
        aria-label={ROOM_CHAT_PAGE.muteDuration}
        value={minutes}
        onChange={(e) => setMinutes(Number(e.target.value))}
        optionType="button"
        options={MUTE_CHOICES.map((c) => ({ label: c.label, value: c.minutes }))}
      />
    </Modal>
  );
}
