// The public surface of platform/realtime (DESIGN §7): see CONTEXT.md.
export { realtimePlugin } from './plugin.ts';
export { demoRoomType } from './demo-room.ts';
export {
  DEFAULT_LIMITS,
  RealtimeRefusal,
  REALTIME_CLOSE,
  REALTIME_ERROR,
  type Authenticate,
  type Realtime,
  type RealtimeConnection,
  type RealtimeLimits,
  type RealtimeOptions,
  type RealtimeUser,
  type RoomHandle,
  type RoomHistory,
  type RoomType,
} from './types.ts';
