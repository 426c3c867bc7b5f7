/**
 * Raw uploads of a bank file. The File itself is the body: the browser streams its bytes without
 * the page reading, decoding or copying them (no main-thread work for a 10 MB export), and the
 * server sees the original bytes, so its encoding detection (UTF-16, Windows-1252 "CAFÉ") works;
 * decoding with File.text() first would turn those characters into U+FFFD.
 *
 * The import goes through XMLHttpRequest, because fetch cannot report upload progress: a real
 * progress bar while the file goes up, then an indeterminate "Saving..." until the server answers.
 * Both follow the api client's conventions: credentials, the CSRF header on a write, and a
 * non-success answer raised as ApiError(`${status}: ${body}`).
 */
import { CSRF_COOKIE, CSRF_HEADER } from '../../../../../shared/constants';
import { apiErrorFor, readCookie } from '@/lib/api-client';

export interface UploadProgress {
  loaded: number;
  /** 0 when the browser cannot tell. */
  total: number;
}

export interface UploadRawOptions {
  url: string;
  body: Blob | string;
  contentType?: string;
  /** While the body goes up. */
  onProgress?: (progress: UploadProgress) => void;
  /** The body is fully sent; the server is now working on it. */
  onUploaded?: () => void;
  signal?: AbortSignal;
  /** Tests pass a fake. */
  createRequest?: () => XMLHttpRequest;
}

export class UploadAbortedError extends Error {
  constructor() {
    super('The upload was cancelled');
    this.name = 'UploadAbortedError';
  }
}

/** Resolves with the response text of a 2xx answer. */
export function uploadRaw(options: UploadRawOptions): Promise<string> {
  const { url, body, contentType = 'text/plain', onProgress, onUploaded, signal } = options;
  return new Promise<string>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadAbortedError());
      return;
    }
    const xhr = options.createRequest ? options.createRequest() : new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', contentType);
    const token = readCookie(CSRF_COOKIE);
    if (token) xhr.setRequestHeader(CSRF_HEADER, token);

    let uploaded = false;
    const markUploaded = () => {
      if (uploaded) return;
      uploaded = true;
      onUploaded?.();
    };
    xhr.upload.onprogress = (event) => onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    xhr.upload.onload = markUploaded;

    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);

    xhr.onload = () => {
      settle();
      markUploaded();
      if (xhr.status >= 200 && xhr.status < 300) resolve(xhr.responseText);
      else void apiErrorFor(xhr.status, xhr.responseText, xhr.statusText).then(reject, reject);
    };
    // Same error type fetch raises when the server cannot be reached.
    xhr.onerror = () => {
      settle();
      reject(new TypeError('Network request failed'));
    };
    xhr.onabort = () => {
      settle();
      reject(new UploadAbortedError());
    };
    xhr.send(body);
  });
}

/** A raw POST with fetch (the import preview): the same conventions, no progress needed. */
export async function postRaw(url: string, body: Blob | string, contentType = 'text/plain'): Promise<string> {
  const headers: Record<string, string> = { 'Content-Type': contentType };
  const token = readCookie(CSRF_COOKIE);
  if (token) headers[CSRF_HEADER] = token;
  const res = await fetch(url, { method: 'POST', headers, body, credentials: 'include' });
  const text = await res.text().catch(() => '');
  if (!res.ok) throw await apiErrorFor(res.status, text, res.statusText);
  return text;
}
