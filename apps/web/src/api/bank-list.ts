import { queryOptions } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../lib/api.ts';

/** POST /api/banklist {} → [{bank_name, ico}]: the banks of the bank card screens (spec part 2 §3). */
export const bankListEndpoint = calls.bankList;
export type BankListItem = ResponseOf<typeof bankListEndpoint>[number];

/** Silent: each screen says what it does without the list (a fixed list, or nothing to pick). */
export const bankListQueryOptions = queryOptions({
  queryKey: ['bank-list'],
  queryFn: () => call(bankListEndpoint, undefined, { silent: true }),
  staleTime: 10 * 60_000,
});
