import { QueryClient } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR_CODE } from '../lib/api.ts';

/**
 * One retry when no answer arrived (flaky mobile network); none when the server answered, since
 * its answer would be the same and its message was already shown.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) =>
          error instanceof ApiError && error.code === NETWORK_ERROR_CODE && failures < 1,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
