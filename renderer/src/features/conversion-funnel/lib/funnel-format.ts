const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** "1,234" */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** Whole dollars without cents ("$475"), others with them ("$0.48"). */
export function formatDollars(dollars: number): string {
  return Number.isInteger(dollars) ? usdWhole.format(dollars) : usdCents.format(dollars);
}

/** "1 purchase", "3 purchases" (with the count formatted). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}
