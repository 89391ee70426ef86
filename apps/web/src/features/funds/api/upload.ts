import { useMutation } from '@tanstack/react-query';
import { calls } from '@app/contract/endpoint-routes';
import { MSG } from '@app/contract/messages';
import { ApiError, call } from '../../../lib/api.ts';

/** Upload limits of spec part 2 §5 and §9: GIF, PNG or JPEG, at most 5 MB. */
export const UPLOAD_MAX_BYTES = 5_242_880;
export const UPLOAD_TYPES = ['image/gif', 'image/png', 'image/jpeg'] as const;
export const UPLOAD_ACCEPT = UPLOAD_TYPES.join(',');

/** The spec's message for a file the server would refuse, checked before sending; or null. */
export function uploadFileError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return MSG.uploadType;
  if (file.size > UPLOAD_MAX_BYTES) return MSG.uploadSize;
  return null;
}

export class UploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadError';
  }
}

/**
 * POST /api/uploadToOss, multipart with the field "file" → data: the image URL. A failure throws
 * an UploadError holding the text to show (the screen shows it): the server's message, or
 * 网络错误或上传失败。 when no usable answer arrived.
 */
export const uploadEndpoint = calls.uploadToOss;

export async function uploadImage(file: File): Promise<string> {
  let url: string;
  try {
    url = await call(
      uploadEndpoint,
      { file },
      { silent: true, networkErrorMessage: MSG.uploadFailed },
    );
  } catch (error) {
    throw new UploadError(error instanceof ApiError ? error.message : MSG.uploadFailed);
  }
  if (url === '') throw new UploadError(MSG.uploadFailed);
  return url;
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
