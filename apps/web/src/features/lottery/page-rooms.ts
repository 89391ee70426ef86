import { LOTTERY_ROOMS_KEY, type FirstPaintRoom } from '@app/contract/first-paint';

/**
 * The room as the page named it (the server writes the open rooms' titles and kinds into the page:
 * apps/server lottery `pageRoomTitles`), so that the screen shows what the first paint showed while
 * the room's own answer is on its way. Null when the page does not name it.
 */
export function pageRoom(roomId: number): FirstPaintRoom | null {
  const rooms =
    typeof window === 'undefined' ? undefined : window.__pageAnswers?.[LOTTERY_ROOMS_KEY];
  if (!Array.isArray(rooms)) return null;
  return (rooms as FirstPaintRoom[]).find((room) => room.room_id === roomId) ?? null;
}
