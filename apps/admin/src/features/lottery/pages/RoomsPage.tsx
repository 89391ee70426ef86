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
import { adminCalls } from '@app/contract/endpoint-routes';
import type { AdminLotteryRoom } from '@app/contract/lottery';
import { PageCard } from '../../../components/PageCard.tsx';
import { useMayCall } from '../../../lib/operator.ts';
import { useAction } from '../../../lib/query.ts';
import { LOTTERY_TYPE_LABEL, useRooms } from '../use-rooms.ts';

/** 彩票房间: each room's lottery and schedule, limits, chat rate; edit them and the odds table. */
export default function RoomsPage() {
  const rooms = useRooms();
  const mayEdit = useMayCall('lotteryRoomUpdate');
  const [editing, setEditing] = useState<AdminLotteryRoom | null>(null);
  const [odds, setOdds] = useState<AdminLotteryRoom | null>(null);

  return (
    <PageCard title="彩票房间" query={rooms}>
      <Table<AdminLotteryRoom>
        rowKey="id"
        size="middle"
        loading={rooms.isLoading}
        dataSource={rooms.data ?? []}
        pagination={false}
        scroll={{ x: 980 }}
        locale={{ emptyText: '暂无房间' }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 50 },
          { title: '房间', dataIndex: 'title', width: 100 },
          {
            title: '彩种',
            width: 140,
            render: (_, r) => (
              <>
                {r.lottery.title} <Tag>{LOTTERY_TYPE_LABEL[r.lottery.type] ?? r.lottery.type}</Tag>
              </>
            ),
          },
          {
            title: '开奖时间表',
            width: 150,
            render: (_, r) => (
              <>
                每{r.lottery.period_seconds}秒一期 · 封盘{r.lottery.seal_seconds}秒
                <br />
                营业 {r.lottery.open_from}–{r.lottery.open_to}
              </>
            ),
          },
          {
            title: '限额（元）',
            width: 240,
            render: (_, r) => (
              <span style={{ whiteSpace: 'nowrap' }}>
                单注 {r.limits.bet_min}–{r.limits.bet_max}
                <br />
                单玩法每期 {r.limits.play_issue_max} · 每期 {r.limits.issue_max}
              </span>
            ),
          },
          { title: '发言/分钟', dataIndex: 'chat_per_minute', width: 80 },
          {
            title: '状态',
            width: 80,
            render: (_, r) =>
              r.status === 1 ? <Tag color="green">开放</Tag> : <Tag color="default">关闭</Tag>,
          },
          {
            title: '操作',
            width: 140,
            render: (_, r) =>
              mayEdit ? (
                <Space>
                  <Button size="small" onClick={() => setEditing(r)}>
                    编辑
                  </Button>
                  <Button size="small" onClick={() => setOdds(r)}>
                    赔率
                  </Button>
                </Space>
              ) : (
                <Typography.Text type="secondary">仅管理员可修改</Typography.Text>
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

/** Edits a room's title, status, limits, anti-abuse rules and chat rate (after a confirmation). */
function RoomForm({ room, onClose }: { room: AdminLotteryRoom; onClose: () => void }) {
  const [form] = Form.useForm<RoomValues>();
  const { modal } = App.useApp();
  const save = useAction(adminCalls.lotteryRoomUpdate, {
    invalidate: [adminCalls.lotteryRooms],
    success: '房间设置已保存',
    onSuccess: onClose,
  });
  const seal = useAction(adminCalls.lotterySealUpdate, {
    invalidate: [adminCalls.lotteryRooms],
    success: '封盘时间已保存',
  });
  const submit = (values: RoomValues) => {
    const sealChanged = values.seal_seconds !== room.lottery.seal_seconds;
    modal.confirm({
      title: `确认保存「${room.title}」的设置？`,
      content: `单注 ${values.bet_min}–${values.bet_max} 元，单玩法每期 ${values.play_issue_max} 元，每期 ${values.issue_max} 元；对之后的注单生效。${
        sealChanged
          ? `封盘时间改为开奖前 ${values.seal_seconds} 秒（${room.lottery.title}的所有房间，当期起生效）。`
          : ''
      }`,
      okText: '保存',
      cancelText: '取消',
      onOk: async () => {
        if (sealChanged) {
          await seal.mutateAsync({
            lottery_id: room.lottery.id,
            seal_seconds: values.seal_seconds,
          });
        }
        await save.mutateAsync({
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
        });
      },
    });
  };
  const money = {
    min: '0.01',
    step: '1',
    precision: 2,
    stringMode: true,
    style: { width: '100%' },
  };
  return (
    <Modal
      open
      title={`编辑房间：${room.title}`}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending || seal.isPending}
      width={640}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        开奖时间表：每{room.lottery.period_seconds}秒一期，营业 {room.lottery.open_from}–
        {room.lottery.open_to}
        （北京时间）。期号由每期时长和营业时间推算，不能在后台修改；封盘时间可改， 对
        {room.lottery.title}的所有房间生效。
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
        <Space size="large" align="start" wrap>
          <Form.Item name="title" label="房间名" rules={[{ required: true, max: 32 }]}>
            <Input style={{ width: 260 }} />
          </Form.Item>
          <Form.Item name="status" label="开放" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="chat_per_minute" label="每人每分钟发言上限" rules={[{ required: true }]}>
            <InputNumber min={1} max={600} precision={0} />
          </Form.Item>
          <Form.Item name="seal_seconds" label="开奖前封盘（秒）" rules={[{ required: true }]}>
            <InputNumber min={1} max={room.lottery.period_seconds - 1} precision={0} />
          </Form.Item>
        </Space>
        <Space size="middle" align="start" wrap>
          <Form.Item name="bet_min" label="单注最低（元）" rules={[{ required: true }]}>
            <InputNumber {...money} />
          </Form.Item>
          <Form.Item name="bet_max" label="单注最高（元）" rules={[{ required: true }]}>
            <InputNumber {...money} />
          </Form.Item>
          <Form.Item name="play_issue_max" label="单玩法每期上限" rules={[{ required: true }]}>
            <InputNumber {...money} />
          </Form.Item>
          <Form.Item name="issue_max" label="每期上限（元）" rules={[{ required: true }]}>
            <InputNumber {...money} />
          </Form.Item>
        </Space>
        <Space size="large" align="start" wrap>
          <Form.Item name="refuse_opposites" label="禁止同期投注大小/单双" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="refuse_all_combos" label="禁止同期投注四种组合" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="max_totals" label="每期最多和值个数（0不限）">
            <InputNumber min={0} max={28} precision={0} />
          </Form.Item>
        </Space>
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
    success: '赔率已保存',
    onSuccess: onClose,
  });
  const confirm = () => {
    modal.confirm({
      title: `确认修改「${room.title}」的 ${changed.length} 项赔率？`,
      width: 520,
      content: (
        <div>
          {changed.map((r) => (
            <div key={r.id}>
              {r.group} · {r.name}：{r.odds} → <b>{edits[r.id]}</b>
            </div>
          ))}
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            新赔率对之后的注单生效，已下注单保持原赔率。
          </Typography.Paragraph>
        </div>
      ),
      okText: '确认修改',
      cancelText: '取消',
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
      title={`赔率表：${room.title}`}
      onCancel={onClose}
      width={860}
      destroyOnHidden
      footer={
        <Space>
          <Typography.Text type={invalid.length > 0 ? 'danger' : 'secondary'}>
            {invalid.length > 0
              ? '赔率格式错误：最多三位小数，分级赔率写作 a/b'
              : `已修改 ${changed.length} 项`}
          </Typography.Text>
          <Button onClick={onClose}>取消</Button>
          <Button
            type="primary"
            disabled={changed.length === 0 || invalid.length > 0}
            loading={save.isPending}
            onClick={confirm}
          >
            保存赔率
          </Button>
        </Space>
      }
    >
      <Input.Search
        allowClear
        placeholder="搜索玩法"
        aria-label="搜索玩法"
        style={{ width: 240, marginBottom: 12 }}
        onChange={(e) => setFilter(e.target.value.trim())}
      />
      <Table<OddsRow>
        rowKey="id"
        size="small"
        dataSource={shown}
        pagination={false}
        scroll={{ y: 460 }}
        locale={{ emptyText: '没有玩法' }}
        columns={[
          { title: '分组', dataIndex: 'group', width: 160 },
          { title: '玩法', dataIndex: 'name' },
          { title: '当前赔率', dataIndex: 'odds', width: 120 },
          {
            title: '新赔率',
            width: 160,
            render: (_, r) => {
              const value = edits[r.id] ?? r.odds;
              const bad = value !== r.odds && !ODDS_PATTERN.test(value);
              return (
                <Input
                  size="small"
                  aria-label={`${r.name}赔率`}
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
