import { useMutation, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { App } from 'antd';
import type { PayloadOf, ResponseOf, Route } from '@app/contract/endpoint';
import { request, type CallOptions } from './api.ts';
import { QUERY } from './strings.ts';

/**
 * TanStack Query over the contract's admin map. A query's key is [path, payload], so invalidating
 * an endpoint (`invalidate: [adminCalls.deposits]`) refreshes every page and filter of it.
 */
export const keyOf = (endpoint: Route, payload?: unknown) =>
  payload === undefined ? [endpoint.path] : [endpoint.path, payload];

type QueryExtras<E> = Omit<UseQueryOptions<ResponseOf<E>, Error>, 'queryKey' | 'queryFn'> & {
  session?: CallOptions['session'];
};

/** Reads one call: `useCall(adminCalls.deposits, {page, state})`. */
export function useCall<E extends Route>(
  endpoint: E,
  payload?: PayloadOf<E>,
  options: QueryExtras<E> = {},
) {
  const { session, ...rest } = options;
  return useQuery<ResponseOf<E>, Error>({
    queryKey: keyOf(endpoint, payload ?? {}),
    queryFn: () =>
      request(endpoint, payload ?? {}, { session: session ?? 'staff' }) as Promise<ResponseOf<E>>,
    ...rest,
  });
}

export interface ActionOptions<E> {
  /** Endpoints whose queries are refreshed after success. */
  invalidate?: readonly Route[];
  /** Shown after success; false: nothing. Default 操作成功. */
  success?: string | false;
  onSuccess?: (data: ResponseOf<E>) => void;
  session?: CallOptions['session'];
  /** A fresh key per attempt for calls that move money. */
  idempotent?: boolean;
}

/**
 * A write: `useAction(adminCalls.depositsReview, {invalidate: [adminCalls.deposits]})`. Success
 * and failure are told with antd's message (the server's Chinese text on failure).
 */
export function useAction<E extends Route>(endpoint: E, options: ActionOptions<E> = {}) {
  const client = useQueryClient();
  const { message } = App.useApp();
  return useMutation<ResponseOf<E>, Error, PayloadOf<E>>({
    mutationFn: (payload) =>
      request(endpoint, payload, {
        session: options.session ?? 'staff',
        ...(options.idempotent ? { idempotencyKey: crypto.randomUUID() } : {}),
      }) as Promise<ResponseOf<E>>,
    onSuccess: async (data) => {
      if (options.success !== false) void message.success(options.success ?? QUERY.success);
      await Promise.all(
        (options.invalidate ?? []).map((e) => client.invalidateQueries({ queryKey: [e.path] })),
      );
      options.onSuccess?.(data);
    },
    onError: (error) => {
      void message.error(error.message);
    },
  });
}
