import { ApiError } from '@/lib/api-client';

/**
 * Plain words for a failed request. The server answers errors as JSON `{ error: { message } }`;
 * the api client keeps the body in the message after "status: " (spec core section 8), so the
 * server's own sentence is used when there is one.
 */
export function plainErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const body = error.message.replace(/^\d{3}: /, '');
    const fromServer = serverMessage(body);
    if (fromServer) return fromServer;
    if (error.status === 401) return 'Please sign in again.';
    if (error.status === 413) return 'The file is too large for the server.';
    return fallback;
  }
  if (error instanceof TypeError) return 'Could not reach the server. Check your connection and try again.';
  return fallback;
}

function serverMessage(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null || !('error' in parsed)) return null;
    const inner = (parsed as { error: unknown }).error;
    if (typeof inner !== 'object' || inner === null || !('message' in inner)) return null;
    const message = (inner as { message: unknown }).message;
    return typeof message === 'string' && message.trim() !== '' ? message.trim() : null;
  } catch {
    return null;
  }
}

/**
 * The server's own sentence for a request it refused (4xx: a plan limit, a bad file), else null:
 * server faults and network failures keep the screen's standard text.
 */
export function refusalMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  return serverMessage(error.message.replace(/^\d{3}: /, ''));
}
