import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiErrorFor, apiRequest, errorText, isUnauthorized } from './api-client';

/** The error a request raises when the server answers `status` with `body` (the real parsing path). */
async function failure(status: number, body: string, statusText = ''): Promise<ApiError> {
  vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => new Response(body, { status, statusText })));
  const error = await apiRequest('GET', '/x').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const errorBody = (code: string, message: string) => JSON.stringify({ error: { code, message } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ApiError', () => {
  it("keeps the spec's message and the server's error parsed by the shared contract", async () => {
    const error = await failure(409, errorBody('conflict', 'All 5 seats are in use.'));
    expect(error.status).toBe(409);
    expect(error.message).toBe(`409: ${errorBody('conflict', 'All 5 seats are in use.')}`);
    expect(error.server).toEqual({ code: 'conflict', message: 'All 5 seats are in use.' });
    expect(error.code).toBe('conflict');
  });

  it('has no server error when the body is not the error contract', async () => {
    for (const body of ['Bad Gateway', '<html>bad gateway</html>', '{"other":1}', '{"error":"Subscription not found"}', '{"error":{"message":"no code"}}']) {
      const error = await failure(502, body);
      expect(error.server).toBeUndefined();
      expect(error.code).toBeUndefined();
      expect(error.message).toBe(`502: ${body}`);
    }
  });

  it('uses the status text when the body is empty', async () => {
    const error = await failure(500, '', 'Internal Server Error');
    expect(error.message).toBe('500: Internal Server Error');
    expect(error.server).toBeUndefined();
  });

  it('apiErrorFor builds the same error for a request sent without fetch', async () => {
    const error = await apiErrorFor(400, errorBody('bad_request', 'The file is empty'), 'Bad Request');
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(`400: ${errorBody('bad_request', 'The file is empty')}`);
    expect(error.server?.message).toBe('The file is empty');
    expect((await apiErrorFor(413, '', 'Payload Too Large')).message).toBe('413: Payload Too Large');
  });
});

describe('errorText', () => {
  it("shows the server's own sentence, with or without a fallback", async () => {
    expect(errorText(await failure(500, errorBody('internal_error', 'The scan could not finish.')))).toBe('The scan could not finish.');
    expect(errorText(await failure(403, errorBody('forbidden', 'Only the Business plan owner can invite.')))).toBe(
      'Only the Business plan owner can invite.',
    );
    expect(errorText(await failure(400, errorBody('bad_request', 'The file is empty')), 'fallback')).toBe('The file is empty');
    expect(errorText(await failure(409, errorBody('beta_closed', '  The beta signup has closed. ')))).toBe('The beta signup has closed.');
  });

  it("the server's sentence wins over the 401 and 413 texts", async () => {
    expect(errorText(await failure(401, errorBody('unauthorized', 'Sign in to continue')))).toBe('Sign in to continue');
    expect(errorText(await failure(413, errorBody('payload_too_large', 'Request body is too large')), 'x')).toBe('Request body is too large');
  });

  it('without a server sentence: a 401 asks to sign in again, a 413 names the file size', async () => {
    expect(errorText(await failure(401, ''), 'x')).toBe('Please sign in again.');
    expect(errorText(await failure(401, 'Unauthorized'))).toBe('Please sign in again.');
    expect(errorText(await failure(413, ''), 'x')).toBe('The file is too large for the server.');
  });

  it("keeps the spec's \"status: text\" for a body that is not ours, unless the screen has a fallback", async () => {
    expect(errorText(await failure(502, 'Bad Gateway'))).toBe('502: Bad Gateway');
    expect(errorText(await failure(502, '<html>bad gateway</html>'))).toBe('502: <html>bad gateway</html>');
    expect(errorText(await failure(404, '{"other":1}'))).toBe('404: {"other":1}');
    expect(errorText(await failure(500, 'Internal Server Error'), 'Please try again.')).toBe('Please try again.');
    expect(errorText(await failure(502, '{"nope":1}'), 'Please try again.')).toBe('Please try again.');
    expect(errorText(await failure(500, 'down'), '')).toBe('');
  });

  it('names a network failure in plain words, fallback or not', () => {
    expect(errorText(new TypeError('Failed to fetch'))).toBe('Could not reach the server. Check your connection and try again.');
    expect(errorText(new TypeError('Failed to fetch'), 'x')).toBe('Could not reach the server. Check your connection and try again.');
  });

  it("other errors: the screen's fallback, else their message, else a generic sentence", () => {
    expect(errorText(new Error('oops'))).toBe('oops');
    expect(errorText(new Error('boom'), 'Please try again.')).toBe('Please try again.');
    expect(errorText(new Error(''))).toBe('Something went wrong. Please try again.');
    expect(errorText('???')).toBe('Something went wrong. Please try again.');
    expect(errorText('???', 'fallback')).toBe('fallback');
  });
});

describe('isUnauthorized', () => {
  it('only for a 401 answer', async () => {
    expect(isUnauthorized(await failure(401, errorBody('unauthorized', 'Sign in to continue')))).toBe(true);
    expect(isUnauthorized(await failure(403, errorBody('forbidden', 'No')))).toBe(false);
    expect(isUnauthorized(new Error('401: x'))).toBe(false);
    expect(isUnauthorized(null)).toBe(false);
  });
});
