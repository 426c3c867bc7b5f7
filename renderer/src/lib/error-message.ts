import { ApiError } from '@/lib/api-client';

/**
 * The server's message for a failed request (the spec's toasts show "the server message"). The
 * server answers errors as JSON `{ error: { message } }` and the api client keeps the body after
 * "status: ", so the server's own sentence is used when there is one, else the raw message.
 */
export function serverErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.message.replace(/^\d{3}: /, '');
    return jsonMessage(body) ?? error.message;
  }
  if (error instanceof TypeError) return 'Could not reach the server. Check your connection and try again.';
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

function jsonMessage(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const inner: unknown = 'error' in parsed ? (parsed as { error: unknown }).error : parsed;
    if (typeof inner === 'string' && inner.trim() !== '') return inner.trim();
    if (typeof inner !== 'object' || inner === null || !('message' in inner)) return null;
    const message = (inner as { message: unknown }).message;
    return typeof message === 'string' && message.trim() !== '' ? message.trim() : null;
  } catch {
    return null;
  }
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
