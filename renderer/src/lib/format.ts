/** Money is formatted in one place for the server and the screens (docs/product.md "Money and formats"). */
export { compactMoney, formatCurrency, formatUsd, formatUsdCompact, wholeMoney } from '../../../shared/money';

/** A percentage with a fixed number of decimals, e.g. formatPercent(11, 1) -> "11.0%". */
export function formatPercent(value: number, decimals = 0): string {
  return `${value.toFixed(decimals)}%`;
}
