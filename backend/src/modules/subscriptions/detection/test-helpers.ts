/** Test helpers: build transaction series by date arithmetic. Used by the *.test.ts files only. */
import { anchoredDay, fromDayNumber, monthOf, toDayNumber } from './dates';
import type { DetectionTransaction } from './detect';

let seq = 0;
export function tx(date: string, amountCents: number, description: string, extra: Partial<DetectionTransaction> = {}): DetectionTransaction {
  seq += 1;
  return { id: `t${seq}`, date, amountCents, description, ...extra };
}

export function addDays(date: string, days: number): string {
  return fromDayNumber(toDayNumber(date) + days);
}

/** `count` dates every `stepDays` days from `start`, each moved by jitter[i % jitter.length] days. */
export function everyDays(start: string, stepDays: number, count: number, jitter: readonly number[] = [0]): string[] {
  return Array.from({ length: count }, (_, i) => addDays(start, i * stepDays + (jitter[i % jitter.length] ?? 0)));
}

/** `count` dates every `stepMonths` months on day `anchor` (clamped to short months) from `start`'s month. */
export function everyMonths(start: string, stepMonths: number, count: number, anchor: number, jitter: readonly number[] = [0]): string[] {
  const { monthIndex } = monthOf(toDayNumber(start));
  return Array.from({ length: count }, (_, i) => fromDayNumber(anchoredDay(monthIndex + i * stepMonths, anchor) + (jitter[i % jitter.length] ?? 0)));
}

export function series(dates: readonly string[], amountCents: number | ((i: number) => number), description: string | ((i: number) => string)): DetectionTransaction[] {
  return dates.map((d, i) =>
    tx(d, typeof amountCents === 'number' ? amountCents : amountCents(i), typeof description === 'string' ? description : description(i)),
  );
}
