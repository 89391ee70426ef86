import { describe, expect, test } from 'vitest';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../lib/api.ts';
import { mockApi, refusedMockAnswers, type PlayerHandlers } from './api-mock.ts';

describe('the mocked server', () => {
  test('an answer as the server gives it passes', async () => {
    mockApi({ balance: () => ({ data: { balance: '12.50' } }) });
    await expect(call(calls.balance)).resolves.toEqual({ balance: '12.50' });
    expect(refusedMockAnswers).toEqual([]);
  });

  test('a field the server never sends is refused (TypeScript does not see it)', async () => {
    const handlers: PlayerHandlers = {
      balance: () => ({ data: { balance: '12.50', currency: 'CNY' } as { balance: string } }),
    };
    mockApi(handlers);
    await call(calls.balance);
    expect(refusedMockAnswers.splice(0)).toEqual([
      'balance: fields the server never sends in {"balance":"12.50","currency":"CNY"}',
    ]);
  });

  test('a shape forced past the types is refused too', async () => {
    mockApi({ transAll: () => ({ data: { recovered: 1 } as never }) });
    await call(calls.transAll, undefined, { idempotencyKey: 'key-0123456789' });
    const [refused] = refusedMockAnswers.splice(0);
    expect(refused).toMatch(/^transAll: /);
  });
});
