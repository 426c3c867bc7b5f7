/**
 * The human message in a failed request's error. The api client raises "status: body"; our server's
 * body is {"error":{"message":...}}, and the toast should show that message, not the JSON.
 */
export function serverMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const match = /^\d{3}: ([\s\S]*)$/.exec(text);
  if (!match) return text;
  const body = match[1]!;
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null && 'error' in parsed) {
      const inner = (parsed as { error: unknown }).error;
      if (typeof inner === 'object' && inner !== null && 'message' in inner && typeof inner.message === 'string') return inner.message;
    }
  } catch {
    // Not JSON (a proxy's page, say): the text as it came.
  }
  return body;
}
