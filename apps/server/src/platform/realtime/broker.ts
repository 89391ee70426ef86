import { randomBytes } from 'node:crypto';

/** Where a room stands: its epoch and its last offset (0 before the first publication). */
export interface Position {
  epoch: string;
  offset: number;
}

/** A publication as stored: its offset and its data as JSON text. */
export interface StoredPublication {
  offset: number;
  json: string;
}

export interface StoredHistory extends Position {
  /** Publications after `since` up to `offset`, in order; empty when not complete. */
  publications: StoredPublication[];
  complete: boolean;
}

/** Called for every publication of a subscribed room, in offset order unless a gap is reported. */
export type PublicationListener = (
  roomid: string,
  epoch: string,
  offset: number,
  json: string,
) => void;

/**
 * Assigns offsets (in ONE place per room), keeps each room's bounded history and fans
 * publications out to the nodes that subscribed to the room.
 */
export interface Broker {
  publish(roomid: string, json: string): Promise<Position>;
  position(roomid: string): Promise<Position>;
  history(roomid: string, since: number): Promise<StoredHistory>;
  subscribe(roomid: string): Promise<void>;
  unsubscribe(roomid: string): Promise<void>;
  close(): Promise<void>;
}

export interface BrokerEvents {
  onPublication: PublicationListener;
  /** The fan-out connection came back after a loss: publications may have been missed. */
  onResubscribed(): void;
}

export function newEpoch(): string {
  return randomBytes(6).toString('base64url');
}

/** The slice of a room's history after `since` (shared by both brokers' arithmetic). */
export function historyWindow(
  top: number,
  kept: number,
  since: number,
): { count: number; complete: boolean } {
  if (!Number.isInteger(since) || since < 0 || since > top) return { count: 0, complete: false };
  const count = top - since;
  if (count > kept) return { count: 0, complete: false };
  return { count, complete: true };
}

interface MemoryRoom {
  epoch: string;
  offset: number;
  /** A ring: offset o lives at o % size while o > offset - kept. */
  ring: (StoredPublication | undefined)[];
  kept: number;
}

/**
 * One node, no Redis: offsets and history in this process. Holds at most `maxRooms` rooms; the
 * least recently used one is forgotten, so its next use starts a new epoch.
 */
export function memoryBroker(
  events: BrokerEvents,
  options: { historySize: number; maxRooms: number },
): Broker {
  const rooms = new Map<string, MemoryRoom>();
  const size = options.historySize;
  const room = (roomid: string): MemoryRoom => {
    let r = rooms.get(roomid);
    if (r) {
      rooms.delete(roomid);
    } else {
      r = { epoch: newEpoch(), offset: 0, ring: new Array(size), kept: 0 };
      if (rooms.size >= options.maxRooms) rooms.delete(rooms.keys().next().value!);
    }
    rooms.set(roomid, r); // most recently used last
    return r;
  };
  return {
    async publish(roomid, json) {
      const r = room(roomid);
      r.offset += 1;
      r.ring[r.offset % size] = { offset: r.offset, json };
      r.kept = Math.min(size, r.kept + 1);
      events.onPublication(roomid, r.epoch, r.offset, json);
      return { epoch: r.epoch, offset: r.offset };
    },
    async position(roomid) {
      const r = room(roomid);
      return { epoch: r.epoch, offset: r.offset };
    },
    async history(roomid, since) {
      const r = room(roomid);
      const { count, complete } = historyWindow(r.offset, r.kept, since);
      const publications: StoredPublication[] = [];
      for (let o = r.offset - count + 1; o <= r.offset; o++) {
        const p = r.ring[o % size];
        if (p?.offset !== o) throw new Error(`realtime history of ${roomid} lost offset ${o}`);
        publications.push(p);
      }
      return { epoch: r.epoch, offset: r.offset, publications, complete };
    },
    async subscribe() {},
    async unsubscribe() {},
    async close() {
      rooms.clear();
    },
  };
}
