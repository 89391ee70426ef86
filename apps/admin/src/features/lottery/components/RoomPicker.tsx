import { Select } from 'antd';
import type { AdminLotteryRoom } from '@app/contract/lottery';
import { roomLabel } from '../use-rooms.ts';
import { ROOM_PICKER } from '../strings.ts';

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
      aria-label={ROOM_PICKER.pickRoom}
      style={{ minWidth: 240 }}
      loading={loading}
      placeholder={ROOM_PICKER.pickRoom}
      value={value ?? undefined}
      onChange={onChange}
      options={(rooms ?? []).map((room) => ({
        value: room.id,
        label: `${roomLabel(room)}${room.status === 1 ? '' : ROOM_PICKER.closedSuffix}`,
      }))}
    />
  );
}
