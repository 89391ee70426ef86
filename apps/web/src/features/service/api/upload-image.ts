import { useMutation } from '@tanstack/react-query';
import { calls } from '@app/contract/endpoint-routes';
import { LIMITS } from '@app/contract/limits';
import { MSG } from '@app/contract/messages';
import { ApiError, call } from '../../../lib/api.ts';

/** The images a chat message may carry: GIF, PNG or JPEG up to 5 MB, as every upload (part 2 §5). */
export const CHAT_IMAGE_TYPES = ['image/gif', 'image/png', 'image/jpeg'] as const;
export const CHAT_IMAGE_ACCEPT = CHAT_IMAGE_TYPES.join(',');

/** The spec's message for a file the server would refuse, checked before sending; or null. */
export function chatImageError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(CHAT_IMAGE_TYPES as readonly string[]).includes(file.type)) return MSG.uploadType;
  if (file.size > LIMITS.uploadMaxBytes) return MSG.uploadSize;
  return null;
}

/**
 * POST /api/uploadToOss (multipart, field "file") → the image's address. A failure throws an
 * Error holding the text to show: the server's message, or 网络错误或上传失败。.
 */
export const uploadToOssEndpoint = calls.uploadToOss;

export async function uploadChatImage(file: File): Promise<string> {
  let url: string;
  try {
    url = await call(
      uploadToOssEndpoint,
      { file },
      { silent: true, networkErrorMessage: MSG.uploadFailed },
    );
  } catch (error) {
    throw new Error(error instanceof ApiError ? error.message : MSG.uploadFailed);
  }
  if (url === '') throw new Error(MSG.uploadFailed);
  return url;
}

export function useUploadChatImage() {
  return useMutation({ mutationFn: uploadChatImage });
}
