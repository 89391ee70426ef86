import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { activityBonusKey } from './modules/activities/index.ts';
import { commissionKey } from './modules/agents/index.ts';
import { guestTrialKey } from './modules/auth/index.ts';
import { houseInKey, houseOutKey, houseStakeKey, houseWinKey } from './modules/house/index.ts';
import { demoSeedCreditKey } from './modules/demo/index.ts';
import { IDEMPOTENCY_KEY_MAX } from './modules/ledger/index.ts';
import { lotteryOrderKey, lotteryPayoutKey } from './modules/lottery/index.ts';
import { adjustmentKey } from './modules/players-admin/index.ts';
import { rebateClaimKey } from './modules/rebates/index.ts';
import { redpacketKey } from './modules/redpackets/index.ts';
import { sportsAdjustKey, sportsReturnKey, sportsStakeKey } from './modules/sports/index.ts';
import { venueInKey, venueOutKey, venueReverseKey } from './modules/venues/index.ts';
import {
  depositKey,
  withdrawHoldKey,
  withdrawPayKey,
  withdrawReturnKey,
} from './modules/wallet/index.ts';

/**
 * The ledger's idempotency keys, one helper per operation in the module that owns it (ledger
 * CONTEXT.md). A key names one movement for good: two operations that could make the same key
 * would have the second answered as a replay of the first (same kind) or refused (another kind),
 * and a format that changed would post a retried operation twice.
 */

/** Ids: often small, so that two draws often agree (a shared key would show). */
const id = fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 2 ** 31 }));
/** Order numbers and days as written, and short text with the separator in it. */
const text = fc.oneof(
  fc.stringMatching(/^[A-Z]{0,2}[0-9]{1,20}$/),
  fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  fc.string({ unit: fc.constantFrom('1', ':', '-', 'a', '.'), maxLength: 4 }),
);
/** The inputs one draw offers every operation: each takes its ids and texts from it in order. */
const inputs = fc.record({ ids: fc.tuple(id, id), texts: fc.tuple(text) });
type Inputs = { ids: [number, number]; texts: [string] };

/** Every operation's helper with the types of its inputs and one key it must keep making. */
const OPERATIONS = {
  deposit: { key: depositKey, args: ['id'], example: [[12], 'deposit:12'] },
  withdrawHold: {
    key: withdrawHoldKey,
    args: ['text'],
    example: [['W20261124001'], 'withdraw-hold:W20261124001'],
  },
  withdrawPay: {
    key: withdrawPayKey,
    args: ['text'],
    example: [['W20261124001'], 'withdraw-pay:W20261124001'],
  },
  withdrawReturn: {
    key: withdrawReturnKey,
    args: ['text'],
    example: [['W20261124001'], 'withdraw-return:W20261124001'],
  },
  venueIn: { key: venueInKey, args: ['text'], example: [['T1'], 'venue-in:T1'] },
  venueOut: { key: venueOutKey, args: ['text'], example: [['T1'], 'venue-out:T1'] },
  venueReverse: {
    key: venueReverseKey,
    args: ['text'],
    example: [['T1'], 'venue-reverse:T1'],
  },
  guestTrial: { key: guestTrialKey, args: ['id'], example: [[7], 'guest-trial:7'] },
  demoSeedCredit: {
    key: demoSeedCreditKey,
    args: ['id'],
    example: [[1], 'demo-seed:credit:1'],
  },
  rebateClaim: { key: rebateClaimKey, args: ['id'], example: [[5], 'rebates.claim:5'] },
  commission: {
    key: commissionKey,
    args: ['id', 'text'],
    example: [[3, '2026-11-24'], 'agent_commission:3:2026-11-24'],
  },
  lotteryOrder: {
    key: lotteryOrderKey,
    args: ['id', 'text'],
    example: [[9, 'O1'], 'lottery.order:9:O1'],
  },
  lotteryPayout: {
    key: lotteryPayoutKey,
    args: ['id', 'text', 'id'],
    example: [[3, '20261124001', 9], 'lottery.payout:3:20261124001:9'],
  },
  adjustment: { key: adjustmentKey, args: ['id'], example: [[4], 'adjustment:4'] },
  redpacket: {
    key: redpacketKey,
    args: ['id', 'text', 'id'],
    example: [[9, '2026-11-24', 2], 'redpacket:9:2026-11-24:2'],
  },
  activityBonus: { key: activityBonusKey, args: ['id'], example: [[6], 'activity:6'] },
  houseIn: { key: houseInKey, args: ['text'], example: [['VT1'], 'house.in:VT1'] },
  houseOut: { key: houseOutKey, args: ['text'], example: [['VT1'], 'house.out:VT1'] },
  houseStake: {
    key: houseStakeKey,
    args: ['text'],
    example: [['HMIH2X1A4F00D1E2F3'], 'house.stake:HMIH2X1A4F00D1E2F3'],
  },
  houseWin: {
    key: houseWinKey,
    args: ['text'],
    example: [['HMIH2X1A4F00D1E2F3'], 'house.win:HMIH2X1A4F00D1E2F3'],
  },
  sportsStake: {
    key: sportsStakeKey,
    args: ['text'],
    example: [['SMIH2X1A4F00D1E2F3'], 'sports.stake:SMIH2X1A4F00D1E2F3'],
  },
  sportsReturn: {
    key: sportsReturnKey,
    args: ['id', 'id'],
    example: [[41, 1], 'sports.return:41:1'],
  },
  sportsAdjust: {
    key: sportsAdjustKey,
    args: ['id', 'id'],
    example: [[41, 2], 'sports.adjust:41:2'],
  },
} as const;

type Operation = keyof typeof OPERATIONS;
const NAMES = Object.keys(OPERATIONS) as Operation[];
const keyOf = (name: Operation, args: readonly unknown[]) =>
  (OPERATIONS[name].key as (...a: unknown[]) => string)(...args);

/** An operation's inputs taken from one draw. */
const argsOf = (name: Operation, draw: Inputs): (number | string)[] => {
  let ids = 0;
  return OPERATIONS[name].args.map((type) => (type === 'id' ? draw.ids[ids++]! : draw.texts[0]));
};

/** The key's fixed start: what the helper writes before its first input. */
const prefixOf = (name: Operation) => {
  const args = OPERATIONS[name].example[0];
  const key = keyOf(name, args);
  return key.slice(0, key.indexOf(String(args[0]), key.indexOf(':')));
};

describe('ledger idempotency keys', () => {
  it('keep the formats already stored, byte for byte', () => {
    for (const name of NAMES) {
      const [args, key] = OPERATIONS[name].example;
      expect(keyOf(name, args), name).toBe(key);
    }
  });

  it('start with prefixes of which none starts another, each ending with the separator', () => {
    const prefixes = NAMES.map(prefixOf);
    expect(new Set(prefixes).size).toBe(NAMES.length);
    for (const a of prefixes) {
      expect(a.endsWith(':'), a).toBe(true);
      for (const b of prefixes)
        if (a !== b) expect(b.startsWith(a), `${a} starts ${b}`).toBe(false);
    }
  });

  it('property: two different operations, or one with other inputs, never make the same key', () => {
    // Two draws, every operation on each: a key shared by two operations, or by one operation's
    // different inputs, fails; the small ids make the draws often share inputs.
    fc.assert(
      fc.property(inputs, inputs, (p, q) => {
        for (const a of NAMES) {
          for (const b of NAMES) {
            const [x, y] = [argsOf(a, p as Inputs), argsOf(b, q as Inputs)];
            const same = a === b && JSON.stringify(x) === JSON.stringify(y);
            expect(keyOf(a, x) === keyOf(b, y), `${a}(${x.join()}) ${b}(${y.join()})`).toBe(same);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('fit the ledger key column for inputs of their sizes', () => {
    const longest = NAMES.map((name) =>
      keyOf(
        name,
        OPERATIONS[name].example[0].map((arg) =>
          typeof arg === 'number' ? Number.MAX_SAFE_INTEGER : 'X'.repeat(32),
        ),
      ),
    );
    for (const key of longest) expect(key.length, key).toBeLessThanOrEqual(IDEMPOTENCY_KEY_MAX);
  });
});
