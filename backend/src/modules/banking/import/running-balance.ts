/** The balance a running-balance column states after the file's newest row (docs/product.md "Imports"). */

/** One imported row that carries a balance: its position among the parsed rows, date, amount and balance. */
export interface BalancePoint {
  index: number;
  date: string;
  /** Positive = money out, as ParsedTransaction.amountCents. */
  amountCents: number;
  balanceCents: number;
}

/**
 * Is `after` the balance that follows `before` once `amountCents` (positive = money out) is booked?
 * `sign` -1 reads the balance the other way round (a card's balance owed, which grows with spending).
 */
function follows(before: BalancePoint, after: BalancePoint, sign: 1 | -1): boolean {
  return after.balanceCents === before.balanceCents - sign * after.amountCents;
}

/**
 * The balance after the newest row, and that row's date, or null when no row states one. Files come
 * newest-first or oldest-first: the chain of balances (each one the previous balance minus the next
 * row's amount) says which, and among rows sharing the newest date the one no other row follows is
 * the last. When the balances say nothing (one row, or gaps), the dates decide, then file order.
 */
export function runningBalance(points: readonly BalancePoint[]): { balanceCents: number; date: string } | null {
  if (points.length === 0) return null;
  let newest = points[0]!.date;
  for (const p of points) if (p.date > newest) newest = p.date;
  const candidates = points.filter((p) => p.date === newest);

  let sign: 1 | -1 = 1;
  let oldestFirst = 0;
  let newestFirst = 0;
  for (const s of [1, -1] as const) {
    let forward = 0;
    let backward = 0;
    for (let i = 1; i < points.length; i++) {
      if (follows(points[i - 1]!, points[i]!, s)) forward++;
      if (follows(points[i]!, points[i - 1]!, s)) backward++;
    }
    if (Math.max(forward, backward) > Math.max(oldestFirst, newestFirst)) {
      sign = s;
      oldestFirst = forward;
      newestFirst = backward;
    }
  }

  let pick: BalancePoint | undefined;
  if (candidates.length === 1) pick = candidates[0];
  else {
    // The last of the newest day: no other row of that day follows it.
    const last = candidates.filter((c) => !candidates.some((o) => o !== c && follows(c, o, sign)));
    if (last.length === 1) pick = last[0];
  }
  if (!pick) {
    const first = points[0]!;
    const final = points[points.length - 1]!;
    const fileIsNewestFirst = oldestFirst !== newestFirst ? newestFirst > oldestFirst : first.date > final.date;
    pick = fileIsNewestFirst ? candidates[0] : candidates[candidates.length - 1];
  }
  return pick ? { balanceCents: pick.balanceCents, date: pick.date } : null;
}
