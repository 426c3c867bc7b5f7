/** The first automatic reconnect waits this long; each further failed attempt doubles it. */
export const RECONNECT_BASE_MS = 1_000;
/** Never wait longer than this between attempts, so a long outage is still noticed soon after it ends. */
export const RECONNECT_MAX_MS = 30_000;

/**
 * Delay before automatic reconnect attempt number `attempt` (0 = the first retry after a drop):
 * 1 s, 2 s, 4 s, 8 s ... capped at 30 s.
 */
export function reconnectDelayMs(attempt: number): number {
  // NaN and negatives count as the first retry; Infinity lands on the cap below.
  if (!(attempt > 0)) return RECONNECT_BASE_MS;
  return Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.floor(attempt));
}
