import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { SERVICE_SHIFTS } from '@app/contract/games-constants';
import { fillMessage, MSG } from '@app/contract/messages';
import { toast } from '../../lib/feedback.ts';
import { serviceUrlQuery } from '../../api/service-url.ts';
import { inAppRoute, openInNewWindow } from '../../lib/links.ts';

/** The shift's number as the screens show it: 在线客服1 for '1', 在线客服2 for '3'. */
function shiftNumber(shift: string | undefined): number {
  const index = SERVICE_SHIFTS.findIndex((s) => s.key === shift);
  return index < 0 ? 1 : index + 1;
}

/** What opening a link did. */
export type OpenOutcome = 'route' | 'window' | 'blocked' | 'failed';

/**
 * Opens a customer-service link: an in-app route ('/#/…', '#/…') in place, anything else in a new
 * window (spec part 1 §2 /kefu), saying so when the browser blocked it.
 */
export function openServiceLink(
  url: string,
  navigate: (to: string, options?: { replace?: boolean }) => void | Promise<void>,
  options: { replace?: boolean; shift?: string } = {},
): OpenOutcome {
  const link = url.trim();
  if (link === '') {
    // Spec part 2 §8: 客服链接{n}不存在, n the shift as the player knows it (1 or 2).
    toast(fillMessage(MSG.serviceLinkMissing, { n: shiftNumber(options.shift) }), 'fail');
    return 'failed';
  }
  const route = inAppRoute(link);
  if (route !== null) {
    void navigate(route, { replace: options.replace ?? false });
    return 'route';
  }
  if (openInNewWindow(link)) return 'window';
  toast(MSG.popupBlocked);
  return 'blocked';
}

/**
 * Tapping a shift: its link, from the cache when the screen already asked for it (then the new
 * window opens within the tap, which pop-up blockers allow), else asked now.
 */
export function useOpenShift(): (shift: string) => Promise<OpenOutcome> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (shift: string) => {
      const query = serviceUrlQuery(shift);
      let url = queryClient.getQueryData(query.queryKey)?.url;
      if (url === undefined) {
        try {
          url = (await queryClient.fetchQuery(query)).url;
        } catch {
          toast(MSG.serviceLinkFailed, 'fail');
          return 'failed';
        }
      }
      return openServiceLink(url, navigate, { shift });
    },
    [queryClient, navigate],
  );
}
