import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@app/contract/endpoint-routes';
import { LIMITS } from '@app/contract/limits';
import { call } from '../../../lib/api.ts';
import { userQueryKey } from '../../../lib/auth.ts';
import { toast } from '../../../lib/feedback.ts';
import { PROFILE_TEXT } from '../strings.ts';

/**
 * POST /api/uploadimg (multipart `file`) makes the picture the player's avatar (spec part 1 §7).
 * The screen checks the type and size first with the spec's messages (part 1 §5); the server
 * checks them again by the file's magic bytes. Success: 头像上传成功！; failure: the server's
 * message, or 网络错误或上传失败。 when no answer came (part 1 §8).
 */
export const uploadAvatarEndpoint = calls.uploadImg;

const TYPES = ['image/gif', 'image/png', 'image/jpeg'];

/** The spec's message for a file the player may not upload, or null. */
export function avatarFileError(file: File): string | null {
  if (!TYPES.includes(file.type)) return PROFILE_TEXT.avatarType;
  if (file.size > LIMITS.uploadMaxBytes) return PROFILE_TEXT.avatarSize;
  return null;
}

export function uploadAvatar(file: File): Promise<string> {
  return call(uploadAvatarEndpoint, { file }, { networkErrorMessage: PROFILE_TEXT.avatarFailed });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: uploadAvatar,
    onSuccess: async () => {
      toast(PROFILE_TEXT.avatarUploaded, 'success');
      await queryClient.invalidateQueries({ queryKey: userQueryKey, refetchType: 'all' });
    },
  });
  const upload = (file: File) => {
    const error = avatarFileError(file);
    if (error) {
      toast(error, 'fail');
      return;
    }
    mutation.mutate(file);
  };
  return { upload, isPending: mutation.isPending };
}
