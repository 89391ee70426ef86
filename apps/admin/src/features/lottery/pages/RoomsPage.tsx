import { useMemo, useState } from 'react';
import {
  App,
  Button,
  Form,
  Input,
  InputNumber,
  Modal,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { PayloadOf } from '@app/contract/endpoint';
import { adminCalls } from '@app/contract/endpoint-routes';
import type { AdminLotteryRoom } from '@app/contract/lottery';
import { PageCard } from '../../../components/PageCard.tsx';
import { useMayCall } from '../../../lib/operator.ts';
import { useAction } from '../../../lib/query.ts';
import { LOTTERY_TYPE_LABEL, useRooms } from '../use-rooms.ts';
import { ROOMS_PAGE } from '../strings.ts';
import { ROOMS_PAGE_TEXT } from '../strings.ts';
import { Field } from '../../../components/crud/fields.tsx';
import { adminLotteryRoomUpdatePayload } from '@app/contract/lottery';

/** 彩票房间: each room's lottery and schedule, limits, chat rate; edit them and the odds table. */
export default function RoomsPage() {
  const rooms = useRooms();
  const mayEdit = useMayCall('lotteryRoomUpdate');
  const [editing, setEditing] = useState<AdminLotteryRoom | null>(null);
  const [odds, setOdds] = useState<AdminLotteryRoom | null>(null);

  return (
    <PageCard title={ROOMS_PAGE.rooms} query={rooms}>
      <Table<AdminLotteryRoom>
        rowKey="id"
        size="middle"
        loading={rooms.isLoading}
        dataSource={rooms.data ?? []}
        pagination={false}
        scroll={{ x: 980 }}
        locale={{ emptyText: ROOMS_PAGE.noRooms }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 50 },
          { title: ROOMS_PAGE.room, dataIndex: 'title', width: 100 },
          {
            title: ROOMS_PAGE.lottery,
            width: 140,
            render: (_, r) => (
              <>
                {r.lottery.title} <Tag>{LOTTERY_TYPE_LABEL[r.lottery.type] ?? r.lottery.type}</Tag>
              </>
            ),
          },
          {
            title: ROOMS_PAGE.schedule,
            width: 150,
            render: (_, r) => (
              <>
                {ROOMS_PAGE.every}
                {r.lottery.period_seconds}
                {ROOMS_PAGE.secondsPerIssueSeal}
                {r.lottery.seal_seconds}
                {ROOMS_PAGE.seconds}
                <br />
                {ROOMS_PAGE.openHours} {r.lottery.open_from}–{r.lottery.open_to}
              </>
            ),
          },
          {
            title: ROOMS_PAGE.limitsYuan,
            width: 240,
            render: (_, r) => (
              <span style={{ whiteSpace: 'nowrap' }}>
                {ROOMS_PAGE.perBet} {r.limits.bet_min}–{r.limits.bet_max}
                <br />
                {ROOMS_PAGE.perPlayPerIssue} {r.limits.play_issue_max} {ROOMS_PAGE.perIssue}{' '}
                {r.limits.issue_max}
              </span>
            ),
          },
          { title: ROOMS_PAGE.chatPerMinute, dataIndex: 'chat_per_minute', width: 80 },
          {
            title: ROOMS_PAGE.status,
            width: 80,
            render: (_, r) =>
              r.status === 1 ? (
                <Tag color="green">{ROOMS_PAGE.open}</Tag>
              ) : (
                <Tag color="default">{ROOMS_PAGE.closed}</Tag>
              ),
          },
          {
            title: ROOMS_PAGE.actions,
            width: 140,
            render: (_, r) =>
              mayEdit ? (
                <Space>
                  <Button size="small" onClick={() => setEditing(r)}>
                    {ROOMS_PAGE.edit}
                  </Button>
                  <Button size="small" onClick={() => setOdds(r)}>
                    {ROOMS_PAGE.odds}
                  </Button>
                </Space>
              ) : (
                <Typography.Text type="secondary">{ROOMS_PAGE.adminOnly}</Typography.Text>
              ),
          },
        ]}
      />
      {editing ? <RoomForm room={editing} onClose={() => setEditing(null)} /> : null}
      {odds ? <OddsEditor room={odds} onClose={() => setOdds(null)} /> : null}
    </PageCard>
  );
}

interface RoomValues {
  title: string;
  seal_seconds: number;
  status: boolean;
  bet_min: string;
  bet_max: string;
  play_issue_max: string;
  issue_max: string;
  chat_per_minute: number;
  refuse_opposites: boolean;
  refuse_all_combos: boolean;
  max_totals: number;
}

/** The room update a saved form sends (the seal moves through its own call). */
function roomUpdateOf(
  room: AdminLotteryRoom,
  values: RoomValues,
): PayloadOf<typeof adminCalls.lotteryRoomUpdate> {
  return {
    room_id: room.id,
    title: values.title,
    status: values.status ? 1 : 0,
    chat_per_minute: values.chat_per_minute,
    limits: {
      bet_min: String(values.bet_min),
      bet_max: String(values.bet_max),
      play_issue_max: String(values.play_issue_max),
      issue_max: String(values.issue_max),
    },
    abuse: {
      refuse_opposites: values.refuse_opposites,
      refuse_all_combos: values.refuse_all_combos,
      max_totals: values.max_totals,
    },
  };
}

const MONEY = {
  min: '0.01',
  step: '1',
  precision: 2,
  stringMode: true,
  style: { width: '100%' },
};

/** The room form's fields: title, status, chat rate, seal; the limits; the anti-abuse rules. */
function RoomFields({ periodSeconds }: { periodSeconds: number }) {
  return (
    <>
      <Space size="large" align="start" wrap>
        <Field
          field={{
            name: 'title',
            label: ROOMS_PAGE.roomName,
            schema: adminLotteryRoomUpdatePayload.shape.title,
            required: ROOMS_PAGE.roomName,
            width: 260,
          }}
        />
        <Form.Item name="status" label={ROOMS_PAGE.open} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="chat_per_minute" label={ROOMS_PAGE.chatLimit} rules={[{ required: true }]}>
          <InputNumber min={1} max={600} precision={0} />
        </Form.Item>
        <Form.Item name="seal_seconds" label={ROOMS_PAGE.sealSeconds} rules={[{ required: true }]}>
          <InputNumber min={1} max={periodSeconds - 1} precision={0} />
        </Form.Item>
      </Space>
      <Space size="middle" align="start" wrap>
        <Form.Item name="bet_min" label={ROOMS_PAGE.betMin} rules={[{ required: true }]}>
          <InputNumber {...MONEY} />
        </Form.Item>
        <Form.Item name="bet_max" label={ROOMS_PAGE.betMax} rules={[{ required: true }]}>
          <InputNumber {...MONEY} />
        </Form.Item>
        <Form.Item
          name="play_issue_max"
          label={ROOMS_PAGE.playIssueMax}
          rules={[{ required: true }]}
        >
          <InputNumber {...MONEY} />
        </Form.Item>
        <Form.Item name="issue_max" label={ROOMS_PAGE.issueMax} rules={[{ required: true }]}>
          <InputNumber {...MONEY} />
        </Form.Item>
      </Space>
      <Space size="large" align="start" wrap>
        <Form.Item
          name="refuse_opposites"
          label={ROOMS_PAGE.refuseOpposites}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item
          name="refuse_all_combos"
          label={ROOMS_PAGE.refuseAllCombos}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item name="max_totals" label={ROOMS_PAGE.maxTotals}>
          <InputNumber min={0} max={28} precision={0} />
        </Form.Item>
      </Space>
    </>
  );
}

/** Edits a room's title, status, limits, anti-abuse rules and chat rate (after a confirmation). */
function RoomForm({ room, onClose }: { room: AdminLotteryRoom; onClose: () => void }) {
  const [form] = Form.useForm<RoomValues>();
  const { modal } = App.useApp();
  const save = useAction(adminCalls.lotteryRoomUpdate, {
    invalidate: [adminCalls.lotteryRooms],
    success: ROOMS_PAGE.roomSaved,
    onSuccess: onClose,
  });
  const seal = useAction(adminCalls.lotterySealUpdate, {
    invalidate: [adminCalls.lotteryRooms],
    success: ROOMS_PAGE.sealSaved,
  });
  const submit = (values: RoomValues) => {
    const sealChanged = values.seal_seconds !== room.lottery.seal_seconds;
    modal.confirm({
      title: ROOMS_PAGE.confirmSaveRoom(room.title),
      content: ROOMS_PAGE.saveSummary(
        values.bet_min,
        values.bet_max,
        values.play_issue_max,
        values.issue_max,
        sealChanged ? ROOMS_PAGE_TEXT.sealChange(values.seal_seconds, room.lottery.title) : '',
      ),
      okText: ROOMS_PAGE.save,
      cancelText: ROOMS_PAGE.cancelText,
      onOk: async () => {
        if (sealChanged) {
          await seal.mutateAsync({
            lottery_id: room.lottery.id,
            seal_seconds: values.seal_seconds,
          });
        }
        await save.mutateAsync(roomUpdateOf(room, values));
      },
    });
  };
  return (
    <Modal
      open
      title={ROOMS_PAGE.editRoom(room.title)}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={ROOMS_PAGE.save}
      cancelText={ROOMS_PAGE.cancelText}
      confirmLoading={save.isPending || seal.isPending}
      width={640}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {ROOMS_PAGE.scheduleEvery}
        {room.lottery.period_seconds}
        {ROOMS_PAGE.secondsPerIssueOpen} {room.lottery.open_from}–{room.lottery.open_to}
        {ROOMS_PAGE.scheduleNoteFor}
        {room.lottery.title}
        {ROOMS_PAGE.scheduleNoteEnd}
      </Typography.Paragraph>
      <Form<RoomValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          title: room.title,
          seal_seconds: room.lottery.seal_seconds,
          status: room.status === 1,
          ...room.limits,
          chat_per_minute: room.chat_per_minute,
          ...room.abuse,
        }}
      >
        <RoomFields periodSeconds={room.lottery.period_seconds} />
      </Form>
    </Modal>
  );
}

interface OddsRow {
  id: string;
  group: string;
  name: string;
  odds: string;
}

const ODDS_PATTERN = /^\d{1,7}(\.\d{1,3})?(\/\d{1,7}(\.\d{1,3})?)?$/;

/** The room's odds table: edit any odds, confirm the changes, save them at once. */
export function OddsEditor({ room, onClose }: { room: AdminLotteryRoom; onClose: () => void }) {
  const { modal } = App.useApp();
  const rows: OddsRow[] = useMemo(() => {
    const seen = new Set<string>();
    return room.playbox.flatMap((group) =>
      group.childrens.flatMap((play) => {
        if (seen.has(play.id)) return [];
        seen.add(play.id);
        return [{ id: play.id, group: group.name, name: play.name, odds: play.odds }];
      }),
    );
  }, [room]);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [filter, setFilter] = useState('');
  const changed = rows.filter((r) => edits[r.id] !== undefined && edits[r.id] !== r.odds);
  const invalid = changed.filter((r) => !ODDS_PATTERN.test(edits[r.id] ?? ''));
  const save = useAction(adminCalls.lotteryRoomUpdate, {
    invalidate: [adminCalls.lotteryRooms],
    success: ROOMS_PAGE.oddsSaved,
    onSuccess: onClose,
  });
  const confirm = () => {
    modal.confirm({
      title: ROOMS_PAGE.confirmOdds(room.title, changed.length),
      width: 520,
      content: (
        <div>
          {changed.map((r) => (
            <div key={r.id}>
              {r.group} · {r.name}
              {ROOMS_PAGE.colon}
              {r.odds} → <b>{edits[r.id]}</b>
            </div>
          ))}
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {ROOMS_PAGE.oddsEffect}
          </Typography.Paragraph>
        </div>
      ),
      okText: ROOMS_PAGE.confirmChange,
      cancelText: ROOMS_PAGE.cancelText,
      onOk: () =>
        save.mutateAsync({
          room_id: room.id,
          odds: Object.fromEntries(changed.map((r) => [r.id, edits[r.id] ?? r.odds])),
        }),
    });
  };
  const shown = filter
    ? rows.filter(
        (r) => r.name.includes(filter) || r.group.includes(filter) || r.id.includes(filter),
      )
    : rows;
  return (
    <Modal
      open
      title={ROOMS_PAGE.oddsTableOf(room.title)}
      onCancel={onClose}
      width={860}
      destroyOnHidden
      footer={
        <Space>
          <Typography.Text type={invalid.length > 0 ? 'danger' : 'secondary'}>
            {invalid.length > 0
              ? ROOMS_PAGE.oddsFormatError
              : ROOMS_PAGE.changedCount(changed.length)}
          </Typography.Text>
          <Button onClick={onClose}>{ROOMS_PAGE.cancelText}</Button>
          <Button
            type="primary"
            disabled={changed.length === 0 || invalid.length > 0}
            loading={save.isPending}
            onClick={confirm}
          >
            {ROOMS_PAGE.saveOdds}
          </Button>
        </Space>
      }
    >
      <Input.Search
        allowClear
        placeholder={ROOMS_PAGE.searchPlay}
        aria-label={ROOMS_PAGE.searchPlay}
        style={{ width: 240, marginBottom: 12 }}
        onChange={(e) => setFilter(e.target.value.trim())}
      />
      <Table<OddsRow>
        rowKey="id"
        size="small"
        dataSource={shown}
        pagination={false}
        scroll={{ y: 460 }}
        locale={{ emptyText: ROOMS_PAGE.noPlays }}
        columns={[
          { title: ROOMS_PAGE.group, dataIndex: 'group', width: 160 },
          { title: ROOMS_PAGE.play, dataIndex: 'name' },
          { title: ROOMS_PAGE.currentOdds, dataIndex: 'odds', width: 120 },
          {
            title: ROOMS_PAGE.newOdds,
            width: 160,
            render: (_, r) => {
              const value = edits[r.id] ?? r.odds;
              const bad = value !== r.odds && !ODDS_PATTERN.test(value);
              return (
                <Input
                  size="small"
                  aria-label={ROOMS_PAGE.oddsOf(r.name)}
                  status={bad ? 'error' : undefined}
                  value={value}
                  onChange={(e) => setEdits((all) => ({ ...all, [r.id]: e.target.value.trim() }))}
                />
              );
            },
          },
        ]}
      />
    </Modal>
  );
}
