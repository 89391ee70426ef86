import type { ResponseOf } from '@app/contract/endpoint';
import type { calls } from '@app/contract/endpoint-routes';
import { FakeSocket } from '@app/web-client/fake-socket';

/**
 * The book's answers for the screens' tests, shaped as the contract says (`@app/contract/sports`):
 * fictional leagues and teams, odds as 2-place strings, lines as written quarters.
 */
type Answer<K extends keyof typeof calls> = ResponseOf<(typeof calls)[K]>;
export type FixtureData = Answer<'sportsFixtures'>['fixtures'][number];
export type MarketData = FixtureData['markets'][number];
export type BetData = Answer<'sportsBets'>['data'][number];

export const NOW = Date.UTC(2025, 4, 14, 6, 0, 0); // 14:00 Beijing

export function market(
  id: number,
  type: MarketData['type'],
  selections: [code: string, name: string, odds: string][],
  extra: Partial<MarketData> = {},
): MarketData {
  const names: Record<string, string> = {
    '1x2': '独赢',
    ah: '让球',
    ou: '大小球',
    cs: '波胆',
    btts: '双方进球',
    ml: '独赢',
    spread: '让分',
    points: '总分',
    winner: '获胜者',
    map_hcp: '地图让分',
    maps: '总地图数',
  };
  return {
    id,
    type,
    name: names[type]!,
    line: null,
    state: 'open',
    selections: selections.map(([code, name, odds]) => ({ code, name, odds })),
    ...extra,
  };
}

/** A football fixture with 独赢 (and, when `full`, 让球 大小球 双方进球 波胆). */
export function football(
  id: number,
  home: string,
  away: string,
  extra: Partial<FixtureData> = {},
  odds: [string, string, string] = ['2.10', '3.20', '3.40'],
): FixtureData {
  return {
    id,
    sport: 'football',
    league: '星海超级联赛',
    home,
    away,
    starts_at: NOW + 3 * 3_600_000,
    state: 'scheduled',
    score: null,
    clock: null,
    delay: 0,
    markets: [
      market(id * 10 + 1, '1x2', [
        ['home', home, odds[0]],
        ['draw', '平局', odds[1]],
        ['away', away, odds[2]],
      ]),
      market(
        id * 10 + 2,
        'ah',
        [
          ['home', `${home} -0.5`, '1.95'],
          ['away', `${away} +0.5`, '1.85'],
        ],
        { line: '-0.5' },
      ),
      market(
        id * 10 + 3,
        'ou',
        [
          ['over', '大 2.5', '1.90'],
          ['under', '小 2.5', '1.90'],
        ],
        { line: '2.5' },
      ),
      market(id * 10 + 4, 'btts', [
        ['yes', '是', '1.80'],
        ['no', '否', '1.95'],
      ]),
      market(id * 10 + 5, 'cs', [
        ['1:0', '1:0', '6.50'],
        ['2:1', '2:1', '8.00'],
        ['other', '其他比分', '15.00'],
      ]),
    ],
    ...extra,
  };
}

/** The same fixture in play: 上半场 at 23:05, 1:0, with the given delay. */
export function live(fixture: FixtureData, delay = 5): FixtureData {
  return {
    ...fixture,
    state: 'live',
    starts_at: NOW - 23 * 60_000,
    score: { home: 1, away: 0 },
    clock: { period: '上半场', seconds: 23 * 60 + 5, running: true, counts_down: false, at: NOW },
    delay,
  };
}

export function fixturesAnswer(fixtures: FixtureData[]): Answer<'sportsFixtures'> {
  return { now: NOW, fixtures };
}

export function lobbyAnswer(balance: string): Answer<'houseLobby'> {
  return { commit: 'a'.repeat(64), clientSeed: 'lucky', nonce: 0, balance, games: [] };
}

/** A room's socket, welcomed, as the server would leave it. */
export function openRoom(roomid: string): FakeSocket {
  const socket = FakeSocket.made.find((s) => s.url.includes(`roomid=${roomid}&`))!;
  socket.accept();
  socket.frame({ type: 'welcome', roomid, epoch: 'e1', offset: 0, user: { id: 7, name: 'p' } });
  offsets.set(socket, 0);
  return socket;
}

const offsets = new WeakMap<FakeSocket, number>();
/** One publication of a room (offsets follow the welcome's, one by one). */
export function publish(socket: FakeSocket, roomid: string, data: object): void {
  const offset = (offsets.get(socket) ?? 0) + 1;
  offsets.set(socket, offset);
  socket.frame({ type: 'pub', roomid, epoch: 'e1', offset, data });
}

export function bet(extra: Partial<BetData> = {}): BetData {
  return {
    id: 'S250514000001',
    kind: 'single',
    stake: '100.00',
    odds: '2.10',
    potential: '210.00',
    state: 'open',
    paid: null,
    placed_at: NOW,
    settled_at: null,
    legs: [
      {
        fixture: 1,
        sport: 'football',
        league: '星海超级联赛',
        home: '青龙队',
        away: '白虎队',
        starts_at: NOW,
        market: 11,
        market_type: '1x2',
        market_name: '独赢',
        line: null,
        selection: 'home',
        selection_name: '青龙队',
        odds: '2.10',
        in_play: false,
        outcome: null,
        score: null,
      },
    ],
    ...extra,
  };
}
