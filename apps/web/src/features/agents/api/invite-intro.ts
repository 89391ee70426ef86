import { useQuery } from '@tanstack/react-query';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { agentsKeys } from './keys.ts';

/** POST /api/inviteIntro (ours, public): the bonus introduction images and text. */
export const inviteIntroEndpoint = calls.inviteIntro;

export function useInviteIntro() {
  return useQuery({
    queryKey: agentsKeys.intro,
    queryFn: () => call(inviteIntroEndpoint, undefined, { silent: true }),
    staleTime: 5 * 60_000,
  });
}
