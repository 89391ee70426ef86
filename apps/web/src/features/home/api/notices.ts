import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';

/** POST /api/noticeList {page: 1} → the notices of the first page (spec part 1 §7). */
export const noticesEndpoint = calls.noticeList;
export type Notice = ResponseOf<typeof noticesEndpoint>['data'][number];

export function useFirstNotices(enabled: boolean) {
  return useQuery({
    queryKey: ['home', 'noticeList', 1],
    queryFn: async () => {
      const page = await call(noticesEndpoint, { page: 1 }, { silent: true });
      return page.data;
    },
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** The newest notice marked popup = 1, or null (the /index_old announcement popup). */
export function newestPopupNotice(notices: readonly Notice[]): Notice | null {
  let newest: Notice | null = null;
  for (const notice of notices) {
    if (notice.popup !== 1) continue;
    if (
      newest === null ||
      notice.created_at > newest.created_at ||
      (notice.created_at === newest.created_at && notice.id > newest.id)
    ) {
      newest = notice;
    }
  }
  return newest;
}
