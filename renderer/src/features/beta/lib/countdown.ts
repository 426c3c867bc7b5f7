/**
 * The beta countdown, from the server's deadline and the server's clock (so a wrong device clock
 * cannot show a different deadline to this visitor).
 */

/** The server clock's lead over this device's, measured when the status arrived. */
export function clockOffset(serverNow: number, localNowAtReceipt: number): number {
  return serverNow - localNowAtReceipt;
}

export function remainingMs(closesAt: number, localNow: number, offset: number): number {
  return Math.max(0, closesAt - (localNow + offset));
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * 3_600_000 -> "01:00:00"; from a day on, the days lead: "29d 23:59:59" (the window lasts days, 30
 * by default).
 */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const clock = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** For screen readers, to the minute: "2 days 3 hours 5 minutes", "47 minutes". */
export function spokenCountdown(ms: number): string {
  const totalMinutes = Math.max(0, Math.floor(ms / 60_000));
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutes = totalMinutes % 60;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (days === 0 && hours === 0) return unit(minutes, 'minute');
  if (days === 0) return `${unit(hours, 'hour')} ${unit(minutes, 'minute')}`;
  return `${unit(days, 'day')} ${unit(hours, 'hour')} ${unit(minutes, 'minute')}`;
}
