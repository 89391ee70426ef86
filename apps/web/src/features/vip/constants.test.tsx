import { describe, expect, test } from 'vitest';
import * as contract from '@app/contract/rewards';
import * as local from './constants.ts';

describe('VIP constants', () => {
  test('equal the contract’s (the screens keep a zod-free copy)', () => {
    expect(local.VIP_LEVELS).toBe(contract.VIP_LEVELS);
    expect(local.VIP_RETENTION_DAYS).toBe(contract.VIP_RETENTION_DAYS);
    expect(local.REBATE_CATEGORIES).toEqual(contract.REBATE_CATEGORIES);
    expect(local.REBATE_CATEGORY_NAMES).toEqual(contract.REBATE_CATEGORY_NAMES);
  });
});
