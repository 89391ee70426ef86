import { useMutation } from '@tanstack/react-query';
import { LIMITS } from '@app/contract/limits';
import { MSG } from '@app/contract/messages';
import { getToken } from '../../../lib/session.ts';

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
 * POST /api/uploadToOss, multipart with the field "file" → data: the image URL. The shared client
 * sends JSON only, so this is its own small fetch with the same bearer token and timeout. A
 * failure throws an UploadError holding the text to show: the server's message, or
 * 网络错误或上传失败。 when no usable answer arrived.
 */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LIMITS.requestTimeoutMs);
  let envelope: { code?: unknown; message?: unknown; msg?: unknown; data?: unknown };
  try {
    const response = await fetch('/api/uploadToOss', {
      method: 'POST',
      headers,
      body: form,
      signal: controller.signal,
    });
    envelope = (await response.json()) as typeof envelope;
  } catch {
    throw new UploadError(MSG.uploadFailed);
  } finally {
    clearTimeout(timer);
  }
  if (envelope.code === 200 && typeof envelope.data === 'string' && envelope.data !== '') {
    return envelope.data;
  }
  const message =
    typeof envelope.message === 'string' && envelope.message !== ''
      ? envelope.message
      : typeof envelope.msg === 'string' && envelope.msg !== ''
        ? envelope.msg
        : MSG.uploadFailed;
  throw new UploadError(message);
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
