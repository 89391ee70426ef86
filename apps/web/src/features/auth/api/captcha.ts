import { useQuery } from '@tanstack/react-query';
import type { CaptchaData } from '@app/contract/api';
import { api } from '../../../lib/api.ts';

/** GET /api/captcha → {key, image}; image is a data: URL. Each challenge is single use. */
export function getCaptcha(): Promise<CaptchaData> {
  return api.get<CaptchaData>('/api/captcha');
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
