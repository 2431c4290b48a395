import { CALLER_PROFILE_HEADER } from './headers.js';
import { isApiErrorBody, messageForPerson } from './api-error.js';
import { CALL_FAILURE } from '../texts/call-failure.js';

export interface UploadImageOptions {
  /** The API base, e.g. `/api`. */
  baseUrl: string;
  token: string | null | undefined;
  callerProfileId?: string | number | null;
  /** Receives the server's message of a failed upload (hosts show it as an error toast). */
  onError?: (message: string) => void;
  fetch?: typeof fetch;
}

/**
 * POST /images as multipart/form-data with the field `file` (the JSON client cannot send files);
 * resolves to the new image id, or null after reporting the failure. Hosts use it to implement
 * `Platform.upload`, since only they hold the session token.
 */
export async function uploadImage(file: Blob, options: UploadImageOptions): Promise<number | null> {
  const form = new FormData();
  form.append('file', file);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const caller = options.callerProfileId;
  if (caller !== undefined && caller !== null && caller !== '') headers[CALLER_PROFILE_HEADER] = String(caller);
  const doFetch = options.fetch ?? fetch;
  try {
    const response = await doFetch(`${options.baseUrl.replace(/\/$/, '')}/images`, { method: 'POST', headers, body: form });
    const text = await response.text();
    const body: unknown = text ? JSON.parse(text) : null;
    if (!response.ok || isApiErrorBody(body)) {
      options.onError?.(isApiErrorBody(body) ? messageForPerson(body.error) : `Request failed (${response.status})`);
      return null;
    }
    const id = (body as { id?: unknown } | null)?.id;
    return typeof id === 'number' ? id : null;
  } catch {
    options.onError?.(CALL_FAILURE.generic);
    return null;
  }
}
