/**
 * The server's own sentence for a failed request. The api client raises `${status}: ${body}` (spec
 * section 7) and the server answers errors as JSON `{ error: { code, message } }`, so the 403 and
 * 409 explanations of the team endpoints reach the screen word for word.
 */
export function serverMessage(error: unknown): string {
  if (error instanceof TypeError) return 'Could not reach the server. Check your connection and try again.';
  if (!(error instanceof Error) || !error.message) return 'Something went wrong. Please try again.';
  const match = /^(\d{3}): ([\s\S]*)$/.exec(error.message);
  if (!match) return error.message;
  return jsonMessage(match[2] ?? '') ?? error.message;
}

/** The HTTP status an api error carries in its message, or null. */
export function errorStatus(error: unknown): number | null {
  if (!(error instanceof Error)) return null;
  const match = /^(\d{3}): /.exec(error.message);
  return match ? Number(match[1]) : null;
}

function jsonMessage(body: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return body.trim() && !body.trimStart().startsWith('<') ? body.trim() : null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const inner: unknown = 'error' in parsed ? parsed.error : parsed;
  if (typeof inner === 'string' && inner.trim()) return inner.trim();
  if (typeof inner === 'object' && inner !== null && 'message' in inner && typeof inner.message === 'string' && inner.message.trim()) {
    return inner.message.trim();
  }
  return null;
}
