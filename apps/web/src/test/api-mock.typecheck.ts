/**
 * Checked by `tsc -p apps/web`, never run: a mocked answer the real server could not give is a
 * type error (DESIGN §10). Each `@ts-expect-error` fails the type check the day its line compiles.
 * (A field the server never sends is caught when the answer is given: api-mock.test.tsx.)
 */
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../lib/api.ts';
import { mockApi, mockVenueApi, PLAYER } from './api-mock.ts';

export function answersTheServerCouldGive() {
  mockApi({
    balance: () => ({ data: { balance: '12.50' } }),
    user: () => ({ data: { ...PLAYER, balance: '0.00' } }),
    delCard: () => ({}), // data: null
    withdraw: () => ({ code: 422, message: '单笔取款不能低于100元' }),
    getCard: (body) => ({ data: body.type === 2 ? [] : [] }),
  });
  mockVenueApi({ diceRoll: () => ({ code: 401 }) });
}

export function answersItCouldNot() {
  mockApi({
    // @ts-expect-error money is a 2-place string, never a number
    balance: () => ({ data: { balance: 12.5 } }),
  });
  mockApi({
    // @ts-expect-error a field of userInfo is missing
    user: () => ({ data: { id: 7, username: 'player01' } }),
  });
  mockApi({
    // @ts-expect-error a success carries the answer's data (transall answers what came back)
    transAll: () => ({ message: '操作成功' }),
  });
  mockApi({
    // @ts-expect-error 200 is not a refusal, and a refusal has a code of ours
    withdraw: () => ({ code: 299, message: 'odd' }),
  });
  mockApi({
    // @ts-expect-error no such call in the map
    balances: () => ({ data: { balance: '1.00' } }),
  });
  mockVenueApi({
    // @ts-expect-error the dice answer has no `lines`
    diceRoll: () => ({ data: { lines: [] } }),
  });
}

export async function callsAreTypedToo() {
  const balance: string = (await call(calls.balance)).balance;
  // @ts-expect-error a call that moves money needs its Idempotency-Key
  await call(calls.transAll);
  // @ts-expect-error getcard needs its type
  await call(calls.getCard);
  // @ts-expect-error getcard's type is 1 or 2
  await call(calls.getCard, { type: 3 });
  return balance;
}
