import type {
  AdminHouseExposure,
  AdminHouseExposureRound,
  AdminHouseRecords,
  AdminHouseRtp,
  AdminHouseTable,
} from '@app/contract/admin-house';

/** 2026-11-24 12:00:00 Beijing. */
export const NOW = Date.UTC(2026, 10, 24, 4, 0, 0);

export function makeTable(code: string, extra: Partial<AdminHouseTable> = {}): AdminHouseTable {
  return {
    code,
    game: 'baccarat',
    game_name: '百家乐',
    name: code === 'bac1' ? '百家乐 A' : '百家乐 B',
    open: true,
    round_seconds: 25,
    betting_seconds: 15,
    limits: [
      { area: 'player', name: '闲', odds: '1:1', min: '10.00', max: '5000.00' },
      { area: 'tie', name: '和', odds: '1:8', min: '10.00', max: '1000.00' },
      { area: 'banker', name: '庄', odds: '1:0.95', min: '10.00', max: '5000.00' },
    ],
    current: {
      round: 1201,
      phase: 'betting',
      opens_at: NOW - 3_000,
      closes_at: NOW + 12_000,
      ends_at: NOW + 22_000,
    },
    pending: null,
    ...extra,
  };
}

export function makeRound(
  round: number,
  extra: Partial<AdminHouseExposureRound> = {},
): AdminHouseExposureRound {
  return {
    round,
    state: 'betting',
    opens_at: NOW - 3_000,
    closes_at: NOW + 12_000,
    stake: '400.00',
    players: 2,
    areas: [
      { area: 'player', name: '闲', stake: '200.00', players: 1, worst_payout: '400.00' },
      { area: 'tie', name: '和', stake: '100.00', players: 1, worst_payout: '900.00' },
      { area: 'banker', name: '庄', stake: '100.00', players: 1, worst_payout: '195.00' },
    ],
    scenarios: [
      { key: 'banker', name: '庄赢', payout: '195.00', net: '205.00' },
      { key: 'player', name: '闲赢', payout: '400.00', net: '0.00' },
      { key: 'tie', name: '和局', payout: '1200.00', net: '-800.00' },
    ],
    worst: { key: 'tie', name: '和局', payout: '1200.00', net: '-800.00' },
    result: null,
    actual_net: null,
    ...extra,
  };
}

export function makeExposure(extra: Partial<AdminHouseExposure> = {}): AdminHouseExposure {
  return {
    code: 'bac1',
    game: 'baccarat',
    name: '百家乐 A',
    open: true,
    now: NOW,
    rounds: [
      makeRound(1201),
      makeRound(1200, {
        state: 'settled',
        result: '庄赢 闲3:庄7',
        actual_net: '-120.50',
        worst: { key: 'tie', name: '和局', payout: '900.00', net: '-500.00' },
      }),
    ],
    ...extra,
  };
}

export function makeRtp(days = 2): AdminHouseRtp {
  const figures = (rounds: number, staked: string, paid: string, rtp: string | null) => ({
    rounds,
    staked,
    paid,
    rtp,
  });
  return {
    days: ['2026-11-23', '2026-11-24'].slice(-days),
    games: [
      {
        game: 'fruit',
        name: '缤纷水果',
        kind: 'slot',
        stated: '95.98%',
        stated_note: '按卷轴精确计算（标称 95.98%）',
        days: [figures(0, '0.00', '0.00', null), figures(10, '20.00', '30.00', '150.00%')].slice(
          -days,
        ),
        total: figures(10, '20.00', '30.00', '150.00%'),
      },
      {
        game: 'baccarat',
        name: '百家乐',
        kind: 'table',
        stated: '98.94%',
        stated_note: '庄（闲 98.76%，和 85.64%）：8副牌精确计算',
        days: [
          figures(4, '400.00', '390.00', '97.50%'),
          figures(2, '200.00', '198.00', '99.00%'),
        ].slice(-days),
        total: figures(6, '600.00', '588.00', '98.00%'),
      },
    ],
  };
}

export function makeRecords(extra: Partial<AdminHouseRecords> = {}): AdminHouseRecords {
  return {
    player: { id: 7, username: 'demo001' },
    player_app: 'https://play.example.com',
    records: {
      data: [
        {
          bet_no: 'H01ABCDEF1234',
          game: 'ocean',
          game_name: '深海宝藏',
          table: null,
          round: null,
          stake: '1.50',
          paid: '3.00',
          net: '1.50',
          created_at: NOW,
          verify_path: '/#/house/verify?bet=H01ABCDEF1234',
        },
      ],
      total: 21,
      current_page: 1,
      last_page: 2,
    },
    ...extra,
  };
}
