import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';

/** GET /api/captcha → {key, image}; image is a data: URL. Each challenge is single use. */
export const captchaEndpoint = calls.captcha;

export function getCaptcha(): Promise<ResponseOf<typeof captchaEndpoint>> {
  return call(captchaEndpoint);
}

/**
 * A fresh challenge on every mount (never from the cache: a used one is worthless); `refetch`
 * gives a new one after a tap or a failed attempt.
 */
export function useCaptcha() {
  return useQuery({
    queryKey: ['captcha'],
    queryFn: getCaptcha,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
