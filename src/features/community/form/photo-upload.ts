import type { CommunityPhoto } from '#contract/community.ts';
import { uploadCommunityPhoto } from '../../../api/contract.gen.ts';
import {
  ApiRequestError,
  endpointUrl,
  errorBodyOf,
  recoverFromError,
  requestHeaders,
} from '../../../api/http.ts';

/**
 * One community photo upload: POST /api/v1/community/photo with the image itself as the body. It is
 * the one request outside `call()`, because only XMLHttpRequest reports upload progress; it sends the
 * same headers (deviceUuid, no-cache, the session's token: http.ts requestHeaders), and an expired
 * access token (111) is renewed through the same refresh rule and the photo sent once more.
 */

const label = `${uploadCommunityPhoto.method} ${uploadCommunityPhoto.path}`;

function attempt(
  file: Blob,
  onProgress: (ratio: number) => void,
  signal: AbortSignal | undefined,
): Promise<{ photo: CommunityPhoto; sentWith: string | undefined }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', endpointUrl(uploadCommunityPhoto));
    const headers = requestHeaders(uploadCommunityPhoto);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Content-Type', file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);
    xhr.onload = () => {
      settle();
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = xhr.responseText;
      }
      const photo = (data as { photo?: CommunityPhoto } | null)?.photo;
      if (xhr.status >= 200 && xhr.status < 300 && photo) {
        onProgress(1);
        resolve({ photo, sentWith: headers.Authorization });
      } else {
        const error = new ApiRequestError(xhr.status, errorBodyOf(xhr.status, data), label);
        reject(Object.assign(error, { sentWith: headers.Authorization }));
      }
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiRequestError(0, errorBodyOf(0, undefined), label));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('사진 올리기를 취소했습니다.', 'AbortError'));
    };
    if (signal?.aborted) xhr.abort();
    else xhr.send(file);
  });
}

/** Uploads one photo; `onProgress` gets 0..1. Rejects with an ApiRequestError, or an AbortError. */
export async function uploadPhoto(
  file: Blob,
  onProgress: (ratio: number) => void,
  signal?: AbortSignal,
): Promise<CommunityPhoto> {
  try {
    return (await attempt(file, onProgress, signal)).photo;
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 401) throw error;
    const sentWith = (error as ApiRequestError & { sentWith?: string }).sentWith;
    if (!(await recoverFromError(error, sentWith))) throw error;
    onProgress(0);
    return (await attempt(file, onProgress, signal)).photo;
  }
}
