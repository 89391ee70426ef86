import { describe, expect, test } from 'vitest';
import * as contract from '@app/contract/lottery';
import * as local from './constants.ts';

describe('lottery constants', () => {
  test('equal the contract’s (the screens keep a zod-free copy)', () => {
    expect(local.LOTTERY_TYPE).toEqual(contract.LOTTERY_TYPE);
    expect(local.LOTTERY_QUICK_AMOUNTS).toEqual(contract.LOTTERY_QUICK_AMOUNTS);
    expect(local.LOTTERY_DEFAULT_AMOUNT).toBe(contract.LOTTERY_DEFAULT_AMOUNT);
    expect(local.LOTTERY_MAX_LINES).toBe(contract.LOTTERY_MAX_LINES);
    expect(local.LOTTERY_CHAT_MAX).toBe(contract.LOTTERY_CHAT_MAX);
    expect(local.LOTTERY_TREND_MAX).toBe(contract.LOTTERY_TREND_MAX);
  });
});
