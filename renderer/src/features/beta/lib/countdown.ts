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

/** 172800000 -> "48:00:00"; hours are not wrapped into days (the window is 48 h). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/** For screen readers, to the minute: "47 hours 5 minutes". */
export function spokenCountdown(ms: number): string {
  const totalMinutes = Math.max(0, Math.floor(ms / 60_000));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (hours === 0) return unit(minutes, 'minute');
  return `${unit(hours, 'hour')} ${unit(minutes, 'minute')}`;
}
