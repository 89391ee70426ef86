import { Select } from 'antd';
import type { AdminLotteryRoom } from '@app/contract/lottery';
import { roomLabel } from '../use-rooms.ts';

interface Props {
  rooms: readonly AdminLotteryRoom[] | undefined;
  value: number | null;
  onChange: (roomId: number) => void;
  loading?: boolean;
}

/** Picks a lottery room. */
export function RoomPicker({ rooms, value, onChange, loading }: Props) {
  return (
    <Select
      aria-label="选择房间"
      style={{ minWidth: 240 }}
      loading={loading}
      placeholder="选择房间"
      value={value ?? undefined}
      onChange={onChange}
      options={(rooms ?? []).map((room) => ({
        value: room.id,
        label: `${roomLabel(room)}${room.status === 1 ? '' : ' · 已关闭'}`,
      }))}
    />
  );
}
