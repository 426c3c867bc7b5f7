import { afterEach, describe, expect, it, vi } from 'vitest';
import { bankingApi } from '../../../../../shared/api/banking';
import { ApiError } from '@/lib/api-client';
import { uploadRaw, UploadAbortedError } from './raw-upload';

/** Just enough of XMLHttpRequest to drive the callbacks by hand. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  sent: Blob | string | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((e: ProgressEvent) => void) | null; onload: (() => void) | null } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: Blob | string) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  respond(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

function start(options: Partial<Parameters<typeof uploadRaw>[0]> = {}) {
  const xhr = new FakeXhr();
  const promise = uploadRaw({ url: bankingApi.import.path, body: 'a,b\n1,2', createRequest: () => xhr as unknown as XMLHttpRequest, ...options });
  return { xhr, promise };
}

afterEach(() => vi.unstubAllGlobals());

describe('uploadRaw', () => {
  it('posts the raw body with credentials and a text content type', async () => {
    const { xhr, promise } = start();
    expect(xhr.method).toBe('POST');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers['Content-Type']).toBe('text/plain');
    expect(xhr.sent).toBe('a,b\n1,2');
    xhr.respond(200, '{"imported":2}');
    await expect(promise).resolves.toBe('{"imported":2}');
  });

  it('sends a file as the Blob itself, unread', () => {
    const xhr = new FakeXhr();
    const file = new Blob(['caf\xe9'], { type: 'text/csv' });
    void uploadRaw({ url: bankingApi.import.path, body: file, createRequest: () => xhr as unknown as XMLHttpRequest });
    expect(xhr.sent).toBe(file);
  });

  it('adds the CSRF header when the cookie is there', () => {
    vi.stubGlobal('document', { cookie: 'wd_csrf=tok%2B1' });
    const { xhr } = start();
    expect(xhr.headers['x-csrf-token']).toBe('tok+1');
  });

  it('reports progress, then that the upload is done, once', async () => {
    const progress = vi.fn();
    const uploaded = vi.fn();
    const { xhr, promise } = start({ onProgress: progress, onUploaded: uploaded });
    xhr.upload.onprogress?.({ loaded: 5, total: 10, lengthComputable: true } as ProgressEvent);
    xhr.upload.onprogress?.({ loaded: 7, total: 0, lengthComputable: false } as ProgressEvent);
    expect(progress).toHaveBeenNthCalledWith(1, { loaded: 5, total: 10 });
    expect(progress).toHaveBeenNthCalledWith(2, { loaded: 7, total: 0 });
    xhr.upload.onload?.();
    xhr.respond(200, '{}');
    await promise;
    expect(uploaded).toHaveBeenCalledTimes(1);
  });

  it('raises a non-success answer as ApiError with the body', async () => {
    const { xhr, promise } = start();
    xhr.respond(400, '{"error":{"code":"bad_request","message":"The file is empty"}}');
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe('400: {"error":{"code":"bad_request","message":"The file is empty"}}');
    expect((error as ApiError).server).toEqual({ code: 'bad_request', message: 'The file is empty' });
  });

  it('is cancelled by its signal, and a network failure is a TypeError', async () => {
    const controller = new AbortController();
    const { promise } = start({ signal: controller.signal });
    controller.abort();
    await expect(promise).rejects.toBeInstanceOf(UploadAbortedError);

    const failed = start();
    failed.xhr.onerror?.();
    await expect(failed.promise).rejects.toBeInstanceOf(TypeError);
  });
});
