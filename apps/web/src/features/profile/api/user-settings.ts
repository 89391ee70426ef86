import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserSettingsData, UserSettingsUpdatePayload } from '@app/contract/profile';
import { calls } from '@app/contract/endpoint-routes';
import { call } from '../../../lib/api.ts';
import { toast } from '../../../lib/feedback.ts';
import { useSessionToken } from '../../../lib/session.ts';
import { PROFILE_TEXT } from '../strings.ts';
import { profileKeys } from './keys.ts';

/**
 * POST /api/userSettings → the /userCent switches, saved for the player on the server (ours: the
 * spec has no call for them; docs/decisions/player-app.md). POST /api/userSettingsUpdate changes some.
 */
export const userSettingsEndpoint = calls.userSettings;
export const userSettingsUpdateEndpoint = calls.userSettingsUpdate;

export function useUserSettings() {
  const token = useSessionToken();
  return useQuery({
    queryKey: profileKeys.settings,
    queryFn: () => call(userSettingsEndpoint),
    enabled: token !== null,
  });
}

export function useUpdateUserSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UserSettingsUpdatePayload) => call(userSettingsUpdateEndpoint, change),
    onSuccess: (saved: UserSettingsData) => {
      queryClient.setQueryData(profileKeys.settings, saved);
      toast(PROFILE_TEXT.settingsSaved, 'success');
    },
  });
}
